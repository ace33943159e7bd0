// Concept lists and lookups over concept_list.
import type pg from 'pg';
import { CONCEPT_STATUSES } from '../../domain/concept';
import type { ConceptCampaign, ConceptDetail, ConceptRow } from '../../domain/concept/answers';
import { likePattern, orderBy, toPage, type ListQuery, type Page } from '../list';

const COLUMNS = `id, partner_id AS "partnerId", name, status, business_node_ids AS "businessNodes", additional_node_ids AS "additionalNodes",
  languages, thumbnail, archived, created_by AS "createdBy", submitted_by AS "submittedBy", submitted_at AS "submittedAt",
  created_at AS "createdAt", updated_at AS "updatedAt", updated_by AS "updatedBy"`;

/** GET /assets/concepts: the fields it sorts by (status in its lifecycle's order) and the filters it reads. */
export const CONCEPT_LIST = {
  sorts: {
    id: 'id',
    name: 'lower(name)',
    status: `array_position(ARRAY[${CONCEPT_STATUSES.map((s) => `'${s}'`).join(', ')}], status)`,
    createdAt: 'created_at',
    updatedAt: 'updated_at',
  },
  defaultSort: 'name',
  /** `markets`: a comma list of node ids; a concept on any of them matches. */
  filters: { search: 'text', status: 'text', markets: 'text', archived: 'boolean' },
} as const;

interface ConceptScope {
  partnerId: string;
  /** The catalogue's `nodeIds`: concepts on any of these nodes; none asks nothing. */
  nodeIds: string[];
  /** Node scope of the reader: null sees the whole partner (commands/asset-scope.ts reachableNodes). */
  reachable: string[] | null;
}

export async function listConcepts(pool: pg.Pool, scope: ConceptScope, query: ListQuery): Promise<Page<ConceptRow>> {
  const { search, status, markets, archived } = query.filter;
  const { rows } = await pool.query<ConceptRow & { total: string }>(
    `SELECT ${COLUMNS}, count(*) OVER () AS total FROM concept_list
     WHERE partner_id = $1 AND ($2::text[] IS NULL OR business_node_ids && $2) AND (cardinality($3::text[]) = 0 OR business_node_ids && $3)
       AND ($4::text IS NULL OR name ILIKE $4) AND ($5::text IS NULL OR status = $5)
       AND ($6::text IS NULL OR business_node_ids && string_to_array($6, ',')) AND ($7::boolean IS NULL OR archived = $7)
     ORDER BY ${orderBy(query, CONCEPT_LIST.sorts, CONCEPT_LIST.defaultSort)} LIMIT $8 OFFSET $9`,
    [
      scope.partnerId,
      scope.reachable,
      scope.nodeIds,
      likePattern(search),
      status ?? null,
      markets ?? null,
      archived ?? null,
      query.limit,
      query.offset,
    ],
  );
  return toPage(rows);
}

/** One concept with its brief, and who submitted it by name (a reviewer may not list the partner's users). */
export async function getConcept(pool: pg.Pool, id: string): Promise<ConceptDetail | null> {
  const { rows } = await pool.query<ConceptDetail>(
    `SELECT ${COLUMNS}, brief, (SELECT coalesce(u.name, u.email) FROM user_account u WHERE u.id = submitted_by) AS "submittedByName"
     FROM concept_list WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** What scope checks need of a concept. */
export async function conceptRef(pool: pg.Pool, id: string) {
  const { rows } = await pool.query<{ id: string; partnerId: string; businessNodes: string[]; name: string }>(
    'SELECT id, partner_id AS "partnerId", business_node_ids AS "businessNodes", name FROM concept_list WHERE id = $1',
    [id],
  );
  return rows[0] ?? null;
}

/** Archived concepts keep their names: a name once used stays used. */
export async function conceptNameTaken(
  pool: pg.Pool,
  partnerId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const { rowCount } = await pool.query(
    'SELECT 1 FROM concept_list WHERE partner_id = $1 AND lower(name) = lower($2) AND id IS DISTINCT FROM $3',
    [partnerId, name, exceptId ?? null],
  );
  return (rowCount ?? 0) > 0;
}

/** The concept's campaigns (not deleted) for its page (spec 1 §3 'Campaign (as seen here)'); `reachable` null: all. */
export async function conceptCampaigns(
  pool: pg.Pool,
  conceptId: string,
  reachable: string[] | null,
): Promise<ConceptCampaign[]> {
  const { rows } = await pool.query<ConceptCampaign>(
    `SELECT id, id AS "_id", name, locked AS qa, node_ids AS "businessNodes" FROM campaign
     WHERE concept_id = $1 AND NOT deleted AND ($2::text[] IS NULL OR node_ids && $2) ORDER BY name_lower`,
    [conceptId, reachable],
  );
  return rows;
}

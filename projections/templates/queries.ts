// Template lists and lookups over template_version. Approvals answer with the approvers' names as they are now.
import type pg from 'pg';
import { namedKeys } from '../named-files';
import type { DynamicField } from '../../domain/template/code';
import type { RenderStatus, TemplateChannel, TemplateKind } from '../../domain/template';
import type { TemplateFormat } from '../../domain/template/name';
import type { TemplateApprover } from '../../domain/template/answers';
import { orderBy, toPage, type ListQuery, type Page } from '../list';

export interface TemplateRow {
  id: string;
  conceptId: string;
  partnerId: string;
  name: string;
  title: string;
  size: string;
  sizeGroup: string;
  format: TemplateFormat;
  kind: TemplateKind;
  formats: Record<TemplateChannel, string[]>;
  suitableChannels: TemplateChannel[];
  generation: number;
  version: number;
  dynamicFields: DynamicField[];
  approvals: { users: TemplateApprover[] };
  archived: boolean;
  storage: string;
  entry: string;
  files: string[];
  renderStatus: RenderStatus;
  thumbLocation: string | null;
  createdAt: string;
  createdBy: string;
  updatedAt: string;
  /** A campaign (not deleted) chose this version (spec 3 §3 inUse). */
  inUse: boolean;
  /** The nodes its generation is available to (and those below them); null: the concept's. */
  businessNodes: string[] | null;
}

const SELECT = `SELECT t.id, t.concept_id AS "conceptId", t.partner_id AS "partnerId", t.name, t.title, t.size, t.size_group AS "sizeGroup",
  t.format, t.kind, t.formats, t.suitable_channels AS "suitableChannels", t.generation, t.version, t.dynamic_fields AS "dynamicFields",
  jsonb_build_object('users', COALESCE((
    SELECT jsonb_agg(jsonb_build_object('userId', a->>'approvedBy', 'name', u.name, 'role', a->>'role', 'approvedAt', a->>'approvedAt') ORDER BY n)
    FROM jsonb_array_elements(t.approvals) WITH ORDINALITY AS x(a, n) LEFT JOIN user_account u ON u.id = a->>'approvedBy'), '[]'::jsonb)) AS approvals,
  t.archived, t.storage, t.entry, t.files, t.render_status AS "renderStatus", t.thumb_location AS "thumbLocation",
  t.created_at AS "createdAt", t.created_by AS "createdBy", t.updated_at AS "updatedAt",
  EXISTS (SELECT 1 FROM campaign c WHERE c.template_ids @> ARRAY[t.id] AND NOT c.deleted) AS "inUse",
  (SELECT g.business_node_ids FROM template_generation g WHERE g.concept_id = t.concept_id AND g.generation = t.generation) AS "businessNodes"
  FROM template_version t`;

/** The concept's templates: the highest version of each generation, or every version (`all`), by generation then
 * version. */
export async function conceptTemplates(pool: pg.Pool, conceptId: string, all = false): Promise<TemplateRow[]> {
  const highest = all
    ? ''
    : 'AND t.version = (SELECT max(h.version) FROM template_version h WHERE h.concept_id = t.concept_id AND h.generation = t.generation)';
  const { rows } = await pool.query<TemplateRow>(
    `${SELECT} WHERE t.concept_id = $1 ${highest} ORDER BY t.generation, t.version`,
    [conceptId],
  );
  return rows;
}

/** How many generations the concept has (the templates it shows). */
export async function countConceptTemplates(pool: pg.Pool, conceptId: string): Promise<number> {
  const { rows } = await pool.query<{ n: string }>(
    'SELECT count(DISTINCT generation) AS n FROM template_version WHERE concept_id = $1',
    [conceptId],
  );
  return Number(rows[0]?.n ?? 0);
}

/** The sort fields of a campaign's templates (the allow-list: nothing else reaches ORDER BY). */
export const CAMPAIGN_TEMPLATE_LIST = {
  sorts: { generation: '"generation"', name: 'lower("name")', size: '"size"' },
  defaultSort: 'generation',
  filters: {},
} as const;

/** The templates a campaign may use: its concept's, the highest version of each generation, not archived, whose
 * generation is available to one of the campaign's nodes (named for it or for a node above it; unset: the concept's
 * nodes, so every campaign of the concept). Paged. */
export async function campaignTemplates(
  pool: pg.Pool,
  campaign: { conceptId: string; businessNodes: string[] },
  query: ListQuery,
): Promise<Page<TemplateRow>> {
  const { rows } = await pool.query<TemplateRow & { total: string }>(
    `WITH RECURSIVE above (id, parent_id) AS (
       SELECT id, parent_id FROM business_node WHERE id = ANY($2::text[])
       UNION SELECT n.id, n.parent_id FROM business_node n JOIN above a ON n.id = a.parent_id),
     listed AS (${SELECT} WHERE t.concept_id = $1 AND NOT t.archived
       AND t.version = (SELECT max(h.version) FROM template_version h WHERE h.concept_id = t.concept_id AND h.generation = t.generation))
     SELECT *, count(*) OVER () AS total FROM listed
     WHERE "businessNodes" IS NULL OR "businessNodes" && ARRAY(SELECT id FROM above)
     ORDER BY ${orderBy(query, CAMPAIGN_TEMPLATE_LIST.sorts, CAMPAIGN_TEMPLATE_LIST.defaultSort)} LIMIT $3 OFFSET $4`,
    [campaign.conceptId, campaign.businessNodes, query.limit, query.offset],
  );
  return toPage(rows);
}

export async function getTemplate(pool: pg.Pool, id: string): Promise<TemplateRow | null> {
  const { rows } = await pool.query<TemplateRow>(`${SELECT} WHERE t.id = $1`, [id]);
  return rows[0] ?? null;
}

/** Every version of the template's generation, oldest first. */
export async function templateVersions(pool: pg.Pool, id: string): Promise<TemplateRow[]> {
  const { rows } = await pool.query<TemplateRow>(
    `${SELECT} JOIN template_version g ON g.concept_id = t.concept_id AND g.generation = t.generation WHERE g.id = $1 ORDER BY t.version`,
    [id],
  );
  return rows;
}

/** Versions whose render has not finished: the boot reconciler starts their workflows again. */
export async function pendingRenders(
  pool: pg.Pool,
): Promise<{ conceptId: string; templateId: string; version: number }[]> {
  const { rows } = await pool.query<{ conceptId: string; templateId: string; version: number }>(
    `SELECT concept_id AS "conceptId", id AS "templateId", version FROM template_version WHERE render_status IN ('pending', 'rendering') ORDER BY created_at`,
  );
  return rows;
}

/** What scope checks need of a template: its concept. */
export async function templateRef(pool: pg.Pool, id: string) {
  const { rows } = await pool.query<{ id: string; conceptId: string }>(
    'SELECT id, concept_id AS "conceptId" FROM template_version WHERE id = $1',
    [id],
  );
  return rows[0] ?? null;
}

/** Of these blob keys, those a live version names as one of its files; null while the read model is behind `upTo`
 * (projections/named-files.ts). */
export function namedTemplateFiles(pool: pg.Pool, keys: string[], upTo: number): Promise<string[] | null> {
  const sql = `SELECT t.storage || '/' || f FROM template_version t CROSS JOIN unnest(t.files) AS f WHERE t.storage || '/' || f = ANY($1::text[])`;
  return namedKeys(pool, 'templates', sql, keys, upTo);
}

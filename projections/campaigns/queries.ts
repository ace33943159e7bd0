// Campaign lists and lookups over campaign and personalise_tree. The variant counts come from the personalise read
// model's `variant` table (0 before any), and so does 'ready': a draft with a variant on answers ready.
import type pg from 'pg';
import { CAMPAIGN_STATUSES } from '../../domain/campaign/statuses';
import type { CampaignRow } from '../../domain/campaign/answers';
import type { CampaignTemplate, PersonalizationType, Platform } from '../../domain/campaign/platforms';
import type { TemplateChannel, TemplateVersionSummary } from '../../domain/template';
import { likePattern, orderBy, toPage, type ListQuery, type Page } from '../list';

/** Each campaign with its counts, trees and effective status; `where` filters the campaign table (alias c). */
const rows = (where: string) => `
  SELECT c.id, c.name, c.partner_id AS "partnerId", c.concept_id AS "conceptId", k.name AS "conceptName", c.node_ids AS "businessNodes", c.platforms,
    CASE WHEN c.status = 'draft' AND v.active > 0 THEN 'ready' ELSE c.status END AS status, c.archived, c.locked,
    to_char(c.flight_start, 'YYYY-MM-DD') AS "flightStart", to_char(c.flight_end, 'YYYY-MM-DD') AS "flightEnd",
    c.personalization_type AS "personalizationType", c.delivery_types AS "deliveryTypes", c.template_ids AS "templateIds",
    COALESCE((SELECT jsonb_agg(jsonb_build_object('id', t.id, 'platform', t.platform, 'format', t.format) ORDER BY t.sort)
      FROM personalise_tree t WHERE t.campaign_id = c.id), '[]'::jsonb) AS trees,
    v.active AS "activeVariants", v.total AS "totalVariants", c.created_by AS "createdBy", c.created_at AS "createdAt", c.updated_at AS "updatedAt"
  FROM campaign c
  LEFT JOIN concept_list k ON k.id = c.concept_id
  LEFT JOIN LATERAL (
    SELECT (count(*) FILTER (WHERE x.enabled AND NOT x.archived))::int AS active, (count(*) FILTER (WHERE NOT x.archived))::int AS total
    FROM variant x WHERE x.campaign_id = c.id
  ) v ON true
  WHERE NOT c.deleted AND ${where}`;

/** GET /campaigns: the fields it sorts by (status in the list's order) and the scalar filters it reads; `nodeIds` is a
 * list (CampaignScope). */
export const CAMPAIGN_LIST = {
  sorts: {
    id: 'id',
    name: 'lower(name)',
    status: `array_position(ARRAY[${CAMPAIGN_STATUSES.map((s) => `'${s}'`).join(', ')}], status)`,
    flightStart: '"flightStart"',
    flightEnd: '"flightEnd"',
    createdAt: '"createdAt"',
    updatedAt: '"updatedAt"',
  },
  defaultSort: 'name',
  filters: { q: 'text', status: 'text', platform: 'text', archived: 'boolean', partnerId: 'text', conceptId: 'text' },
} as const;

interface CampaignScope {
  partnerId: string;
  /** The filter's `nodeIds`: campaigns on any of these nodes; none asks nothing. */
  nodeIds: string[];
  /** Node scope of the reader: null sees the whole partner (commands/asset-scope.ts reachableNodes). */
  reachable: string[] | null;
}

export async function listCampaigns(pool: pg.Pool, scope: CampaignScope, query: ListQuery): Promise<Page<CampaignRow>> {
  const { q, status, platform, archived, conceptId } = query.filter;
  const { rows: page } = await pool.query<CampaignRow & { total: string }>(
    `SELECT *, count(*) OVER () AS total FROM (${rows(`c.partner_id = $1 AND ($2::text[] IS NULL OR c.node_ids && $2)
       AND (cardinality($3::text[]) = 0 OR c.node_ids && $3) AND ($4::text IS NULL OR c.name ILIKE $4) AND ($5::text IS NULL OR $5 = ANY(c.platforms))
       AND ($6::boolean IS NULL OR c.archived = $6) AND ($7::text IS NULL OR c.concept_id = $7)`)}) campaigns
     WHERE $8::text IS NULL OR status = $8
     ORDER BY ${orderBy(query, CAMPAIGN_LIST.sorts, CAMPAIGN_LIST.defaultSort)} LIMIT $9 OFFSET $10`,
    [
      scope.partnerId,
      scope.reachable,
      scope.nodeIds,
      likePattern(q),
      platform ?? null,
      archived ?? null,
      conceptId ?? null,
      status ?? null,
      query.limit,
      query.offset,
    ],
  );
  return toPage(page);
}

/** One campaign (not deleted) with the templates chosen for it. */
export async function getCampaign(
  pool: pg.Pool,
  id: string,
): Promise<(CampaignRow & { templates: CampaignTemplate[] }) | null> {
  const { rows: found } = await pool.query<CampaignRow & { templates: CampaignTemplate[] }>(
    `SELECT campaigns.*, (SELECT templates FROM campaign WHERE id = $1) AS templates FROM (${rows('c.id = $1')}) campaigns`,
    [id],
  );
  return found[0] ?? null;
}

/** What scope checks need of a campaign; a deleted one answers too, flagged. */
export async function campaignRef(pool: pg.Pool, id: string) {
  const { rows: found } = await pool.query<{
    id: string;
    partnerId: string;
    conceptId: string;
    name: string;
    businessNodes: string[];
    archived: boolean;
    deleted: boolean;
    locked: boolean;
    platforms: string[];
    personalizationType: PersonalizationType;
  }>(
    `SELECT id, partner_id AS "partnerId", concept_id AS "conceptId", name, node_ids AS "businessNodes", archived, deleted,
            locked, platforms, personalization_type AS "personalizationType"
     FROM campaign WHERE id = $1`,
    [id],
  );
  return found[0] ?? null;
}

/** Archived campaigns keep their names; a deleted one frees its name. */
export async function campaignNameTaken(
  pool: pg.Pool,
  partnerId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const { rowCount } = await pool.query(
    'SELECT 1 FROM campaign WHERE partner_id = $1 AND name_lower = lower($2) AND NOT deleted AND id IS DISTINCT FROM $3',
    [partnerId, name, exceptId ?? null],
  );
  return (rowCount ?? 0) > 0;
}

/** Whether a campaign (not deleted) chose the template version. */
export async function templateInUse(pool: pg.Pool, templateId: string): Promise<boolean> {
  const { rowCount } = await pool.query(
    'SELECT 1 FROM campaign WHERE template_ids @> ARRAY[$1::text] AND NOT deleted LIMIT 1',
    [templateId],
  );
  return (rowCount ?? 0) > 0;
}

/** The facts of these template versions (those that exist), in the order asked. */
export async function templateVersionFacts(pool: pg.Pool, templateIds: string[]): Promise<TemplateVersionSummary[]> {
  const { rows: found } = await pool.query<TemplateVersionSummary>(
    `SELECT t.id AS "templateId", t.concept_id AS "conceptId", t.name, t.size, t.version, t.kind, t.suitable_channels AS "suitableChannels",
       t.dynamic_fields AS "dynamicFields", t.archived
     FROM unnest($1::text[]) WITH ORDINALITY AS asked(id, n) JOIN template_version t ON t.id = asked.id ORDER BY asked.n`,
    [templateIds],
  );
  return found;
}

/**
 * Every personalise tree of a campaign (not deleted), in their order, each as `personaliseTree` gives it, in one
 * query: a generation reads them on its request (issue 23 §5).
 */
export async function campaignPersonaliseTrees(pool: pg.Pool, campaignId: string) {
  const { rows } = await pool.query<NonNullable<Awaited<ReturnType<typeof personaliseTree>>>>({
    name: 'campaign_personalise_trees',
    text: `SELECT t.id AS "treeId", t.campaign_id AS "campaignId", t.partner_id AS "partnerId", t.platform, t.format,
             COALESCE((SELECT json_agg(json_build_object('templateId', v.id, 'name', v.name, 'size', v.size,
                                 'version', v.version, 'kind', v.kind, 'dynamicFields', v.dynamic_fields) ORDER BY asked.n)
                       FROM unnest(t.template_ids) WITH ORDINALITY AS asked(id, n)
                       JOIN template_version v ON v.id = asked.id), '[]') AS templates
           FROM personalise_tree t JOIN campaign c ON c.id = t.campaign_id
           WHERE t.campaign_id = $1 AND NOT c.deleted ORDER BY t.sort, t.id`,
    values: [campaignId],
  });
  return rows;
}

/** A tree's definition with its templates' facts (for its stream's first event). */
export async function personaliseTree(pool: pg.Pool, treeId: string) {
  const { rows: found } = await pool.query<{
    treeId: string;
    campaignId: string;
    partnerId: string;
    platform: Platform;
    format: TemplateChannel;
    templateIds: string[];
  }>(
    `SELECT t.id AS "treeId", t.campaign_id AS "campaignId", t.partner_id AS "partnerId", t.platform, t.format, t.template_ids AS "templateIds"
     FROM personalise_tree t JOIN campaign c ON c.id = t.campaign_id WHERE t.id = $1 AND NOT c.deleted`,
    [treeId],
  );
  const tree = found[0];
  if (!tree) return null;
  const { templateIds, ...definition } = tree;
  const templates = (await templateVersionFacts(pool, templateIds)).map(
    ({ templateId, name, size, version, kind, dynamicFields }) => ({
      templateId,
      name,
      size,
      version,
      kind,
      dynamicFields,
    }),
  );
  return { ...definition, templates };
}

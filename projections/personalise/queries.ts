// Reads of the personalise read model (007_personalise.sql): the variant page and its count, the identifiers
// behind "select all", the filters on offer, name checks, signals and the campaign's trees. A read first takes the
// tree's view (its definition, version and schedule states: one query); the page is then one query (the variants,
// with the formats and signals of those 50 as JSON), composed by variant-row.ts.
import type pg from 'pg';
import type { Platform } from '../../domain/campaign/platforms';
import type { TemplateChannel } from '../../domain/template/events';
import type { ElementValue, FormatApproval } from '../../domain/personalise/events';
import type { TreeTemplate } from '../../domain/personalise/fields';
import { scheduleState, type Schedule, type Signal, type SignalType } from '../../domain/personalise/signals';
import type {
  AvailableFilters,
  NamedSignal,
  VariantCounts,
  VariantIdentifiers,
  VariantRow,
} from '../../domain/personalise/answers';
import { likePattern, toPage, type Page } from '../list';
import {
  LIVE,
  NAME_KEY,
  Params,
  SCHEDULED,
  scheduleParams,
  VARIANT_STATUSES,
  variantWhere,
  type ScheduleStates,
  type VariantFilter,
} from './filter';
import { RowContext, toVariantRow } from './variant-row';
import { pageScreenshots, RENDER_ENTRY_JSON, type RenderEntryRecord } from '../screenshots/format-screenshots';

/** A started tree as the read model holds it. */
export interface TreeInfo {
  treeId: string;
  campaignId: string;
  partnerId: string;
  platform: Platform;
  format: TemplateChannel;
  templates: TreeTemplate[];
  fallbackVariantId: string | null;
  isFallbackEnabled: boolean;
}

export interface VariantRecord {
  id: string;
  name: string;
  enabled: boolean;
  archived: boolean;
  isFallback: boolean;
  filled: boolean;
  approved: boolean;
  anyFormatArchived: boolean;
  hasSegment: boolean;
  signalIds: string[];
  live: boolean;
  scheduled: boolean;
}

export interface FormatRecord {
  id: string;
  variantId: string;
  templateId: string;
  archived: boolean;
  approval: FormatApproval;
  values: Record<string, ElementValue>;
  signalIds: string[];
  cards: number | null;
  filled: boolean;
  /** The first 12 hex digits of an MD5 of the format's id and values: the variation hash's first part. */
  contentHash: string;
  /** Its latest render (the screenshots read model), or null. */
  render: RenderEntryRecord | null;
}

/**
 * GET P/variants sorts: each a whole order, its direction applied to every column (one index scan either way). Names
 * sort by their indexed prefix (NAME_KEY, migration 014), the whole name for every name the domain accepts.
 */
export const VARIANT_LIST = {
  sorts: { name: [NAME_KEY('v'), 'v.id'], createdAt: ['v.seq'], enabled: ['v.enabled', NAME_KEY('v'), 'v.id'] },
  defaultSort: 'name',
} as const;
export type VariantSort = keyof typeof VARIANT_LIST.sorts;

export interface VariantPageQuery {
  sort: VariantSort;
  order: 'ASC' | 'DESC';
  offset: number;
  limit: number;
}

const orderOf = (query: Pick<VariantPageQuery, 'sort' | 'order'>) =>
  VARIANT_LIST.sorts[query.sort].map((c) => `${c} ${query.order}`).join(', ');

/** A tree as one read sees it: its version in the read model and its schedules' states at the read's moment. */
export interface TreeView extends TreeInfo {
  version: number;
  schedules: ScheduleStates;
  /** Where the partner's screenshots stand (the screenshots read model): rows carry their pictures. */
  screenshotsVersion: number;
}

/** A tree whose stream has not started: no variants, no signals, no fallback. */
export const emptyTreeView = (tree: Omit<TreeInfo, 'fallbackVariantId' | 'isFallbackEnabled'>): TreeView => ({
  ...tree,
  fallbackVariantId: null,
  isFallbackEnabled: false,
  version: -1,
  schedules: { live: [], upcoming: [] },
  screenshotsVersion: -1,
});

/** What a tree read needs of its campaign to check the caller's scope (commands/campaigns.ts campaignInScope). */
interface TreeCampaign {
  id: string;
  partnerId: string;
  businessNodes: string[];
  deleted: boolean;
}

/**
 * The campaign the path names and, when its stream has started, the tree as the read model holds it (null: no tree
 * of that id yet), in one round trip: every personalise read starts here. The tree's campaign is checked by the caller.
 */
export async function campaignTreeView(
  pool: pg.Pool,
  campaignId: string,
  treeId: string,
  now: Date,
): Promise<{ campaign: TreeCampaign | null; view: TreeView | null }> {
  const { rows } = await pool.query<{
    campaign: TreeCampaign;
    tree: (TreeInfo & { version: string; schedules: { id: string; schedule: Schedule }[] }) | null;
    screenshots: string | null;
  }>(
    `SELECT json_build_object('id', c.id, 'partnerId', c.partner_id, 'businessNodes', c.node_ids, 'deleted', c.deleted) AS campaign,
       (SELECT json_build_object('treeId', t.tree_id, 'campaignId', t.campaign_id, 'partnerId', t.partner_id, 'platform', t.platform, 'format', t.format,
          'templates', t.templates, 'fallbackVariantId', t.fallback_variant_id, 'isFallbackEnabled', t.is_fallback_enabled, 'version', t.version,
          'schedules', (SELECT coalesce(json_agg(json_build_object('id', s.id, 'schedule', s.schedule) ORDER BY s.id), '[]') FROM signal s
                        WHERE s.tree_id = t.tree_id AND s.type = 'schedule'))
        FROM personalise_tree_state t WHERE t.tree_id = $2) AS tree,
       (SELECT version FROM screenshot_version WHERE partner_id = c.partner_id) AS screenshots
     FROM campaign c WHERE c.id = $1`,
    [campaignId, treeId],
  );
  const row = rows[0];
  if (!row) return { campaign: null, view: null };
  if (!row.tree) return { campaign: row.campaign, view: null };
  const { schedules, version, ...tree } = row.tree;
  const inState = (state: 'live' | 'scheduled') =>
    schedules.filter((s) => (s.schedule ? scheduleState(s.schedule, now) : 'live') === state).map((s) => s.id);
  return {
    campaign: row.campaign,
    view: {
      ...tree,
      version: Number(version),
      schedules: { live: inState('live'), upcoming: inState('scheduled') },
      screenshotsVersion: Number(row.screenshots ?? -1),
    },
  };
}

const VARIANT_COLUMNS = `v.id, v.name, v.enabled, v.archived, v.is_fallback AS "isFallback", v.filled, v.approved,
  v.any_format_archived AS "anyFormatArchived", v.has_segment AS "hasSegment", v.signal_ids AS "signalIds"`;

const FORMAT_JSON = `json_build_object('id', f.id, 'variantId', f.variant_id, 'templateId', f.template_id, 'archived', f.archived,
  'approval', f.approval, 'values', f."values", 'signalIds', f.signal_ids, 'cards', f.cards, 'filled', f.filled,
  'contentHash', left(md5(f.id || f."values"::text), 12), 'render', ${RENDER_ENTRY_JSON('f')})`;

/**
 * The variants `inner` selects (a query over `variant v`, limited), each with its live and scheduled state, its
 * formats in the tree's order (only those of the `templates` placeholder when it holds ids) and its signals by name.
 * The formats and signals are read for the selected rows only, after the limit.
 */
function variantsWithParts(inner: string, order: string, templates: string): string {
  return `SELECT p.*,
      (SELECT coalesce(json_agg(${FORMAT_JSON} ORDER BY f.sort), '[]') FROM variant_format f
       WHERE f.variant_id = p.id AND (${templates} IS NULL OR f.template_id = ANY (${templates}))) AS formats,
      (SELECT coalesce(json_agg(json_build_object('id', s.id, 'name', s.name, 'type', s.type)), '[]') FROM signal s
       WHERE s.id = ANY (p."signalIds")) AS signals
    FROM (${inner}) p ORDER BY ${order}`;
}

type VariantWithParts = VariantRecord & { formats: FormatRecord[]; signals: (NamedSignal & { type: SignalType })[] };

function rowOf(context: RowContext, v: VariantWithParts): VariantRow {
  const { formats, signals, ...variant } = v;
  return toVariantRow(context, variant, formats, new Map(signals.map((s) => [s.id, s])));
}

/** What the rows of a page share: the tree, and the screenshots of their formats (one more read). */
const rowContext = async (pool: pg.Pool, tree: TreeView, rows: readonly VariantWithParts[]) =>
  new RowContext(
    tree,
    await pageScreenshots(
      pool,
      tree.campaignId,
      tree.templates,
      rows.flatMap((r) => r.formats),
    ),
  );

/** The page of the tree's variants under a filter; `total` is the filter's count, which the caller keeps (counts.ts).
 * */
export async function variantPage(
  pool: pg.Pool,
  tree: TreeView,
  filter: VariantFilter,
  query: VariantPageQuery,
): Promise<VariantRow[]> {
  const params = new Params();
  const where = variantWhere(tree.treeId, filter, params, tree.schedules);
  const s = scheduleParams(tree.schedules, params);
  const columns = `${VARIANT_COLUMNS}, ${LIVE(s)} AS live, ${SCHEDULED(s)} AS scheduled`;
  const inner = `SELECT ${columns}, v.name_lower, v.seq FROM variant v WHERE ${where} ORDER BY ${orderOf(query)} LIMIT ${params.add(query.limit)} OFFSET ${params.add(query.offset)}`;
  const templates = `${params.add(filter.formats?.length ? filter.formats : null)}::text[]`;
  const outerOrder = orderOf(query).replace(/\bv\./g, 'p.');
  const { rows } = await pool.query<VariantWithParts>(variantsWithParts(inner, outerOrder, templates), params.values);
  const context = await rowContext(pool, tree, rows);
  return rows.map((v) => rowOf(context, v));
}

export async function getVariant(pool: pg.Pool, tree: TreeView, variantId: string): Promise<VariantRow | null> {
  const params = new Params();
  const s = scheduleParams(tree.schedules, params);
  const inner = `SELECT ${VARIANT_COLUMNS}, ${LIVE(s)} AS live, ${SCHEDULED(s)} AS scheduled, v.name_lower
    FROM variant v WHERE v.id = ${params.add(variantId)} AND v.tree_id = ${params.add(tree.treeId)}`;
  const { rows } = await pool.query<VariantWithParts>(
    variantsWithParts(inner, 'p.name_lower', `${params.add(null)}::text[]`),
    params.values,
  );
  return rows[0] ? rowOf(await rowContext(pool, tree, rows), rows[0]) : null;
}

/** A tree's variant counts, without a filter. */
type TreeCounts = Omit<VariantCounts, 'filteredAmount'>;

const COUNTS = `count(*) FILTER (WHERE v.enabled AND NOT v.archived)::integer AS "activeAmount", count(*) FILTER (WHERE NOT v.archived)::integer AS "totalAmount",
  count(*) FILTER (WHERE v.archived)::integer AS "archivedAmount"`;

/** Active, total (not archived) and archived variants of the tree, and how many the filter selects. */
export async function countVariants(pool: pg.Pool, tree: TreeView, filter: VariantFilter): Promise<VariantCounts> {
  const params = new Params();
  const where = variantWhere(tree.treeId, filter, params, tree.schedules);
  const { rows } = await pool.query<VariantCounts>(
    `SELECT ${COUNTS}, count(*) FILTER (WHERE ${where})::integer AS "filteredAmount" FROM variant v WHERE v.tree_id = ${params.add(tree.treeId)}`,
    params.values,
  );
  return rows[0]!;
}

/** Every variant the filter selects with its (live) format ids, in name order: "select all" across pages. */
export async function variantIdentifiers(
  pool: pg.Pool,
  tree: TreeView,
  filter: VariantFilter,
): Promise<VariantIdentifiers> {
  const params = new Params();
  const where = variantWhere(tree.treeId, filter, params, tree.schedules);
  const templates = filter.formats?.length ? `AND f.template_id = ANY (${params.add(filter.formats)}::text[])` : '';
  const { rows } = await pool.query<VariantIdentifiers[number]>(
    `SELECT v.id AS "variantId", coalesce(array_agg(f.id ORDER BY f.sort) FILTER (WHERE f.id IS NOT NULL), '{}') AS "formatIds"
     FROM variant v LEFT JOIN variant_format f ON f.variant_id = v.id AND NOT f.archived ${templates}
     WHERE ${where} GROUP BY v.id ORDER BY v.name_lower, v.id`,
    params.values,
  );
  return rows;
}

/** What the filters drawer offers: every status, the tree's formats and its signals. */
export async function availableFilters(
  pool: pg.Pool,
  tree: Pick<TreeInfo, 'treeId' | 'templates'>,
): Promise<AvailableFilters> {
  const { rows } = await pool.query<{ id: string; name: string }>(
    'SELECT id, name FROM signal WHERE tree_id = $1 ORDER BY name_lower, id',
    [tree.treeId],
  );
  return {
    statuses: [...VARIANT_STATUSES],
    formats: tree.templates.map((t) => ({ id: t.templateId, name: t.name })),
    segments: rows,
  };
}

/** Names compare as domain/personalise/state.ts normalises them: trimmed, in any case. */
export async function variantNameTaken(pool: pg.Pool, treeId: string, name: string): Promise<boolean> {
  const { rowCount } = await pool.query('SELECT 1 FROM variant WHERE tree_id = $1 AND name_lower = lower(trim($2))', [
    treeId,
    name,
  ]);
  return (rowCount ?? 0) > 0;
}

export async function signalNameTaken(pool: pg.Pool, treeId: string, name: string): Promise<boolean> {
  const { rowCount } = await pool.query('SELECT 1 FROM signal WHERE tree_id = $1 AND name_lower = lower(trim($2))', [
    treeId,
    name,
  ]);
  return (rowCount ?? 0) > 0;
}

/** The tree's signals (of one type when given) by name, each with how many formats carry it. */
export async function listSignals(
  pool: pg.Pool,
  treeId: string,
  type: SignalType | undefined,
  search: { name?: string; order?: 'ASC' | 'DESC'; page?: { offset: number; limit: number } } = {},
): Promise<Page<Signal & { formatsCount: number }>> {
  // One pass over the tree's formats counts every signal: a count per signal (10,000 after an import) was planned as
  // a scan of the tree's formats for each, and took minutes.
  const { rows } = await pool.query<Signal & { formatsCount: number; total: string }>(
    `WITH carried AS (SELECT c.signal_id, count(*)::integer AS n FROM variant_format f, unnest(f.signal_ids) c(signal_id) WHERE f.tree_id = $1 GROUP BY c.signal_id)
     SELECT s.id AS "signalId", s.name, s.type, s.segment_type AS "segmentType", s."values", s.campaign_ids AS "campaignIds", s.schedule, s.countries,
       coalesce(c.n, 0) AS "formatsCount", count(*) OVER () AS total
     FROM signal s LEFT JOIN carried c ON c.signal_id = s.id WHERE s.tree_id = $1 AND ($2::text IS NULL OR s.type = $2) AND ($3::text IS NULL OR s.name ILIKE $3)
     ORDER BY s.name_lower ${search.order === 'DESC' ? 'DESC' : 'ASC'}, s.id OFFSET $4 LIMIT $5`,
    [treeId, type ?? null, likePattern(search.name), search.page?.offset ?? 0, search.page?.limit ?? null],
  );
  return toPage(rows);
}

/** How many signals of the type the tree's fallback variant carries. */
export async function fallbackSignalCount(pool: pg.Pool, treeId: string, type: SignalType): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    `SELECT count(*)::integer AS n FROM variant v JOIN signal s ON s.id = ANY (v.signal_ids) AND s.type = $2 WHERE v.tree_id = $1 AND v.is_fallback`,
    [treeId, type],
  );
  return rows[0]!.n;
}

/** A campaign's trees (the campaigns projection's personalise_tree) with their variant counts and fallback. */
export interface TreeSummary extends TreeCounts {
  id: string;
  platform: Platform;
  format: TemplateChannel;
  /** Null until the tree's stream has started. */
  templates: TreeTemplate[] | null;
  fallbackVariantId: string | null;
  isFallbackEnabled: boolean;
}

export async function campaignTrees(pool: pg.Pool, campaignId: string): Promise<TreeSummary[]> {
  const { rows } = await pool.query<TreeSummary>(
    `SELECT t.id, t.platform, t.format, s.templates, s.fallback_variant_id AS "fallbackVariantId", coalesce(s.is_fallback_enabled, false) AS "isFallbackEnabled",
       c."activeAmount", c."totalAmount", c."archivedAmount"
     FROM personalise_tree t LEFT JOIN personalise_tree_state s ON s.tree_id = t.id
       CROSS JOIN LATERAL (SELECT ${COUNTS} FROM variant v WHERE v.tree_id = t.id) c
     WHERE t.campaign_id = $1 ORDER BY t.sort`,
    [campaignId],
  );
  return rows;
}

/** Whether any variant of the campaign has an element filled with a library asset (the market-change block). */
export async function campaignHasSelectedAssets(pool: pg.Pool, campaignId: string): Promise<boolean> {
  const { rows } = await pool.query<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM variant v JOIN variant_format f ON f.variant_id = v.id
       WHERE v.campaign_id = $1 AND jsonb_path_exists(f."values", '$.* ? (@.assetId != null)')) AS found`,
    [campaignId],
  );
  return rows[0]!.found;
}

/** The tree and campaign of a variant. */
export async function variantPlace(
  pool: pg.Pool,
  variantId: string,
): Promise<{ treeId: string; campaignId: string } | null> {
  const { rows } = await pool.query<{ treeId: string; campaignId: string }>(
    'SELECT tree_id AS "treeId", campaign_id AS "campaignId" FROM variant WHERE id = $1',
    [variantId],
  );
  return rows[0] ?? null;
}

/** The variants owning these formats of the tree. */
export async function variantsOfFormats(pool: pg.Pool, treeId: string, formatIds: string[]): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>(
    'SELECT DISTINCT variant_id AS id FROM variant_format WHERE tree_id = $1 AND id = ANY ($2::text[])',
    [treeId, formatIds],
  );
  return rows.map((r) => r.id);
}

// Reads of the personalise read model (007_personalise.sql): the variant page and its count, the identifiers
// behind "select all", the filters on offer, name checks, signals and the campaign's trees. The page is two
// indexed reads (the variants, then the formats of those 50 variants), composed by variant-row.ts.
import type pg from 'pg';
import type { Platform } from '../../domain/campaign/platforms';
import type { ElementValue, FormatApproval } from '../../domain/personalise/events';
import type { TreeTemplate } from '../../domain/personalise/fields';
import type { Signal, SignalType } from '../../domain/personalise/signals';
import type { Page } from '../list';
import { LIVE, Params, SCHEDULED, VARIANT_STATUSES, variantWhere, type VariantFilter } from './filter';
import { toVariantRow, type VariantRow } from './variant-row';

/** A started tree as the read model holds it. */
export interface TreeInfo {
  treeId: string;
  campaignId: string;
  partnerId: string;
  platform: Platform;
  format: string;
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
}

/** GET P/variants sorts: each a whole order, its direction applied to every column (one index scan either way). */
export const VARIANT_LIST = {
  sorts: { name: ['v.name_lower', 'v.id'], createdAt: ['v.seq'], enabled: ['v.enabled', 'v.name_lower', 'v.id'] },
  defaultSort: 'name',
} as const;
export type VariantSort = keyof typeof VARIANT_LIST.sorts;

export interface VariantPageQuery {
  sort: VariantSort;
  order: 'ASC' | 'DESC';
  offset: number;
  limit: number;
}

const orderOf = (query: Pick<VariantPageQuery, 'sort' | 'order'>) => VARIANT_LIST.sorts[query.sort].map((c) => `${c} ${query.order}`).join(', ');

export async function treeInfo(pool: pg.Pool, treeId: string): Promise<TreeInfo | null> {
  const { rows } = await pool.query<TreeInfo>(
    `SELECT tree_id AS "treeId", campaign_id AS "campaignId", partner_id AS "partnerId", platform, format, templates,
       fallback_variant_id AS "fallbackVariantId", is_fallback_enabled AS "isFallbackEnabled"
     FROM personalise_tree_state WHERE tree_id = $1`,
    [treeId],
  );
  return rows[0] ?? null;
}

const VARIANT_COLUMNS = `v.id, v.name, v.enabled, v.archived, v.is_fallback AS "isFallback", v.filled, v.approved,
  v.any_format_archived AS "anyFormatArchived", v.has_segment AS "hasSegment", v.signal_ids AS "signalIds"`;

/** The formats of these variants in the tree's order, only those of `templateIds` when given. */
async function formatsOf(pool: pg.Pool, variantIds: string[], templateIds: string[] | undefined): Promise<FormatRecord[]> {
  const { rows } = await pool.query<FormatRecord>(
    `SELECT id, variant_id AS "variantId", template_id AS "templateId", archived, approval, "values", signal_ids AS "signalIds", cards, filled
     FROM variant_format WHERE variant_id = ANY ($1::text[]) AND ($2::text[] IS NULL OR template_id = ANY ($2::text[]))
     ORDER BY variant_id, sort`,
    [variantIds, templateIds?.length ? templateIds : null],
  );
  return rows;
}

async function signalsNamed(pool: pg.Pool, ids: string[]): Promise<Map<string, { id: string; name: string; type: SignalType }>> {
  const { rows } = await pool.query<{ id: string; name: string; type: SignalType }>('SELECT id, name, type FROM signal WHERE id = ANY ($1::text[])', [ids]);
  return new Map(rows.map((r) => [r.id, r]));
}

/** The variants, with their formats and signals, as the table shows them. */
async function rowsOf(pool: pg.Pool, tree: TreeInfo, variants: VariantRecord[], filter: VariantFilter): Promise<VariantRow[]> {
  if (variants.length === 0) return [];
  const [formats, signals] = await Promise.all([
    formatsOf(pool, variants.map((v) => v.id), filter.formats),
    signalsNamed(pool, [...new Set(variants.flatMap((v) => v.signalIds))]),
  ]);
  const byVariant = new Map<string, FormatRecord[]>();
  for (const f of formats) (byVariant.get(f.variantId) ?? byVariant.set(f.variantId, []).get(f.variantId)!).push(f);
  return variants.map((v) => toVariantRow(tree, v, byVariant.get(v.id) ?? [], signals));
}

/** Live and scheduled are judged for the page's rows only, after the limit. */
const withSchedules = (inner: string, at: string) => `SELECT ${VARIANT_COLUMNS}, ${LIVE(at, 'v.tree_id')} AS live, ${SCHEDULED(at, 'v.tree_id')} AS scheduled FROM (${inner}) v`;

export async function listVariants(pool: pg.Pool, tree: TreeInfo, filter: VariantFilter, query: VariantPageQuery, now: Date): Promise<Page<VariantRow>> {
  const params = new Params();
  const where = variantWhere(tree.treeId, filter, params, now);
  const order = orderOf(query);
  const inner = `SELECT v.* FROM variant v WHERE ${where} ORDER BY ${order} LIMIT ${params.add(query.limit)} OFFSET ${params.add(query.offset)}`;
  const at = `${params.add(now.toISOString())}::timestamptz`;
  const [page, total] = await Promise.all([
    pool.query<VariantRecord>(`${withSchedules(inner, at)} ORDER BY ${order}`, params.values),
    filteredCount(pool, tree.treeId, filter, now),
  ]);
  return { rows: await rowsOf(pool, tree, page.rows, filter), total };
}

export async function getVariant(pool: pg.Pool, tree: TreeInfo, variantId: string, now: Date): Promise<VariantRow | null> {
  const params = new Params();
  const at = `${params.add(now.toISOString())}::timestamptz`;
  const inner = `SELECT v.* FROM variant v WHERE v.id = ${params.add(variantId)} AND v.tree_id = ${params.add(tree.treeId)}`;
  const { rows } = await pool.query<VariantRecord>(withSchedules(inner, at), params.values);
  return (await rowsOf(pool, tree, rows, {}))[0] ?? null;
}

async function filteredCount(pool: pg.Pool, treeId: string, filter: VariantFilter, now: Date): Promise<number> {
  const params = new Params();
  const { rows } = await pool.query<{ n: number }>(`SELECT count(*)::integer AS n FROM variant v WHERE ${variantWhere(treeId, filter, params, now)}`, params.values);
  return rows[0]!.n;
}

export interface VariantCounts {
  activeAmount: number;
  totalAmount: number;
  archivedAmount: number;
}

const COUNTS = `count(*) FILTER (WHERE v.enabled AND NOT v.archived)::integer AS "activeAmount", count(*) FILTER (WHERE NOT v.archived)::integer AS "totalAmount",
  count(*) FILTER (WHERE v.archived)::integer AS "archivedAmount"`;

/** Active, total (not archived) and archived variants of the tree, and how many the filter selects. */
export async function countVariants(pool: pg.Pool, treeId: string, filter: VariantFilter, now: Date): Promise<VariantCounts & { filteredAmount: number }> {
  const params = new Params();
  const where = variantWhere(treeId, filter, params, now);
  const { rows } = await pool.query<VariantCounts & { filteredAmount: number }>(
    `SELECT ${COUNTS}, count(*) FILTER (WHERE ${where})::integer AS "filteredAmount" FROM variant v WHERE v.tree_id = ${params.add(treeId)}`,
    params.values,
  );
  return rows[0]!;
}

/** Every variant the filter selects with its (live) format ids, in name order: "select all" across pages. */
export async function variantIdentifiers(pool: pg.Pool, treeId: string, filter: VariantFilter, now: Date): Promise<{ variantId: string; formatIds: string[] }[]> {
  const params = new Params();
  const where = variantWhere(treeId, filter, params, now);
  const templates = filter.formats?.length ? `AND f.template_id = ANY (${params.add(filter.formats)}::text[])` : '';
  const { rows } = await pool.query<{ variantId: string; formatIds: string[] }>(
    `SELECT v.id AS "variantId", coalesce(array_agg(f.id ORDER BY f.sort) FILTER (WHERE f.id IS NOT NULL), '{}') AS "formatIds"
     FROM variant v LEFT JOIN variant_format f ON f.variant_id = v.id AND NOT f.archived ${templates}
     WHERE ${where} GROUP BY v.id ORDER BY v.name_lower, v.id`,
    params.values,
  );
  return rows;
}

/** What the filters drawer offers: every status, the tree's formats and its signals. */
export async function availableFilters(pool: pg.Pool, tree: Pick<TreeInfo, 'treeId' | 'templates'>) {
  const { rows } = await pool.query<{ id: string; name: string }>('SELECT id, name FROM signal WHERE tree_id = $1 ORDER BY name_lower, id', [tree.treeId]);
  return { statuses: [...VARIANT_STATUSES], formats: tree.templates.map((t) => ({ id: t.templateId, name: t.name })), segments: rows };
}

/** Names compare as domain/personalise/state.ts normalises them: trimmed, in any case. */
export async function variantNameTaken(pool: pg.Pool, treeId: string, name: string): Promise<boolean> {
  const { rowCount } = await pool.query('SELECT 1 FROM variant WHERE tree_id = $1 AND name_lower = lower(trim($2))', [treeId, name]);
  return (rowCount ?? 0) > 0;
}

export async function signalNameTaken(pool: pg.Pool, treeId: string, name: string): Promise<boolean> {
  const { rowCount } = await pool.query('SELECT 1 FROM signal WHERE tree_id = $1 AND name_lower = lower(trim($2))', [treeId, name]);
  return (rowCount ?? 0) > 0;
}

/** The tree's signals (of one type when given) by name, each with how many formats carry it. */
export async function listSignals(pool: pg.Pool, treeId: string, type: SignalType | undefined): Promise<(Signal & { formatsCount: number })[]> {
  const { rows } = await pool.query<Signal & { formatsCount: number }>(
    `SELECT s.id AS "signalId", s.name, s.type, s.segment_type AS "segmentType", s."values", s.campaign_ids AS "campaignIds", s.schedule, s.countries,
       (SELECT count(*)::integer FROM variant_format f WHERE f.signal_ids @> ARRAY[s.id] AND f.tree_id = s.tree_id) AS "formatsCount"
     FROM signal s WHERE s.tree_id = $1 AND ($2::text IS NULL OR s.type = $2) ORDER BY s.name_lower, s.id`,
    [treeId, type ?? null],
  );
  return rows;
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
export interface TreeSummary extends VariantCounts {
  id: string;
  platform: Platform;
  format: string;
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
export async function variantPlace(pool: pg.Pool, variantId: string): Promise<{ treeId: string; campaignId: string } | null> {
  const { rows } = await pool.query<{ treeId: string; campaignId: string }>('SELECT tree_id AS "treeId", campaign_id AS "campaignId" FROM variant WHERE id = $1', [
    variantId,
  ]);
  return rows[0] ?? null;
}

/** The variants owning these formats of the tree. */
export async function variantsOfFormats(pool: pg.Pool, treeId: string, formatIds: string[]): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>('SELECT DISTINCT variant_id AS id FROM variant_format WHERE tree_id = $1 AND id = ANY ($2::text[])', [
    treeId,
    formatIds,
  ]);
  return rows.map((r) => r.id);
}

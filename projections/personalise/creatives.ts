// Reads of the creatives view (issue 10, spec 2 §6, §7 "Creatives and comments"): a tree's variants with each
// format's approval, its content and what it was last approved with (009_format_approvals.sql), a page at a time;
// the counts per approval state; and a page of the campaign's variations of one channel for the variations API. User
// names
// come from the users read model at read time.
import type pg from 'pg';
import {
  CREATIVE_STATUSES,
  formatStatusLabel,
  variationState,
  type CreativeStatus,
  type CreativesViewMode,
} from '../../domain/personalise/approvals';
import type {
  CreativeCounts,
  CreativeFormat,
  CreativeRow,
  FullVariation,
  VariationApprover,
} from '../../domain/personalise/creative-answers';
import type { CreativesFilter } from '../../domain/personalise/creative-view';
import type { ElementValue, FormatApproval } from '../../domain/personalise/events';
import type { TreeTemplate } from '../../domain/personalise/fields';
import { likePattern, type Page } from '../list';
import { screenshotUrl } from '../../domain/screenshot/view';
import {
  pageScreenshots,
  RENDER_ENTRY_JSON,
  type PageScreenshots,
  type RenderEntryRecord,
} from '../screenshots/format-screenshots';
import { screenshotFields } from './variant-row';
import { formatPublications } from '../publishing/queries';
import type { FormatPublication } from '../../domain/publishing/answers';
import { NAME_KEY, Params } from './filter';

/** The client view shows what is ready for review: variants whose live formats are all filled, and no archived format.
 * */
const VIEW_WHERE: Record<CreativesViewMode, { variants: string; formats: string }> = {
  admin: { variants: 'NOT v.archived', formats: 'true' },
  client: { variants: 'NOT v.archived AND v.filled', formats: 'NOT f.archived' },
};

const CHANGED = `(f.approved_values IS NOT NULL AND f."values" <> f.approved_values)`;

function variantWhere(treeId: string, mode: CreativesViewMode, filter: CreativesFilter, params: Params): string {
  const where = [`v.tree_id = ${params.add(treeId)}`, VIEW_WHERE[mode].variants];
  const q = likePattern(filter.q);
  if (q) where.push(`v.name_lower LIKE lower(${params.add(q)})`);
  if (filter.status) {
    const state = filter.status === 'changed' ? CHANGED : `f.approval = ${params.add(filter.status)}`;
    where.push(`EXISTS (SELECT 1 FROM variant_format f WHERE f.variant_id = v.id AND NOT f.archived AND ${state})`);
  }
  return where.join(' AND ');
}

interface FormatRecord {
  id: string;
  templateId: string;
  approval: FormatApproval;
  archived: boolean;
  filled: boolean;
  values: Record<string, ElementValue>;
  decidedKind: 'interim' | 'final' | null;
  approvedValues: Record<string, ElementValue> | null;
  approvedFingerprint: string | null;
  approvedBy: string | null;
  approvedByName: string | null;
  approvedAt: string | null;
  changed: boolean;
  cards: number | null;
  render: RenderEntryRecord | null;
}

const FORMAT_JSON = `json_build_object('id', f.id, 'templateId', f.template_id, 'approval', f.approval, 'archived', f.archived, 'filled', f.filled,
  'values', f."values", 'decidedKind', f.decided_kind, 'approvedValues', f.approved_values, 'approvedFingerprint', f.approved_fingerprint,
  'approvedBy', f.approved_by, 'approvedByName', u.name, 'approvedAt', f.approved_at, 'changed', ${CHANGED}, 'cards', f.cards,
  'render', ${RENDER_ENTRY_JSON('f')})`;

function creativeFormat(
  campaignId: string,
  templates: readonly TreeTemplate[],
  screenshots: PageScreenshots,
  publications: ReadonlyMap<string, FormatPublication[]>,
  f: FormatRecord,
): CreativeFormat {
  const template = templates.find((t) => t.templateId === f.templateId);
  return {
    id: f.id,
    templateId: f.templateId,
    name: template?.name ?? '',
    size: template?.size ?? '',
    version: template?.version ?? 0,
    approval: f.approval,
    state: variationState(f.approval),
    status: formatStatusLabel(f),
    archived: f.archived,
    filled: f.filled,
    values: f.values,
    decidedKind: f.decidedKind,
    lastApproved:
      f.approvedValues && f.approvedBy && f.approvedAt
        ? {
            values: f.approvedValues,
            fingerprint: f.approvedFingerprint,
            by: { id: f.approvedBy, name: f.approvedByName },
            at: new Date(f.approvedAt).toISOString(),
            screenshotUrl: screenshots.picture(f.approvedFingerprint)
              ? screenshotUrl(campaignId, f.approvedFingerprint!)
              : null,
          }
        : null,
    changedSinceApproval: f.changed,
    ...screenshotFields(screenshots, f.id),
    publications: publications.get(f.id) ?? [],
  };
}

interface CreativesPageQuery {
  offset: number;
  limit: number;
  /** By variant name. */
  order: 'ASC' | 'DESC';
}

/** A page of the tree's creatives by name, and how many the filter selects. */
export async function creativesPage(
  pool: pg.Pool,
  tree: { treeId: string; campaignId: string; templates: TreeTemplate[] },
  mode: CreativesViewMode,
  filter: CreativesFilter,
  page: CreativesPageQuery,
): Promise<{ rows: CreativeRow[]; total: number }> {
  const params = new Params();
  const where = variantWhere(tree.treeId, mode, filter, params);
  const direction = page.order === 'DESC' ? 'DESC' : 'ASC';
  const orderOf = (alias: string) => `${NAME_KEY(alias)} ${direction}, ${alias}.id ${direction}`;
  const count = pool.query<{ n: number }>(`SELECT count(*)::integer AS n FROM variant v WHERE ${where}`, [
    ...params.values,
  ]);
  const { rows } = await pool.query<Omit<CreativeRow, 'formats'> & { formats: FormatRecord[] }>(
    `SELECT p.id, p.name, p.enabled, p.is_fallback AS "isFallback",
       (SELECT coalesce(json_agg(${FORMAT_JSON} ORDER BY f.sort), '[]') FROM variant_format f LEFT JOIN user_account u ON u.id = f.approved_by
        WHERE f.variant_id = p.id AND ${VIEW_WHERE[mode].formats}) AS formats
     FROM (SELECT v.id, v.name, v.enabled, v.is_fallback, v.name_lower FROM variant v WHERE ${where}
           ORDER BY ${orderOf('v')} LIMIT ${params.add(page.limit)} OFFSET ${params.add(page.offset)}) p
     ORDER BY ${orderOf('p')}`,
    params.values,
  );
  const formats = rows.flatMap((r) => r.formats);
  const [screenshots, publications] = await Promise.all([
    pageScreenshots(
      pool,
      tree.campaignId,
      tree.templates,
      formats,
      formats.map((f) => f.approvedFingerprint),
    ),
    formatPublications(
      pool,
      formats.map((f) => f.id),
    ),
  ]);
  return {
    rows: rows.map((r) => ({
      ...r,
      formats: r.formats.map((f) => creativeFormat(tree.campaignId, tree.templates, screenshots, publications, f)),
    })),
    total: (await count).rows[0]!.n,
  };
}

/** How many variants the view shows, and how many of their live formats are in each state. */
export async function countCreatives(pool: pg.Pool, treeId: string, mode: CreativesViewMode): Promise<CreativeCounts> {
  const params = new Params();
  const where = variantWhere(treeId, mode, {}, params);
  const states = CREATIVE_STATUSES.filter((s) => s !== 'changed').map(
    (s) => `count(*) FILTER (WHERE f.approval = '${s}')::integer AS "${s}"`,
  );
  const { rows } = await pool.query<CreativeCounts>(
    `SELECT (SELECT count(*)::integer FROM variant v WHERE ${where}) AS variants, ${states.join(', ')},
       count(*) FILTER (WHERE ${CHANGED})::integer AS changed
     FROM variant v JOIN variant_format f ON f.variant_id = v.id AND NOT f.archived WHERE ${where}`,
    params.values,
  );
  return rows[0]!;
}

/**
 * A page of the live formats of the campaign's trees of one channel (all of them, or of the listed templates): by
 * tree, variants in name order, formats in their tree's order; and how many there are in all.
 */
export async function campaignVariations(
  pool: pg.Pool,
  campaignId: string,
  channel: string,
  templateIds: string[] | null,
  page: { offset: number; limit: number },
): Promise<Page<FullVariation>> {
  const from = `FROM personalise_tree_state t JOIN variant v ON v.tree_id = t.tree_id AND NOT v.archived
       JOIN variant_format f ON f.variant_id = v.id AND NOT f.archived
     WHERE t.campaign_id = $1 AND t.format = $2 AND ($3::text[] IS NULL OR f.template_id = ANY ($3::text[]))`;
  const params = [campaignId, channel, templateIds];
  const [count, { rows }] = await Promise.all([
    pool.query<{ n: number }>(`SELECT count(*)::integer AS n ${from}`, params),
    pool.query<FormatRecord & { treeId: string; variantId: string; variantName: string; templates: TreeTemplate[] }>(
      `SELECT f.id, f.tree_id AS "treeId", f.variant_id AS "variantId", v.name AS "variantName", f.template_id AS "templateId", f.approval, f.archived,
         f.filled, f."values", f.approved_by AS "approvedBy", f.approved_at AS "approvedAt", ${CHANGED} AS changed, t.templates
       ${from}
       ORDER BY t.tree_id, v.name_lower, v.id, f.sort LIMIT $4 OFFSET $5`,
      [...params, page.limit, page.offset],
    ),
  ]);
  const variations = rows.map((f): FullVariation => {
    const template = f.templates.find((t) => t.templateId === f.templateId);
    return {
      id: f.id,
      treeId: f.treeId,
      variantId: f.variantId,
      variantName: f.variantName,
      templateId: f.templateId,
      name: template?.name ?? '',
      size: template?.size ?? '',
      approvalState: variationState(f.approval),
      status: formatStatusLabel(f),
      values: f.values,
      approvedBy: f.approvedBy,
      approvedAt: f.approvedAt ? new Date(f.approvedAt).toISOString() : null,
      changedSinceApproval: f.changed,
    };
  });
  return { rows: variations, total: count.rows[0]!.n };
}

/** The users who approved these variations. */
export async function variationApprovers(
  pool: pg.Pool,
  variations: readonly FullVariation[],
): Promise<VariationApprover[]> {
  const userIds = [...new Set(variations.flatMap((v) => (v.approvedBy ? [v.approvedBy] : [])))];
  if (userIds.length === 0) return [];
  return (
    await pool.query<VariationApprover>(
      'SELECT id, name, email FROM user_account WHERE id = ANY ($1::text[]) ORDER BY id',
      [userIds],
    )
  ).rows;
}

/** The tree of each of these formats that belongs to the campaign (formats of other campaigns are left out). */
export async function formatTrees(
  pool: pg.Pool,
  campaignId: string,
  formatIds: string[],
): Promise<Map<string, string>> {
  const { rows } = await pool.query<{ id: string; treeId: string }>(
    'SELECT f.id, f.tree_id AS "treeId" FROM variant_format f JOIN variant v ON v.id = f.variant_id WHERE f.id = ANY ($1::text[]) AND v.campaign_id = $2',
    [formatIds, campaignId],
  );
  return new Map(rows.map((r) => [r.id, r.treeId]));
}

// A tearsheet's entries (issue 19 §3), read once by its workflow through the port the composition root hands it
// (api/workers.ts): the campaign's live variant formats the filter takes, each with its variant's and format's names,
// its variant's signals, its approval state with who gave it and when (the creatives read model), and its screenshot
// with its QA findings (the screenshots read model, judged as the personalise and creatives rows judge it).
import type pg from 'pg';
import { formatStatusLabel } from '../../domain/personalise/approvals';
import type { ElementValue, FormatApproval } from '../../domain/personalise/events';
import type { TreeTemplate } from '../../domain/personalise/fields';
import type { Platform } from '../../domain/campaign/platforms';
import type { TearsheetEntry } from '../../domain/tearsheet/entry';
import type { TearsheetFilter } from '../../domain/tearsheet/filter';
import { Params } from '../personalise/filter';
import { pageScreenshots, RENDER_ENTRY_JSON, type RenderEntryRecord } from '../screenshots/format-screenshots';

interface FormatRecord {
  id: string;
  treeId: string;
  platform: Platform;
  channel: string;
  templates: TreeTemplate[];
  variantId: string;
  variantName: string;
  signalIds: string[];
  templateId: string;
  approval: FormatApproval;
  archived: boolean;
  filled: boolean;
  values: Record<string, ElementValue>;
  cards: number | null;
  approvedBy: string | null;
  approvedByName: string | null;
  approvedAt: Date | null;
  render: RenderEntryRecord | null;
}

const CHANGED = `(f.approved_values IS NOT NULL AND f."values" <> f.approved_values)`;
/** The approvals a format holds: who gave them is kept beside them (009_format_approvals.sql). */
const HOLDS_APPROVAL: readonly FormatApproval[] = ['approved', 'interimApproved'];

function where(campaignId: string, filter: TearsheetFilter, params: Params): string {
  const conditions = [`t.campaign_id = ${params.add(campaignId)}`];
  if (filter.platforms) conditions.push(`t.platform = ANY (${params.add(filter.platforms)}::text[])`);
  if (filter.formats) conditions.push(`f.template_id = ANY (${params.add(filter.formats)}::text[])`);
  if (filter.status)
    conditions.push(filter.status === 'changed' ? CHANGED : `f.approval = ${params.add(filter.status)}`);
  if (filter.segments) conditions.push(`v.signal_ids && ${params.add(filter.segments)}::text[]`);
  return conditions.join(' AND ');
}

/** The entries of a campaign the filter takes, by platform, channel, variant name and the format's place. */
export async function tearsheetEntries(
  pool: pg.Pool,
  campaignId: string,
  filter: TearsheetFilter,
): Promise<TearsheetEntry[]> {
  const params = new Params();
  const { rows } = await pool.query<FormatRecord>(
    `SELECT f.id, f.tree_id AS "treeId", t.platform, t.format AS channel, t.templates, v.id AS "variantId",
       v.name AS "variantName", v.signal_ids AS "signalIds", f.template_id AS "templateId", f.approval, f.archived,
       f.filled, f."values", f.cards, f.approved_by AS "approvedBy", u.name AS "approvedByName",
       f.approved_at AS "approvedAt", ${RENDER_ENTRY_JSON('f')} AS render
     FROM personalise_tree_state t
       JOIN variant v ON v.tree_id = t.tree_id AND NOT v.archived
       JOIN variant_format f ON f.variant_id = v.id AND NOT f.archived
       LEFT JOIN user_account u ON u.id = f.approved_by
     WHERE ${where(campaignId, filter, params)}
     ORDER BY t.platform, t.format, v.name_lower, v.id, f.sort`,
    params.values,
  );
  const signalIds = [...new Set(rows.flatMap((r) => r.signalIds))];
  const signals = new Map(
    signalIds.length === 0
      ? []
      : (
          await pool.query<{ id: string; name: string; type: string }>(
            'SELECT id, name, type FROM signal WHERE id = ANY ($1::text[]) ORDER BY name_lower, id',
            [signalIds],
          )
        ).rows.map((s) => [s.id, s]),
  );
  const byTree = new Map<string, FormatRecord[]>();
  for (const row of rows) byTree.set(row.treeId, [...(byTree.get(row.treeId) ?? []), row]);
  const shots = new Map<string, Awaited<ReturnType<typeof pageScreenshots>>>();
  for (const [treeId, formats] of byTree)
    shots.set(treeId, await pageScreenshots(pool, campaignId, formats[0]!.templates, formats));

  const entries = rows.map((f): TearsheetEntry => {
    const template = f.templates.find((t) => t.templateId === f.templateId);
    const { picture } = shots.get(f.treeId)!.of(f.id);
    const holds = HOLDS_APPROVAL.includes(f.approval) && f.approvedBy !== null && f.approvedAt !== null;
    return {
      variationId: f.id,
      treeId: f.treeId,
      platform: f.platform,
      channel: f.channel,
      variantId: f.variantId,
      variantName: f.variantName,
      templateId: f.templateId,
      formatName: template?.name ?? '',
      size: template?.size ?? '',
      approval: {
        state: f.approval,
        label: formatStatusLabel(f),
        by: holds ? { id: f.approvedBy!, name: f.approvedByName } : null,
        at: holds ? new Date(f.approvedAt!).toISOString() : null,
      },
      signals: f.signalIds.flatMap((id) => {
        const signal = signals.get(id);
        return signal ? [signal] : [];
      }),
      screenshot: picture
        ? { fingerprint: picture.fingerprint, stale: picture.stale, findings: picture.findings }
        : null,
    };
  });
  if (!filter.qa) return entries;
  // Judged on the picture an entry shows: one with findings, or one pictured with none.
  return entries.filter((e) =>
    filter.qa === 'findings'
      ? (e.screenshot?.findings.length ?? 0) > 0
      : e.screenshot !== null && e.screenshot.findings.length === 0,
  );
}

// What an export of creatives delivers (issue 22 §2: "the render issue's screenshots and the approved content"): for
// each live format of the campaign, the content its last approval judged (else its content now), as JSON, and the
// screenshot of that content when one was rendered. Its fingerprint is computed from the personalise read model as the
// domain computes it (as the approval trail's pictures are, projections/approvals/trail-screenshots.ts).
import type pg from 'pg';
import type { ElementValue } from '../../domain/personalise/events';
import { contentFingerprint } from '../../domain/personalise/fingerprint';

interface CreativeRecord {
  id: string;
  variantName: string;
  templateId: string;
  templateName: string | null;
  size: string | null;
  version: number | null;
  approval: string;
  values: Record<string, ElementValue>;
  cards: number | null;
  approvedValues: Record<string, ElementValue> | null;
  approvedFingerprint: string | null;
  approvedBy: string | null;
  approvedAt: Date | null;
}

export interface CreativeExport {
  name: string;
  /** The creative's content as delivered (content.json). */
  content: string;
  /** The screenshot of that content in the blob store; null when not rendered. */
  picture: string | null;
}

/** The campaign's live formats among these ids, each with what an export delivers of it. */
export async function creativeExports(
  pool: pg.Pool,
  campaignId: string,
  formatIds: string[],
): Promise<Map<string, CreativeExport>> {
  const { rows } = await pool.query<CreativeRecord>(
    `SELECT f.id, v.name AS "variantName", f.template_id AS "templateId", e->>'name' AS "templateName",
       e->>'size' AS size, (e->>'version')::integer AS version, f.approval, f."values", f.cards,
       f.approved_values AS "approvedValues", f.approved_fingerprint AS "approvedFingerprint",
       f.approved_by AS "approvedBy", f.approved_at AS "approvedAt"
     FROM variant_format f JOIN variant v ON v.id = f.variant_id AND NOT v.archived
       JOIN personalise_tree_state t ON t.tree_id = f.tree_id
       LEFT JOIN LATERAL (SELECT e FROM jsonb_array_elements(t.templates) e WHERE e->>'templateId' = f.template_id
         LIMIT 1) tt ON true
     WHERE f.id = ANY ($1::text[]) AND t.campaign_id = $2 AND NOT f.archived`,
    [formatIds, campaignId],
  );
  const fingerprints = rows.map((r) =>
    r.approvedValues && r.approvedFingerprint
      ? r.approvedFingerprint
      : contentFingerprint({ templateId: r.templateId, version: r.version ?? 0 }, r.values, r.cards),
  );
  const pictures = await pool.query<{ fingerprint: string; blobKey: string }>(
    `SELECT fingerprint, blob_key AS "blobKey" FROM screenshot WHERE fingerprint = ANY ($1::text[])`,
    [fingerprints],
  );
  const pictured = new Map(pictures.rows.map((p) => [p.fingerprint, p.blobKey]));
  return new Map(
    rows.map((r, i) => {
      const fingerprint = fingerprints[i]!;
      const approved = r.approvedValues !== null;
      const name = [r.variantName, r.templateName, r.size].filter(Boolean).join(' ');
      const content = {
        creativeId: r.id,
        variant: r.variantName,
        format: r.templateName,
        size: r.size,
        approval: r.approval,
        approved: approved ? { by: r.approvedBy, at: r.approvedAt?.toISOString() ?? null } : null,
        fingerprint,
        values: r.approvedValues ?? r.values,
      };
      return [
        r.id,
        { name, content: `${JSON.stringify(content, null, 2)}\n`, picture: pictured.get(fingerprint) ?? null },
      ];
    }),
  );
}

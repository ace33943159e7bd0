// The screenshots a page of the approval trail shows (issue 19 §1 'Reviewers see the picture'): for each record, the
// picture of the content its decision bound to (its fingerprint) and the picture of the format's content now, whose
// fingerprint is computed as the domain computes it from the personalise read model's values. Read beside the trail,
// as user names are: the trail's projection itself stays folded from the tree streams alone.
import type pg from 'pg';
import type { ApprovalRecordRow, TrailEntry, TrailPicture } from '../../domain/approval-trail/answers';
import type { ElementValue } from '../../domain/personalise/events';
import { contentFingerprint } from '../../domain/personalise/fingerprint';
import { screenshotUrl } from '../../domain/screenshot/view';
import { picturesOf } from '../screenshots/queries';

interface FormatNow {
  id: string;
  templateId: string;
  version: number | null;
  values: Record<string, ElementValue>;
  cards: number | null;
}

/** The fingerprint of each of these formats' content now, for the formats of the campaign's trees still held. */
async function fingerprintsNow(pool: pg.Pool, campaignId: string, formatIds: string[]): Promise<Map<string, string>> {
  if (formatIds.length === 0) return new Map();
  const { rows } = await pool.query<FormatNow>(
    `SELECT f.id, f.template_id AS "templateId", f."values", f.cards,
       (SELECT (e->>'version')::integer FROM jsonb_array_elements(t.templates) e WHERE e->>'templateId' = f.template_id) AS version
     FROM variant_format f JOIN personalise_tree_state t ON t.tree_id = f.tree_id
     WHERE f.id = ANY ($1::text[]) AND t.campaign_id = $2`,
    [formatIds, campaignId],
  );
  return new Map(
    rows.map((f) => [
      f.id,
      contentFingerprint({ templateId: f.templateId, version: f.version ?? 0 }, f.values, f.cards),
    ]),
  );
}

/** The page's records, each with its screenshots, under the campaign (whose reach the screenshot route checks). */
export async function withScreenshots(
  pool: pg.Pool,
  campaignId: string,
  records: ApprovalRecordRow[],
): Promise<TrailEntry[]> {
  const now = await fingerprintsNow(pool, campaignId, [...new Set(records.map((r) => r.formatId))]);
  const pictured = await picturesOf(pool, [...records.map((r) => r.fingerprint), ...now.values()]);
  const picture = (fingerprint: string): TrailPicture => ({
    fingerprint,
    url: pictured.has(fingerprint) ? screenshotUrl(campaignId, fingerprint) : null,
  });
  return records.map((record) => {
    const current = now.get(record.formatId);
    return {
      ...record,
      screenshots: {
        approved: picture(record.fingerprint),
        current: current === undefined ? null : picture(current),
        changed: current !== undefined && current !== record.fingerprint,
      },
    };
  });
}

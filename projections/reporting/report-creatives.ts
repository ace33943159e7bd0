// The creatives of an analyze report's rows (issue 21 §4 "One thread"): for each ad a row names, what it carried (its
// campaign, variant and content) and, when rendered, its picture, so the builder links each creative row on.
import type pg from 'pg';
import { picturesOf } from '../screenshots/queries';
import { reportScreenshotUrl } from './reporter';

export interface ReportCreative {
  adId: string;
  campaignId: string;
  variantId: string;
  variantName: string | null;
  screenshot: string | null;
}

export async function reportCreatives(
  pool: pg.Pool,
  campaignIds: readonly string[],
  adIds: readonly string[],
): Promise<ReportCreative[]> {
  if (adIds.length === 0) return [];
  const { rows } = await pool.query<Omit<ReportCreative, 'screenshot'> & { fingerprint: string }>(
    `SELECT DISTINCT ON (a.external_id) a.external_id AS "adId", a.campaign_id AS "campaignId",
       a.variant_id AS "variantId", v.name AS "variantName", a.fingerprint
     FROM report_ad a LEFT JOIN variant v ON v.id = a.variant_id
     WHERE a.campaign_id = ANY ($1) AND a.external_id = ANY ($2)
     ORDER BY a.external_id, a.platform`,
    [campaignIds, [...new Set(adIds)]],
  );
  const pictured = await picturesOf(
    pool,
    rows.map((r) => r.fingerprint),
  );
  return rows.map(({ fingerprint, ...r }) => ({
    ...r,
    screenshot: pictured.has(fingerprint) ? reportScreenshotUrl(r.campaignId, fingerprint) : null,
  }));
}

// What /reporter reads (issue 21 §3): a partner's campaigns the caller may see, their delivery per platform summed
// over a range of days (from the day × creative rollup), and their creatives ranked by performance, with what each ad
// carried (report_ad) and its picture. Read-side joins with the campaign and personalise read models are fine here:
// the reporting projection's fold never reads them.
import type pg from 'pg';
import type { Delivery } from '../../domain/report';
import { GATHERING_DATA_MAX } from '../../domain/report';
import { picturesOf } from '../screenshots/queries';
import { deliveryOf, summedMeasures } from './measures-sql';

/** Where a report row's picture is served (api/routes/report/screenshot.ts), to every reader of the campaign. */
export const reportScreenshotUrl = (campaignId: string, fingerprint: string) =>
  `/api/v1/report/screenshot/${campaignId}/${fingerprint}`;

/** Whether the campaign published an ad carrying this content. */
export async function wasPublished(pool: pg.Pool, campaignId: string, fingerprint: string): Promise<boolean> {
  const { rows } = await pool.query('SELECT 1 FROM report_ad WHERE campaign_id = $1 AND fingerprint = $2 LIMIT 1', [
    campaignId,
    fingerprint,
  ]);
  return rows.length > 0;
}

export interface DayRange {
  from: string;
  to: string;
}

/** The partner's campaigns (not deleted) on any of `reachable` nodes; null reaches the whole partner. */
export async function reportableCampaigns(
  pool: pg.Pool,
  partnerId: string,
  reachable: string[] | null,
): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>(
    `SELECT id FROM campaign WHERE partner_id = $1 AND NOT deleted AND ($2::text[] IS NULL OR node_ids && $2)`,
    [partnerId, reachable],
  );
  return rows.map((r) => r.id);
}

/** The campaigns' delivery per platform over the range, and per platform and day. */
export async function platformDelivery(pool: pg.Pool, campaignIds: string[], range: DayRange) {
  const { rows } = await pool.query<Record<string, unknown> & { platform: string; day: string }>(
    `SELECT platform, day::text AS day, ${summedMeasures('r')}
     FROM report_day_creative r
     WHERE r.campaign_id = ANY ($1) AND r.day BETWEEN $2::date AND $3::date
     GROUP BY platform, day ORDER BY day`,
    [campaignIds, range.from, range.to],
  );
  return rows.map((r) => ({ platform: r.platform, day: r.day, delivery: deliveryOf(r) }));
}

export interface CreativeDelivery {
  campaignId: string;
  campaignName: string;
  conceptId: string | null;
  platform: string;
  adId: string;
  treeId: string;
  variantId: string;
  variantName: string | null;
  formatId: string;
  fingerprint: string;
  screenshot: string | null;
  delivery: Delivery;
}

/**
 * The `limit` best (`order` 'top') or worst ('worst') ads of the campaigns over the range by their rate, counting only
 * those past 'Gathering data': click-through for display and social, view-through (completions) for YouTube.
 */
export async function rankedCreatives(
  pool: pg.Pool,
  campaignIds: string[],
  range: DayRange,
  order: 'top' | 'worst',
  limit: number,
): Promise<CreativeDelivery[]> {
  const counted = `CASE WHEN s.platform = 'youtube' THEN s."completions" ELSE s."clicks" END`;
  const { rows } = await pool.query<Record<string, unknown> & Omit<CreativeDelivery, 'delivery' | 'screenshot'>>(
    `WITH summed AS (
       SELECT r.campaign_id, r.platform, r.ad_id, ${summedMeasures('r')}
       FROM report_day_creative r
       WHERE r.campaign_id = ANY ($1) AND r.day BETWEEN $2::date AND $3::date
       GROUP BY r.campaign_id, r.platform, r.ad_id)
     SELECT s.*, s.campaign_id AS "campaignId", c.name AS "campaignName", c.concept_id AS "conceptId",
       s.ad_id AS "adId", a.tree_id AS "treeId", a.variant_id AS "variantId", v.name AS "variantName",
       a.format_id AS "formatId", a.fingerprint
     FROM summed s
     JOIN report_ad a ON a.platform = s.platform AND a.external_id = s.ad_id
     JOIN campaign c ON c.id = s.campaign_id
     LEFT JOIN variant v ON v.id = a.variant_id
     WHERE ${counted} > $4 AND s."impressions" > 0
     ORDER BY ${counted} / s."impressions" ${order === 'top' ? 'DESC' : 'ASC'}, s.ad_id
     LIMIT $5`,
    [campaignIds, range.from, range.to, GATHERING_DATA_MAX, limit],
  );
  const pictured = await picturesOf(
    pool,
    rows.map((r) => r.fingerprint),
  );
  return rows.map((r) => ({
    campaignId: r.campaignId,
    campaignName: r.campaignName,
    conceptId: r.conceptId,
    platform: r.platform,
    adId: r.adId,
    treeId: r.treeId,
    variantId: r.variantId,
    variantName: r.variantName,
    formatId: r.formatId,
    fingerprint: r.fingerprint,
    screenshot: pictured.has(r.fingerprint) ? reportScreenshotUrl(r.campaignId, r.fingerprint) : null,
    delivery: deliveryOf(r),
  }));
}

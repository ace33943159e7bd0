// The report filters of spec 3 §3 that the reporting read model can answer (issue 21 §2), for POST /report/analyze,
// its export and POST /report/relevant-dimensions alike. Campaign-level filters narrow the campaigns read (concepts,
// markets through the campaign's business nodes, delivery type as the campaign's personalisation type, objectives as
// those of the brief of the campaign's concept); fact-level ones narrow the rows (channel as the platforms' names,
// audiences and audience names as the delivery's segment, mediaCampaignNames and adGroupIds as where the ad runs on
// its platform: report_ad_media).
import type pg from 'pg';
import type { ReportFilterId } from '../../domain/analyze-view';
import { CHANNEL_PLATFORMS, REPORTING_CHANNELS, type ReportingChannel } from '../../domain/report/stat-boxes';

export interface ReportFilter {
  id: ReportFilterId;
  values: string[];
}

export const filterValues = (filters: readonly ReportFilter[], id: ReportFilterId) =>
  filters.find((f) => f.id === id)?.values ?? [];

/** The platforms a channel filter names: a platform itself, or a reporting channel's platforms (spec 3 §9). */
export function platformsOf(channels: readonly string[]): string[] {
  const platforms = channels.flatMap((c): readonly string[] =>
    (REPORTING_CHANNELS as readonly string[]).includes(c) ? CHANNEL_PLATFORMS[c as ReportingChannel] : [c],
  );
  return [...new Set(platforms)];
}

/** The segments the audience filters name (a delivery's audience segment is its audience). */
export const segmentsOf = (filters: readonly ReportFilter[]) => [
  ...new Set([...filterValues(filters, 'audiences'), ...filterValues(filters, 'audienceNames')]),
];

/** The row filters of a report: its platforms, segments, and its ads' platform campaigns and ad groups. */
export const rowFilters = (filters: readonly ReportFilter[]) => ({
  platforms: platformsOf(filterValues(filters, 'channel')),
  segments: segmentsOf(filters),
  mediaCampaigns: filterValues(filters, 'mediaCampaignNames'),
  adGroups: filterValues(filters, 'adGroupIds'),
});

/** Of `campaignIds`, those of the concepts, markets, delivery types and brief objectives the filters name (each
 * unnamed: any). */
export async function campaignsMatching(
  pool: pg.Pool,
  campaignIds: readonly string[],
  filters: readonly ReportFilter[],
): Promise<string[]> {
  const concepts = filterValues(filters, 'conceptIds');
  const markets = filterValues(filters, 'marketIds');
  const deliveryTypes = filterValues(filters, 'deliveryType');
  const objectives = filterValues(filters, 'objectives');
  if (concepts.length + markets.length + deliveryTypes.length + objectives.length === 0) return [...campaignIds];
  const { rows } = await pool.query<{ id: string }>(
    `SELECT c.id FROM campaign c
     WHERE c.id = ANY ($1)
       AND (cardinality($2::text[]) = 0 OR c.concept_id = ANY ($2))
       AND (cardinality($3::text[]) = 0 OR EXISTS (
         SELECT 1 FROM business_node n WHERE n.id = ANY (c.node_ids) AND n.market_id = ANY ($3)))
       AND (cardinality($4::text[]) = 0 OR c.personalization_type = ANY ($4))
       AND (cardinality($5::text[]) = 0 OR EXISTS (
         SELECT 1 FROM concept_list k WHERE k.id = c.concept_id AND k.brief -> 'objectives' -> 'elements' ?| $5))
     ORDER BY c.id`,
    [campaignIds, concepts, markets, deliveryTypes, objectives],
  );
  return rows.map((r) => r.id);
}

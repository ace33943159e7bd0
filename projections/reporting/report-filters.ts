// The report filters of spec 3 §3 that the reporting read model can answer (issue 21 §2), for POST /report/analyze,
// its export and POST /report/relevant-dimensions alike. Campaign-level filters narrow the campaigns read (concepts,
// markets through the campaign's business nodes, delivery type as the campaign's personalisation type); fact-level
// ones narrow the rows (channel as the platforms' names, audiences and audience names as the delivery's segment).
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

/** Of `campaignIds`, those of the concepts, markets and delivery types the filters name (each unnamed: any). */
export async function campaignsMatching(
  pool: pg.Pool,
  campaignIds: readonly string[],
  filters: readonly ReportFilter[],
): Promise<string[]> {
  const concepts = filterValues(filters, 'conceptIds');
  const markets = filterValues(filters, 'marketIds');
  const deliveryTypes = filterValues(filters, 'deliveryType');
  if (concepts.length + markets.length + deliveryTypes.length === 0) return [...campaignIds];
  const { rows } = await pool.query<{ id: string }>(
    `SELECT c.id FROM campaign c
     WHERE c.id = ANY ($1)
       AND (cardinality($2::text[]) = 0 OR c.concept_id = ANY ($2))
       AND (cardinality($3::text[]) = 0 OR EXISTS (
         SELECT 1 FROM business_node n WHERE n.id = ANY (c.node_ids) AND n.market_id = ANY ($3)))
       AND (cardinality($4::text[]) = 0 OR c.personalization_type = ANY ($4))
     ORDER BY c.id`,
    [campaignIds, concepts, markets, deliveryTypes],
  );
  return rows.map((r) => r.id);
}

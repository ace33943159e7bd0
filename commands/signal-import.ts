// Signal imports (spec 2 §5, §7): a CSV file read into rows for the domain's parsers, and the platforms' far ends
// (DV360 line items, Meta ad sets) behind ports, turned into user segments for the tree's importSignals. Nothing
// here writes: a refused file or a far end that fails leaves nothing behind.
// The ports are the API's, on a campaign node's connection (api/routes/dv360/line-items-port.ts,
// api/routes/meta/ads-port.ts); unit tests use the stand-in far ends of test/support/platform-far-ends.ts.
import { CsvError, parse } from 'csv-parse/sync';
import type { Platform } from '../domain/campaign/platforms';
import {
  parseFacebookSegmentsCsv,
  facebookCsvCampaignIds,
  type FacebookSegment,
} from '../domain/personalise/facebook-segments-csv';
import { hasProhibitedSymbol } from '../domain/personalise/csv-table';
import type { SignalFields } from '../domain/personalise/commands';
import { parseSignalsCsv } from '../domain/personalise/signals-csv';
import type { UserSegmentType } from '../domain/personalise/signals';
import { DomainError } from '../domain/shared/errors';

/** Spec 2 §8: a file that is not CSV at all. */
export const UNREADABLE_FILE = 'We could not process your file. Please try again.';

/** The file's rows as written: a leading BOM dropped, quoted cells (commas, quotes, line breaks in them), CRLF or LF;
 * blank lines kept as rows so row numbers stay the file's. */
export function readCsv(csvData: string): string[][] {
  try {
    return parse(csvData, { bom: true, relax_column_count: true, skip_empty_lines: false });
  } catch (error) {
    if (error instanceof CsvError) throw DomainError.unprocessable(UNREADABLE_FILE);
    throw error;
  }
}

/** The user segments of a Signals CSV, or 422 with the spec's message for the first failure. */
export function signalsFromCsv(csvData: string, segmentType: string, platform: Platform): SignalFields[] {
  const result = parseSignalsCsv(readCsv(csvData), segmentType, platform);
  if (!result.ok) throw DomainError.unprocessable(result.message);
  return result.signals;
}

// ---- The platforms' far ends ----

export interface PlatformCampaign {
  campaignId: string;
  name: string;
}
export interface Dv360LineItem {
  lineItemId: string;
  name: string;
  campaignId: string;
}
export interface MetaAdSet {
  adSetId: string;
  name: string;
  campaignId: string;
}

/** DV360 (GET /dv360/{advertiserId}/lineitems). */
export interface Dv360Port {
  /** The advertiser's line items in these campaigns; `excludeCompleted` leaves out those whose flight has ended. */
  lineItems(advertiserId: string, campaignIds: readonly string[], excludeCompleted: boolean): Promise<Dv360LineItem[]>;
}

/** Meta Ads (GET /facebook/{adAccountId}/campaigns, GET /facebook/campaign/{id}/adsets). */
export interface MetaAdsPort {
  /** The ad account's campaigns. */
  campaigns(adAccountId: string): Promise<PlatformCampaign[]>;
  /** The ad sets of these campaigns of the account; `excludeCompleted` leaves out those that have ended. */
  adSets(adAccountId: string, campaignIds: readonly string[], excludeCompleted: boolean): Promise<MetaAdSet[]>;
}

export const DV360_NOT_CONNECTED = 'DV360 is not connected for this business node';
export const META_NOT_CONNECTED = 'Meta is not connected for this business node';

interface FarEndItem {
  id: string;
  name: string;
  campaignId: string;
}

/**
 * One user segment per line item or ad set: its id the value, its campaign the campaign id. The far end's name,
 * with prohibited symbols (line breaks...) turned into spaces, or the id when it has none; names the list gives
 * twice (case-insensitively) get their id in brackets, as a tree's segment names are unique.
 */
function segmentsOf(segmentType: UserSegmentType, items: readonly FarEndItem[]): SignalFields[] {
  const names = items.map(
    (item) =>
      [...item.name]
        .map((c) => (hasProhibitedSymbol(c) ? ' ' : c))
        .join('')
        .trim() || item.id,
  );
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name.toLowerCase(), (counts.get(name.toLowerCase()) ?? 0) + 1);
  return items.map((item, i) => {
    const name = names[i] ?? item.id;
    return {
      name: (counts.get(name.toLowerCase()) ?? 0) > 1 ? `${name} (${item.id})` : name,
      type: 'userSegment',
      segmentType,
      values: [item.id],
      campaignIds: [item.campaignId],
      schedule: null,
      countries: [],
    };
  });
}

/** DV360 Line Item segments for the advertiser's line items in these campaigns. */
export async function lineItemSegments(
  dv360: Dv360Port,
  request: { advertiserId: string; campaignIds: string[]; excludeCompleted: boolean },
): Promise<SignalFields[]> {
  const items = await dv360.lineItems(request.advertiserId, request.campaignIds, request.excludeCompleted);
  return segmentsOf(
    'DV360 Line Item',
    items.map((item) => ({ id: item.lineItemId, name: item.name, campaignId: item.campaignId })),
  );
}

/** Meta Ad Set segments for the account's ad sets in these campaigns. */
export async function adSetSegments(
  meta: MetaAdsPort,
  request: { facebookAdAccountId: string; campaignIds: string[]; excludeCompleted: boolean },
): Promise<SignalFields[]> {
  const adSets = await meta.adSets(request.facebookAdAccountId, request.campaignIds, request.excludeCompleted);
  return segmentsOf(
    'Meta Ad Set',
    adSets.map((adSet) => ({ id: adSet.adSetId, name: adSet.name, campaignId: adSet.campaignId })),
  );
}

/**
 * The segments and ad fields of a Facebook segment CSV, checked against the ad account: its campaigns are the
 * permitted ones, and the ad sets of the permitted campaigns the file names say which campaign each belongs to.
 * 422 with the spec's message for the first failure.
 */
export async function facebookSegmentsFromCsv(
  meta: MetaAdsPort,
  facebookAdAccountId: string,
  csvData: string,
): Promise<FacebookSegment[]> {
  const rows = readCsv(csvData);
  const permittedCampaignIds = new Set((await meta.campaigns(facebookAdAccountId)).map((c) => c.campaignId));
  const named = facebookCsvCampaignIds(rows).filter((id) => permittedCampaignIds.has(id));
  const adSets = named.length === 0 ? [] : await meta.adSets(facebookAdAccountId, named, false);
  const result = parseFacebookSegmentsCsv(rows, {
    permittedCampaignIds,
    adSetCampaigns: new Map(adSets.map((a) => [a.adSetId, a.campaignId])),
  });
  if (!result.ok) throw DomainError.unprocessable(result.message);
  return result.segments;
}

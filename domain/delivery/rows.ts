// A platform's rows made into a day's delivery: checked (an ad id, whole counts, amounts of zero or more), rows of
// the same ad, placement and segment summed (a platform may split them, e.g. by hour or device), ordered by that key,
// with the platform campaign and ad group the platform named (only when it named them, so older days hash the same),
// and hashed, so the same report always gives the same rows and the same digest however the platform ordered it.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { MEASURES, type Measure } from '../report/measures';
import { roundTo } from '../report/metrics';
import { DomainError } from '../shared/errors';
import { KEY_MAX_LENGTH, SHORT_TEXT_MAX_LENGTH } from '../shared/text-limits';
import type { ConversionRow, DeliveryRow } from './events';
import { DELIVERY_ROW_INVALID } from './messages';

/** Money measures: the account's currency, kept to six decimals (Google's micros); every other measure is a count. */
const MONEY: ReadonlySet<Measure> = new Set(['conversionValue', 'mediaSpend']);

const validMeasure = (measure: Measure, value: number) =>
  Number.isFinite(value) && value >= 0 && (MONEY.has(measure) || Number.isInteger(value));

function checked(row: DeliveryRow): void {
  const ok =
    row.adId.length > 0 &&
    row.adId.length <= KEY_MAX_LENGTH &&
    row.placement.length <= SHORT_TEXT_MAX_LENGTH &&
    row.segment.length <= SHORT_TEXT_MAX_LENGTH &&
    (row.mediaCampaign ?? '').length <= SHORT_TEXT_MAX_LENGTH &&
    (row.adGroupId ?? '').length <= KEY_MAX_LENGTH &&
    (row.adGroupName ?? '').length <= SHORT_TEXT_MAX_LENGTH &&
    MEASURES.every((m) => validMeasure(m, row[m]));
  if (!ok) throw DomainError.badRequest(DELIVERY_ROW_INVALID, { row });
}

/** Where the ad runs on the platform (its campaign and ad group), the fields a platform named, in one fixed order. */
const MEDIA_FIELDS = ['mediaCampaign', 'adGroupId', 'adGroupName'] as const;
const mediaOf = (row: DeliveryRow, before: DeliveryRow | undefined) =>
  Object.fromEntries(
    MEDIA_FIELDS.flatMap((f) => {
      const value = before?.[f] || row[f];
      return value ? [[f, value]] : [];
    }),
  ) as Pick<DeliveryRow, (typeof MEDIA_FIELDS)[number]>;

const keyOf = (row: DeliveryRow) => [row.adId, row.placement, row.segment];
const compareKeys = (a: string[], b: string[]) => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
  return 0;
};

/** The rows checked, summed per ad × placement × segment and ordered; each with its fields in one fixed order. */
export function normalDeliveryRows(rows: readonly DeliveryRow[]): DeliveryRow[] {
  const merged = new Map<string, DeliveryRow>();
  for (const row of rows) {
    checked(row);
    const key = JSON.stringify(keyOf(row));
    const before = merged.get(key);
    const sum = (m: Measure) => (before ? before[m] : 0) + row[m];
    const measures = Object.fromEntries(MEASURES.map((m) => [m, MONEY.has(m) ? roundTo(sum(m), 6) : sum(m)])) as Record<
      Measure,
      number
    >;
    const { adId, placement, segment } = row;
    merged.set(key, { adId, placement, segment, ...mediaOf(row, before), ...measures });
  }
  return [...merged.values()].sort((a, b) => compareKeys(keyOf(a), keyOf(b)));
}

const conversionKey = (row: ConversionRow) => [row.adId, row.placement, row.segment, row.activityId];
const validCount = (value: number) => Number.isInteger(value) && value >= 0;

/** A floodlight activity's conversions checked (as a delivery row is), summed per key and activity, and ordered. */
export function normalConversionRows(rows: readonly ConversionRow[]): ConversionRow[] {
  const merged = new Map<string, ConversionRow>();
  for (const row of rows) {
    const ok =
      row.adId.length > 0 &&
      row.adId.length <= KEY_MAX_LENGTH &&
      row.activityId.length > 0 &&
      row.activityId.length <= KEY_MAX_LENGTH &&
      row.placement.length <= SHORT_TEXT_MAX_LENGTH &&
      row.segment.length <= SHORT_TEXT_MAX_LENGTH &&
      validCount(row.clickThrough) &&
      validCount(row.viewThrough);
    if (!ok) throw DomainError.badRequest(DELIVERY_ROW_INVALID, { row });
    const key = JSON.stringify(conversionKey(row));
    const before = merged.get(key);
    const { adId, placement, segment, activityId } = row;
    merged.set(key, {
      adId,
      placement,
      segment,
      activityId,
      clickThrough: (before?.clickThrough ?? 0) + row.clickThrough,
      viewThrough: (before?.viewThrough ?? 0) + row.viewThrough,
    });
  }
  return [...merged.values()].sort((a, b) => compareKeys(conversionKey(a), conversionKey(b)));
}

/**
 * SHA-256 of normal rows (and conversion rows, when any): equal for the same delivery, whatever order the platform
 * answered in. A day without conversions hashes its rows alone, as before conversions were imported.
 */
export const deliveryDigest = (rows: readonly DeliveryRow[], conversions: readonly ConversionRow[] = []): string =>
  bytesToHex(sha256(utf8ToBytes(JSON.stringify(conversions.length > 0 ? { rows, conversions } : rows))));

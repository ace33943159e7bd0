// Importing a day's delivery. The same import asked again (a retried activity) appends nothing; so does a re-import
// whose rows are what the day already holds (a daily schedule re-reading settled days). Anything else replaces the
// day: a new DeliveryDayImported naming the import it replaces, then the rows in chunks.
import type { Platform } from '../campaign/platforms';
import { DomainError } from '../shared/errors';
import { DELIVERY_CHUNK, type ConversionRow, type DeliveryEvent, type DeliveryRow } from './events';
import { DELIVERY_DAY_INVALID } from './messages';
import { deliveryDigest, normalConversionRows, normalDeliveryRows } from './rows';
import type { DeliveryDayState } from './state';

export type ImportDelivery = {
  type: 'ImportDelivery';
  platform: Platform;
  account: string;
  day: string;
  nodeId: string;
  importId: string;
  rows: readonly DeliveryRow[];
  /** Per floodlight activity (CM360); none from the other platforms. */
  conversions?: readonly ConversionRow[];
  at: string;
};
export type DeliveryCommand = ImportDelivery;

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A calendar day as YYYY-MM-DD (2026-02-30 is not one). */
export const isDeliveryDay = (day: string) =>
  DAY.test(day) && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;

/**
 * One account, one key, however its id was typed: Google Ads customer ids without their dashes (123-456-7890),
 * Meta ad accounts without `act_`. Two spellings of one account would otherwise be two streams and count its delivery
 * twice.
 */
export function deliveryAccountKey(platform: Platform, accountId: string): string {
  const id = accountId.trim();
  if (platform === 'gads') return id.replaceAll('-', '');
  if (platform === 'facebook') return id.replace(/^act_/, '');
  return id;
}

/** The stream id's tail: one stream per platform, account and day. */
export const deliveryDayId = (platform: Platform, account: string, day: string) => `${platform}-${account}-${day}`;

function importDelivery(command: ImportDelivery, state: DeliveryDayState): DeliveryEvent[] {
  if (!isDeliveryDay(command.day)) throw DomainError.badRequest(DELIVERY_DAY_INVALID);
  if (state.importId === command.importId) return [];
  const rows = normalDeliveryRows(command.rows);
  const conversions = normalConversionRows(command.conversions ?? []);
  const digest = deliveryDigest(rows, conversions);
  if (state.digest === digest) return [];
  const { platform, account, day, importId, nodeId, at } = command;
  const on = { platform, account, day, importId };
  const chunks = chunked(rows);
  const counted = conversions.length > 0 ? { conversions: conversions.length } : {};
  return [
    {
      type: 'DeliveryDayImported',
      data: {
        ...on,
        nodeId,
        replaces: state.importId,
        rows: rows.length,
        chunks: chunks.length,
        ...counted,
        digest,
        at,
      },
    },
    ...chunks.map((chunk, i): DeliveryEvent => ({
      type: 'DeliveryReportImported',
      data: { ...on, chunk: i, rows: chunk },
    })),
    ...chunked(conversions).map((chunk, i): DeliveryEvent => ({
      type: 'DeliveryConversionsImported',
      data: { ...on, chunk: i, conversions: chunk },
    })),
  ];
}

function chunked<T>(rows: readonly T[]): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < rows.length; i += DELIVERY_CHUNK) chunks.push(rows.slice(i, i + DELIVERY_CHUNK));
  return chunks;
}

export function decideDelivery(command: DeliveryCommand, state: DeliveryDayState): DeliveryEvent[] {
  switch (command.type) {
    case 'ImportDelivery':
      return importDelivery(command, state);
    default: {
      const unknown: never = command.type;
      throw new Error(`Unknown delivery command ${JSON.stringify(unknown)}`);
    }
  }
}

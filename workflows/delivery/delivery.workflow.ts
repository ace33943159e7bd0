// Importing a campaign's delivery, `delivery-<campaignId>-…` (issue 21 §1): the days asked for (on demand), or the
// last LOOKBACK days before the run's start (the daily schedule: conversions arrive late, so settled days are read
// again and append nothing unless they changed). The campaign's accounts are imported side by side, each account's
// days in activities of DAYS_PER_IMPORT days, IMPORTS_AT_ONCE of them at a time, started in the order the days were
// asked in (the demo asks for the newest first); idempotent per (platform, account, day).
import { patched, proxyActivities, uuid4, workflowInfo } from '@temporalio/workflow';
import type { Platform } from '../../domain/campaign/platforms';
import type { DeliveryAccount, DeliveryActivities, DeliveryDaysTarget } from './activities';

/** Days the daily schedule reads again, ending yesterday. */
export const LOOKBACK_DAYS = 3;
const DAY_MS = 86_400_000;
/**
 * Days one activity imports, one after the other, and one account's activities running at once: a year on demand is
 * 53 activities rather than 365 (each a round trip through Temporal, its history and a workflow task), four at a time.
 * Few at once, so a platform's quota is met by a few retries at most (a throttled day waits as it is told).
 */
export const DAYS_PER_IMPORT = 7;
export const IMPORTS_AT_ONCE = 4;
/** Runs recorded before imported an account's days one activity each, one after the other: they replay so. */
const BATCHED_PATCH = 'delivery-days-batched';

const act = proxyActivities<DeliveryActivities>({
  startToCloseTimeout: '10 minutes',
  retry: { initialInterval: '5 seconds', maximumInterval: '10 minutes', maximumAttempts: 20 },
});

export interface DeliveryImportRun {
  campaignId: string;
  /** YYYY-MM-DD days to import; absent: the LOOKBACK days before the run started. */
  days?: string[];
  /** Only these platforms' accounts; absent: every platform of the campaign that reports. */
  platforms?: Platform[];
}

export interface DeliveryImportOutcome {
  accounts: number;
  days: number;
  /** Account-days whose delivery changed (recorded), and those already recorded as they are. */
  changed: number;
  unchanged: number;
}

/** The `count` days before `start`, oldest first. */
export function daysBefore(start: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) =>
    new Date(start.getTime() - (count - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** Imports the account's days, IMPORTS_AT_ONCE activities of DAYS_PER_IMPORT days at a time; answers which changed. */
async function importAccountDays(account: DeliveryAccount, days: string[]): Promise<boolean[]> {
  const batches: DeliveryDaysTarget['days'][] = [];
  for (let i = 0; i < days.length; i += DAYS_PER_IMPORT)
    batches.push(days.slice(i, i + DAYS_PER_IMPORT).map((day) => ({ day, importId: uuid4() })));
  const changes: boolean[][] = [];
  let next = 0;
  const lane = async () => {
    while (next < batches.length) {
      const i = next++;
      changes[i] = await act.importDeliveryDays({ ...account, days: batches[i]! });
    }
  };
  await Promise.all(Array.from({ length: Math.min(IMPORTS_AT_ONCE, batches.length) }, lane));
  return changes.flat();
}

/** How runs recorded before BATCHED_PATCH import an account's days: one activity a day, one after the other. */
async function importAccountDaysInTurn(account: DeliveryAccount, days: string[]): Promise<boolean[]> {
  const changes: boolean[] = [];
  for (const day of days) changes.push((await act.importDeliveryDay({ ...account, day, importId: uuid4() })).changed);
  return changes;
}

export async function importCampaignDelivery(run: DeliveryImportRun): Promise<DeliveryImportOutcome> {
  const info = workflowInfo();
  const days = run.days ?? daysBefore(info.runStartTime, LOOKBACK_DAYS);
  const importDays = patched(BATCHED_PATCH) ? importAccountDays : importAccountDaysInTurn;
  const accounts = (await act.deliveryAccounts({ campaignId: run.campaignId, workflowId: info.workflowId })).filter(
    (account) => !run.platforms || run.platforms.includes(account.platform),
  );
  const outcomes = await Promise.all(accounts.map((account) => importDays(account, days)));
  const all = outcomes.flat();
  const changed = all.filter(Boolean).length;
  return { accounts: accounts.length, days: days.length, changed, unchanged: all.length - changed };
}

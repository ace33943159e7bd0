// Importing a campaign's delivery, `delivery-<campaignId>-…` (issue 21 §1): the days asked for (on demand), or the
// last LOOKBACK days before the run's start (the daily schedule: conversions arrive late, so settled days are read
// again and append nothing unless they changed). Each of the campaign's accounts is imported day after day, the
// accounts side by side; each day is one activity, idempotent per (platform, account, day).
import { proxyActivities, uuid4, workflowInfo } from '@temporalio/workflow';
import type { Platform } from '../../domain/campaign/platforms';
import type { DeliveryActivities, DeliveryDayTarget } from './activities';

/** Days the daily schedule reads again, ending yesterday. */
export const LOOKBACK_DAYS = 3;
const DAY_MS = 86_400_000;

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

export async function importCampaignDelivery(run: DeliveryImportRun): Promise<DeliveryImportOutcome> {
  const info = workflowInfo();
  const days = run.days ?? daysBefore(info.runStartTime, LOOKBACK_DAYS);
  const accounts = (await act.deliveryAccounts({ campaignId: run.campaignId, workflowId: info.workflowId })).filter(
    (account) => !run.platforms || run.platforms.includes(account.platform),
  );
  const outcomes = await Promise.all(
    accounts.map(async (account) => {
      const changes: boolean[] = [];
      for (const day of days) {
        const target: DeliveryDayTarget = { ...account, day, importId: uuid4() };
        changes.push((await act.importDeliveryDay(target)).changed);
      }
      return changes;
    }),
  );
  const all = outcomes.flat();
  const changed = all.filter(Boolean).length;
  return { accounts: accounts.length, days: days.length, changed, unchanged: all.length - changed };
}

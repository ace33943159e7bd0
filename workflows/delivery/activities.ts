// The delivery import's activities (issue 21 §1): which accounts a campaign's delivery comes from, and one account's
// days read from its platform and recorded as events, a few in one activity (one day in runs recorded before). The
// node's token is opened here only. Recording is idempotent per (platform, account, day): a retried activity or a
// second campaign on the same account appends nothing new (domain/delivery/decide.ts). The platform's throttling fails
// the activity with the wait it asked for.
import { ApplicationFailure } from '@temporalio/activity';
import { importDelivery } from '../../commands/delivery';
import { DomainError } from '../../domain/shared/errors';
import { PlatformError } from '../../platforms/ad-platform';
import { openPlatformAccount } from '../platform-account';
import { campaignDeliveryAccounts, type DeliveryAccount } from './accounts';
import type { DeliveryDeps } from './deps';

export interface DeliveryDayTarget extends DeliveryAccount {
  day: string;
  /** The same for every try of one workflow's import of this day. */
  importId: string;
}

/** Some days of one account, each with its import id (the same for every try of the workflow's import of it). */
export interface DeliveryDaysTarget extends DeliveryAccount {
  days: { day: string; importId: string }[];
}

export type { DeliveryAccount };

function failureOf(error: unknown): unknown {
  // Rows the domain refuses would be refused again: no retry.
  if (error instanceof DomainError) return ApplicationFailure.nonRetryable(error.message, 'DeliveryRefused');
  if (!(error instanceof PlatformError)) return error;
  const details = { kind: error.kind, code: error.platformCode };
  if (!error.retryable) return ApplicationFailure.nonRetryable(error.message, `Platform.${error.kind}`, details);
  return ApplicationFailure.create({
    message: error.message,
    type: `Platform.${error.kind}`,
    details: [details],
    ...(error.retryAfterMs ? { nextRetryDelay: error.retryAfterMs } : {}),
  });
}

export function createDeliveryActivities(deps: DeliveryDeps) {
  /** Reads the day from the platform and records it; answers whether the day changed. */
  async function importDeliveryDay(target: DeliveryDayTarget): Promise<{ changed: boolean; rows: number }> {
    const platform = deps.platforms[target.platform];
    if (!platform) throw ApplicationFailure.nonRetryable(`No delivery report for ${target.platform}`, 'NoAdapter');
    try {
      const account = await openPlatformAccount(deps.commands, deps.secrets, target.nodeId, target.platform);
      const rows = await platform.deliveryReport(account, target.day);
      const conversions = (await platform.conversionsReport?.(account, target.day)) ?? [];
      const { day, nodeId, importId, partnerId } = target;
      const on = { platform: target.platform, account: target.account, day, nodeId, importId };
      const delivery = { ...on, rows, conversions, at: new Date().toISOString() };
      const { appended } = await importDelivery(deps.commands, partnerId, importId, delivery);
      return { changed: appended > 0, rows: rows.length };
    } catch (error) {
      throw failureOf(error);
    }
  }

  return {
    deliveryAccounts: (input: { campaignId: string; workflowId: string }) =>
      campaignDeliveryAccounts(deps, input.campaignId, input.workflowId),

    importDeliveryDay,

    /**
     * Imports the days one after the other, in the order given; answers whether each changed. A retry (after a
     * throttled day) reads them all again: those recorded before append nothing, so they count as unchanged.
     */
    async importDeliveryDays({ days, ...account }: DeliveryDaysTarget): Promise<boolean[]> {
      const changes: boolean[] = [];
      for (const { day, importId } of days)
        changes.push((await importDeliveryDay({ ...account, day, importId })).changed);
      return changes;
    },
  };
}

export type DeliveryActivities = ReturnType<typeof createDeliveryActivities>;

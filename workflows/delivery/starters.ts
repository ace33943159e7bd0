// Starting delivery imports: on demand for some days of a campaign, and the daily Temporal Schedule of a published
// campaign (one per campaign, `delivery-daily-<campaignId>`, at 05:00 UTC, an overlapping run skipped), which reads
// the last LOOKBACK_DAYS days again each morning.
import {
  ScheduleAlreadyRunning,
  ScheduleOverlapPolicy,
  WorkflowExecutionAlreadyStartedError,
  type Client,
} from '@temporalio/client';
import type { Platform } from '../../domain/campaign/platforms';
import { importCampaignDelivery, type DeliveryImportOutcome } from './delivery.workflow';

const DAILY_HOUR_UTC = 5;

export const deliveryScheduleId = (campaignId: string) => `delivery-daily-${campaignId}`;
const onDemandId = (campaignId: string, days: readonly string[], platforms?: readonly Platform[]) =>
  `delivery-${campaignId}-${days[0]}-${days[days.length - 1]}-${days.length}${platforms ? `-${platforms.join('-')}` : ''}`;

export function deliveryImports(client: Client, taskQueue: string) {
  return {
    /**
     * Imports these days of the campaign now (of these platforms only, when named); the same asked while it runs
     * joins the running import.
     */
    async importDays(campaignId: string, days: string[], platforms?: Platform[]): Promise<DeliveryImportOutcome> {
      const workflowId = onDemandId(campaignId, days, platforms);
      try {
        const run = { campaignId, days, ...(platforms && { platforms }) };
        await client.workflow.start(importCampaignDelivery, { workflowId, taskQueue, args: [run] });
      } catch (error) {
        if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
      }
      return client.workflow.getHandle<typeof importCampaignDelivery>(workflowId).result();
    },

    /** The campaign's daily import, made once: a second call leaves the schedule as it is. */
    async scheduleDaily(campaignId: string): Promise<'created' | 'exists'> {
      try {
        await client.schedule.create({
          scheduleId: deliveryScheduleId(campaignId),
          spec: { calendars: [{ hour: DAILY_HOUR_UTC, minute: 0 }] },
          action: {
            type: 'startWorkflow',
            workflowType: importCampaignDelivery,
            workflowId: deliveryScheduleId(campaignId),
            taskQueue,
            args: [{ campaignId }],
          },
          policies: { overlap: ScheduleOverlapPolicy.SKIP },
        });
        return 'created';
      } catch (error) {
        if (error instanceof ScheduleAlreadyRunning) return 'exists';
        throw error;
      }
    },
  };
}

export type DeliveryImports = ReturnType<typeof deliveryImports>;

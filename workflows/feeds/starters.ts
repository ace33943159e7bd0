// A tree's feed schedule in Temporal (issue 23 §3): one Schedule per tree, `feed-<treeId>`, every N hours, starting
// scheduledFeedImport on the render queue's shared Worker; an overlapping run is skipped. Setting it again updates it.
import {
  ScheduleAlreadyRunning,
  ScheduleNotFoundError,
  ScheduleOverlapPolicy,
  type Client,
  type ScheduleOptionsAction,
} from '@temporalio/client';
import { scheduledFeedImport } from './feed.workflow';

export const feedScheduleId = (treeId: string) => `feed-${treeId}`;

export function feedSchedules(client: Client, taskQueue: string) {
  const specOf = (everyHours: number) => ({ intervals: [{ every: `${everyHours}h` as const }] });
  const actionOf = (treeId: string): ScheduleOptionsAction => ({
    type: 'startWorkflow',
    workflowType: scheduledFeedImport,
    workflowId: feedScheduleId(treeId),
    taskQueue,
    args: [{ treeId }],
  });
  return {
    /** Makes or changes the tree's schedule. */
    async set(treeId: string, everyHours: number): Promise<void> {
      try {
        await client.schedule.create({
          scheduleId: feedScheduleId(treeId),
          spec: specOf(everyHours),
          action: actionOf(treeId),
          policies: { overlap: ScheduleOverlapPolicy.SKIP },
        });
      } catch (error) {
        if (!(error instanceof ScheduleAlreadyRunning)) throw error;
        await client.schedule
          .getHandle(feedScheduleId(treeId))
          .update((previous) => ({ ...previous, spec: specOf(everyHours), action: actionOf(treeId) }));
      }
    },
    /** Removes the tree's schedule; none is fine. */
    async clear(treeId: string): Promise<void> {
      await client.schedule
        .getHandle(feedScheduleId(treeId))
        .delete()
        .catch((error: unknown) => {
          if (!(error instanceof ScheduleNotFoundError)) throw error;
        });
    },
    /** Runs the tree's schedule now (the test's way; a user waits for the next interval). */
    async runNow(treeId: string): Promise<void> {
      await client.schedule.getHandle(feedScheduleId(treeId)).trigger();
    },
    /** When the schedule runs next; null without one. */
    async nextRunAt(treeId: string): Promise<string | null> {
      try {
        const { info } = await client.schedule.getHandle(feedScheduleId(treeId)).describe();
        return info.nextActionTimes[0]?.toISOString() ?? null;
      } catch (error) {
        if (error instanceof ScheduleNotFoundError) return null;
        throw error;
      }
    },
  };
}

export type FeedSchedules = ReturnType<typeof feedSchedules>;

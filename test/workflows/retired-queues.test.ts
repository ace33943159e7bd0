// Upload, review, publish and delivery workflows moved from Workers of their own to the render workflows' one
// (ARCHITECTURE.md "Memory").
// A review request of the earlier release, waiting days on its timers on the review queue no Worker polls any more,
// is moved by the boot's step (workflows/runtime/retired-queues.ts) to the shared queue, with its input, and there
// it is the same request: an approval completes it, and its reviewer was told of it once.
import { describe, expect, it } from 'vitest';
import { renderTaskQueueOf, retiredTaskQueuesOf } from '../../runtime/config';
import { reviewRequest } from '../../workflows/review/review.workflow';
import { moveFromRetiredQueues } from '../../workflows/runtime/retired-queues';
import { deliveryImports, deliveryScheduleId } from '../../workflows/delivery/starters';
import { uploadAsset, uploadWorkflowId } from '../../workflows/upload/upload.workflow';
import { startUploadWorker } from '../../workflows/upload/worker';
import { startTestApp } from '../support/app';
import { createPartner } from '../support/fixtures';
import { file, pngImage, upload } from '../support/uploads';
import { campaignWithTrees, expectStatus, newVariant } from '../api/personalise-fixture';
import { useApiTest } from '../support/api-test';
import { eventually } from '../support/eventually';
import { approveFinally } from '../support/publishing';

const api = useApiTest({ config: { runWorker: true }, roles: ['SELF_SERVICE_ADMIN'] });

describe('a review request waiting on the retired review queue', () => {
  it('is moved to the shared queue with its input, and completes there on the approval', async () => {
    const { t, su, acme } = api;
    const client = t.system.temporal.client;
    const [reviewQueue] = retiredTaskQueuesOf(t.config);
    const shared = renderTaskQueueOf(t.config);
    const { campaignId, google } = await campaignWithTrees(su, acme, 'Moved review');
    const treePath = `/campaigns/${campaignId}/personalize/${google}`;
    const variantId = await newVariant(su, treePath, 'Moved');
    const formats = (
      expectStatus(await su.get(`${treePath}/variants/${variantId}`), 200).body as { formats: { id: string }[] }
    ).formats.map((f) => f.id);
    const dueAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const requested = expectStatus(
      await su.post(`/campaigns/${campaignId}/request-approval`, {
        userIds: [acme.users.SELF_SERVICE_ADMIN!.id],
        isFinal: true,
        dueAt,
      }),
      201,
    ).body as { id: string; n: number };
    const target = { campaignId, requestId: requested.id, n: requested.n };
    const workflowId = `review-${campaignId}-${requested.n}`;

    // As the earlier release left it: the request's workflow on the review queue, which nothing polls now.
    await client.workflow.getHandle(workflowId).terminate('standing in for the earlier release');
    await client.workflow.start(reviewRequest, { workflowId, taskQueue: reviewQueue!, args: [target] });

    // Temporal's visibility, which the boot step lists, shows a started run a moment later (longer on a busy machine).
    const waiting = `WorkflowId = "${workflowId}" AND TaskQueue = "${reviewQueue}" AND ExecutionStatus = "Running"`;
    await eventually(async () => expect((await client.workflow.count(waiting)).count).toBe(1), 30_000);

    const moved: object[] = [];
    expect(await moveFromRetiredQueues(client, retiredTaskQueuesOf(t.config), shared, (_m, e) => moved.push(e!))).toBe(
      1,
    );
    expect(moved).toEqual([{ workflowId, from: reviewQueue, to: shared }]);
    const now = await client.workflow.getHandle(workflowId).describe();
    expect([now.status.name, now.taskQueue]).toEqual(['RUNNING', shared]);
    const history = await client.workflow.getHandle(workflowId).fetchHistory();
    expect(history.events?.[0]?.workflowExecutionStartedEventAttributes?.taskQueue?.name).toBe(shared);
    // Nothing is left on the retired queues.
    expect(await moveFromRetiredQueues(client, retiredTaskQueuesOf(t.config), shared, () => undefined)).toBe(0);

    await approveFinally(su, { campaignId, treeId: google }, formats);
    expect(await t.system.deps.reviews.result({ campaignId, n: requested.n })).toBe('completed');
    const told = expectStatus(await api.as('SELF_SERVICE_ADMIN').get('/notifications'), 200).body as { kind: string }[];
    expect(told.filter((n) => n.kind === 'approvalRequested')).toHaveLength(1);
  }, 120_000);
});

describe('a daily delivery schedule starting its runs on the retired delivery queue', () => {
  it('is pointed at the shared queue, and a schedule already there is left alone', async () => {
    const { t } = api;
    const client = t.system.temporal.client;
    const retired = retiredTaskQueuesOf(t.config);
    const deliveryQueue = retired.find((queue) => queue.endsWith('-delivery'))!;
    const shared = renderTaskQueueOf(t.config);
    // As the earlier release made them: one campaign's schedule on the delivery queue, another's already on the shared.
    await deliveryImports(client, deliveryQueue).scheduleDaily('moved-campaign');
    await deliveryImports(client, shared).scheduleDaily('staying-campaign');
    const queueOf = async (campaignId: string) =>
      (await client.schedule.getHandle(deliveryScheduleId(campaignId)).describe()).action.taskQueue;
    try {
      const moved: object[] = [];
      expect(await moveFromRetiredQueues(client, retired, shared, (_m, e) => moved.push(e!))).toBe(1);
      expect(moved).toEqual([{ scheduleId: deliveryScheduleId('moved-campaign'), from: deliveryQueue, to: shared }]);
      expect([await queueOf('moved-campaign'), await queueOf('staying-campaign')]).toEqual([shared, shared]);
      expect(await moveFromRetiredQueues(client, retired, shared, () => undefined)).toBe(0);
    } finally {
      for (const id of ['moved-campaign', 'staying-campaign'])
        await client.schedule
          .getHandle(deliveryScheduleId(id))
          .delete()
          .catch(() => undefined);
    }
  }, 60_000);
});

describe('an upload waiting on the retired upload queue', () => {
  it('is moved to the shared queue and is DONE there, once', async () => {
    // No Worker in this app: the upload waits where the test leaves it.
    const app = await startTestApp({ runWorker: false });
    try {
      const client = app.system.temporal.client;
      const uploadQueue = app.config.uploadTaskQueue;
      const shared = renderTaskQueueOf(app.config);
      const su = await app.superClient();
      const partnerId = await createPartner(su);
      const reply = await upload(su, { partnerId }, {}, [file('moved.png', await pngImage(), 'image/png')]);
      expect(reply.status).toBe(202);
      const assetId = reply.body.uploadedAssets[0].tempAssetId as string;
      const workflowId = uploadWorkflowId(assetId);

      // As the earlier release left it: the upload's workflow on the upload queue, which nothing polls now.
      await client.workflow.getHandle(workflowId).terminate('standing in for the earlier release');
      await client.workflow.start(uploadAsset, { workflowId, taskQueue: uploadQueue, args: [assetId] });
      const waiting = `WorkflowId = "${workflowId}" AND TaskQueue = "${uploadQueue}" AND ExecutionStatus = "Running"`;
      await eventually(async () => expect((await client.workflow.count(waiting)).count).toBe(1), 30_000);

      const moved: object[] = [];
      const retired = retiredTaskQueuesOf(app.config);
      expect(await moveFromRetiredQueues(client, retired, shared, (_m, e) => moved.push(e!))).toBe(1);
      expect(moved).toEqual([{ workflowId, from: uploadQueue, to: shared }]);
      const { deps } = app.system;
      const worker = await startUploadWorker(app.system.temporal, shared, {
        commands: { store: deps.store },
        blobs: deps.blobs,
        live: deps.live,
        allowPrivateLinks: true,
      });
      try {
        expect(await deps.uploads.result(assetId)).toBe('DONE');
      } finally {
        await worker.stop();
      }
      const { rows } = await deps.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM es_event WHERE stream_id = $1 AND type = 'AssetUploaded'`,
        [`Asset-${assetId}`],
      );
      expect(rows[0]!.n).toBe(1);
    } finally {
      await app.close();
    }
  }, 120_000);
});

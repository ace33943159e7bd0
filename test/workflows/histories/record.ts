// Records the histories test/workflows/replay.test.ts replays: representative runs of the upload, render, screenshot,
// tearsheet, review, publish, review-polling, delivery, feed, generation, migration and export workflows through the
// real product (the delivery import of Google Ads and Meta, simulated, the feed from a local HTTP server, the export
// into moto's S3), on the run's Temporal CLI server, each run's history written as Temporal's own JSON
// (test/support/histories.ts) to test/workflows/fixtures/histories/<workflow>/<case>.json. Not part of `npm test`:
// run it with `npm run record:histories` after a change to a workflow that is meant (versioned with patched() for the
// workflows a deployed Temporal holds), then commit the new files; `-- -t <name>` records only the cases whose name
// matches.
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { beforeAll, describe, expect, it } from 'vitest';
import { AT_ONCE_ROWS, generationWorkflowId } from '../../../commands/assembly-variations';
import { renderTaskQueueOf } from '../../../runtime/config';
import { fromRoot } from '../../../runtime/paths';
import { daysBefore } from '../../../workflows/delivery/delivery.workflow';
import { deliveryImports } from '../../../workflows/delivery/starters';
import { feedScheduleId } from '../../../workflows/feeds/starters';
import type { MigrationProgress } from '../../../workflows/migration/migration.workflow';
import { nodeMigrationId } from '../../../workflows/migration/starters';
import { campaignWithTrees, expectStatus, newVariant, patch } from '../../api/personalise-fixture';
import { useApiTest } from '../../support/api-test';
import type { TestApp } from '../../support/app';
import { motoS3 } from '../../support/bucket-emulators';
import { campaignOf, readyConcept } from '../../support/campaigns';
import { eventually } from '../../support/eventually';
import { placedCampaign } from '../../support/placed-campaign';
import { headedVariants, screenshotCampaign } from '../../support/screenshots';
import { historyToJson } from '../../support/histories';
import { addNode, conceptBrief, createConcept, type PartnerFixture } from '../../support/fixtures';
import type { HttpClient } from '../../support/http';
import { banner, uploadTemplate } from '../../support/templates';
import { corruptPng, file, pngImage, upload, uploadedAsset, waitForUpload, zipOf } from '../../support/uploads';
import { connectedStorage } from '../../support/storage-connection';

const HISTORIES = fromRoot('test', 'workflows', 'fixtures', 'histories');

const api = useApiTest({ config: { runWorker: true }, roles: ['SELF_SERVICE_ADMIN', 'REVIEWER'] });
let t: TestApp;
let su: HttpClient;
let acme: PartnerFixture;

beforeAll(() => {
  ({ t, su, acme } = api);
});

/** Writes the latest run of the workflow's history as `<workflow>/<name>.json`, laid out as Prettier lays out JSON. */
async function record(workflow: string, name: string, workflowId: string): Promise<void> {
  const history = await t.system.temporal.client.workflow.getHandle(workflowId).fetchHistory();
  const target = path.join(HISTORIES, workflow, `${name}.json`);
  await mkdir(path.dirname(target), { recursive: true });
  const options = { ...(await resolveConfig(target)), filepath: target };
  // Stack traces name this machine's folders and play no part in a replay.
  const json = historyToJson(history).replace(/"stackTrace": "(?:[^"\\]|\\.)*"/g, '"stackTrace": ""');
  await writeFile(target, await format(json, options));
}

const uploadOne = async (name: string, bytes: Uint8Array, type: string, fields: Record<string, string> = {}) => {
  const reply = await upload(su, { partnerId: acme.partnerId }, fields, [file(name, bytes, type)]);
  expect(reply.status).toBe(202);
  return reply.body.uploadedAssets[0].tempAssetId as string;
};

describe('upload', () => {
  it('records an image that becomes an asset, its duplicate, a corrupt file, a zip, a dead link and a rerun', async () => {
    const png = await pngImage(320, 240);
    const done = await uploadOne('hero.png', png, 'image/png');
    expect((await waitForUpload(t, su, done)).status).toBe('DONE');
    await record('upload', 'image-done', `upload-${done}`);

    const merged = await uploadOne('again.png', png, 'image/png');
    expect((await waitForUpload(t, su, merged)).status).toBe('MERGED');
    await record('upload', 'duplicate-merged', `upload-${merged}`);

    const failed = await uploadOne('broken.png', await corruptPng(), 'image/png');
    expect((await waitForUpload(t, su, failed)).status).toBe('FAILED');
    await record('upload', 'corrupt-failed', `upload-${failed}`);

    const zip = await zipOf({
      'one.png': await pngImage(),
      'two.png': await pngImage(),
      'notes.exe': Buffer.from('x'),
    });
    const expanded = await uploadOne('pack.zip', zip, 'application/zip', { unzip: 'true' });
    expect(await t.system.deps.uploads.result(expanded)).toBe('EXPANDED');
    await record('upload', 'zip-expanded', `upload-${expanded}`);

    // A link to a server that answers 404: the download breaks, three times, and the upload is URL_FAILED.
    const server = http.createServer((_request, response) => response.writeHead(404).end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/gone.png`;
      const reply = await su.post(`/assets/single-files/brief/create-temp-asset-from-url?partnerId=${acme.partnerId}`, {
        url,
      });
      expect(reply.status).toBe(202);
      const link = reply.body.tempAssetId as string;
      expect((await waitForUpload(t, su, link)).status).toBe('URL_FAILED');
      await record('upload', 'link-url-failed', `upload-${link}`);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }

    // What the boot reconciler does for an upload Temporal still knows: a new run finds it finished.
    expect(await t.system.deps.uploads.start(done)).toBe('started');
    expect(await t.system.deps.uploads.result(done)).toBe('ALREADY_FINISHED');
    await record('upload', 'rerun-already-finished', `upload-${done}`);
  }, 180_000);
});

describe('render', () => {
  it('records a template rendered, a render that fails, and a rerun', async () => {
    const conceptId = await createConcept(su, conceptBrief('Replays', [acme.childNodeId]), acme.partnerId);
    const uploaded = async (name: string, bytes: Uint8Array) => {
      const reply = await uploadTemplate(su, conceptId, name, bytes);
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
      const { id, version } = reply.body.templates[0] as { id: string; version: number };
      return { conceptId, templateId: id, version };
    };
    const good = await uploaded('300x250-Replay.html', banner());
    expect(await t.system.deps.renders.result(good)).toBe('rendered');
    await record('render', 'rendered', `render-template-${good.templateId}-${good.version}`);

    const broken = await uploaded('responsive - vpaid - Broken.mp4', Buffer.from('no video at all'));
    expect(await t.system.deps.renders.result(broken)).toBe('failed');
    await record('render', 'failed', `render-template-${broken.templateId}-${broken.version}`);

    expect(await t.system.deps.renders.start(good)).toBe('started');
    expect(await t.system.deps.renders.result(good)).toBe('finished');
    await record('render', 'rerun-finished', `render-template-${good.templateId}-${good.version}`);
  }, 120_000);
});

describe('review', () => {
  const campaignEvents = async (campaignId: string) => {
    const { rows } = await t.system.deps.pool.query<{ type: string }>(
      `SELECT type FROM es_event WHERE stream_id = $1 ORDER BY position`,
      [`Campaign-${campaignId}`],
    );
    return rows.map((r) => r.type);
  };

  it('records a request reminded, escalated and completed, and one withdrawn', async () => {
    const reviewer = acme.users.REVIEWER!;
    const { campaignId, google } = await campaignWithTrees(su, acme, 'Replay');
    const treePath = `/campaigns/${campaignId}/personalize/${google}`;
    const variantId = await newVariant(su, treePath, 'Replayed');
    const formats = (
      expectStatus(await su.get(`${treePath}/variants/${variantId}`), 200).body as {
        formats: { id: string }[];
      }
    ).formats.map((f) => f.id);

    // Due in 8 s: reminded half-way, escalated when due, completed once every format holds the approval.
    const dueAt = new Date(Date.now() + 8_000).toISOString();
    const requested = expectStatus(
      await su.post(`/campaigns/${campaignId}/request-approval`, { userIds: [reviewer.id], isFinal: false, dueAt }),
      201,
    ).body as { id: string; n: number };
    await eventually(
      async () => expect(await campaignEvents(campaignId)).toContain('ApprovalRequestEscalated'),
      60_000,
    );
    expectStatus(
      await patch(su, `/campaigns/${campaignId}/creatives/approvals`, {
        treeId: google,
        approvals: formats,
        rejections: [],
        final: false,
      }),
      200,
    );
    const completed = { campaignId, n: requested.n };
    expect(await t.system.deps.reviews.result(completed)).toBe('completed');
    expect(await campaignEvents(campaignId)).toContain('ApprovalReminderSent');
    await record('review', 'reminded-escalated-completed', `review-${campaignId}-${requested.n}`);

    const second = expectStatus(
      await su.post(`/campaigns/${campaignId}/request-approval`, { userIds: [reviewer.id], isFinal: false }),
      201,
    ).body as { id: string; n: number };
    expectStatus(await su.request('DELETE', `/campaigns/${campaignId}/request-approval/${second.id}`), 200);
    expect(await t.system.deps.reviews.result({ campaignId, n: second.n })).toBe('withdrawn');
    await record('review', 'withdrawn', `review-${campaignId}-${second.n}`);
  }, 180_000);
});

/**
 * Records the run of `key`'s workflow once it answered `outcome`, as `[workflow, name, workflowId]` names it, then a
 * rerun of it (what the boot reconciler starts) as `rerun`.
 */
async function recordWithRerun<K>(
  starter: { start(key: K): Promise<string>; result(key: K): Promise<unknown> },
  key: K,
  outcome: string,
  [workflow, name, workflowId]: [string, string, string],
) {
  expect(await starter.result(key)).toBe(outcome);
  await record(workflow, name, workflowId);
  expect(await starter.start(key)).toBe('started');
  await starter.result(key);
  await record(workflow, 'rerun', workflowId);
}

describe('screenshots and tearsheets', () => {
  it('records a render request pictured, its rerun, a tearsheet built and its rerun', async () => {
    const campaign = await screenshotCampaign(su, acme, 'Replay shots');
    const [made] = await headedVariants(su, campaign.treePath, ['Replayed shot']);
    const asked = expectStatus(
      await su.post(`${campaign.treePath}/formats/screenshots`, { formatIds: made!.formats }),
      201,
    ).body as { requestId: string };
    await recordWithRerun(t.system.deps.screenshots, asked, 'finished', [
      'screenshots',
      'rendered',
      `render-screenshots-${asked.requestId}`,
    ]);

    const tearsheet = expectStatus(await su.post(`/campaigns/${campaign.campaignId}/create-pdf`, {}), 201).body as {
      id: string;
    };
    await recordWithRerun(t.system.deps.tearsheets, { tearsheetId: tearsheet.id }, 'ready', [
      'tearsheet',
      'ready',
      `build-tearsheet-${tearsheet.id}`,
    ]);
  }, 180_000);
});

/** A placed campaign published to its Google Ads ad group, every ad published; answers it and the publish's id. */
async function publishedToGoogleAds(name: string) {
  const placed = await placedCampaign(api, name);
  const asked = expectStatus(
    await su.post(`/campaigns/${placed.campaignId}/publish`, {
      channels: ['gads'],
      placements: [{ nodeId: placed.nodeId, platform: 'gads', placementId: placed.adGroup.id }],
    }),
    201,
  ).body as { publishId: string };
  expect(await t.system.deps.publishes.result({ publishId: asked.publishId })).toEqual({
    published: placed.gadsFormats.length,
    failed: 0,
  });
  return { placed, asked };
}

describe('publish', () => {
  it('records a publish to Google Ads and the following of its ads’ reviews, which waits for the review', async () => {
    const { asked } = await publishedToGoogleAds('Replay publish');
    await record('publish', 'published', `publish-${asked.publishId}`);
    // The reviews are first asked for after a wait, by which the simulated Google Ads (3 s) has settled them
    // (reviews-asked-at-once.json: a run from before, which asked at once and again after a wait).
    const reviews = t.system.temporal.client.workflow.getHandle(`publish-reviews-${asked.publishId}`);
    expect(await reviews.result()).toBe('settled');
    await record('publish', 'reviews-settled-after-a-wait', `publish-reviews-${asked.publishId}`);
  }, 180_000);
});

describe('delivery', () => {
  it("records nine days of a campaign's Google Ads and Meta delivery imported, and the same days again", async () => {
    // The campaign's node has a Meta account connected too, whose delivery is imported beside Google Ads'. Nine days
    // are two activities of each account, side by side (one-a-day-*.json: runs from before, one activity a day).
    const { placed } = await publishedToGoogleAds('Replay delivery');
    const imports = deliveryImports(t.system.temporal.client, renderTaskQueueOf(t.config));
    const days = daysBefore(new Date('2026-03-10T00:00:00Z'), 9);
    const workflowId = `delivery-${placed.campaignId}-${days[0]}-${days[8]}-9`;
    expect(await imports.importDays(placed.campaignId, days)).toMatchObject({ accounts: 2, changed: 18 });
    await record('delivery', 'days-imported', workflowId);
    // The same days asked again (as the daily schedule reads settled days again): a new run finds them as recorded.
    expect(await imports.importDays(placed.campaignId, days)).toMatchObject({ accounts: 2, unchanged: 18 });
    await record('delivery', 'days-unchanged', workflowId);
  }, 180_000);
});

describe('feeds', () => {
  it('records a scheduled feed run that imports the feed from its link', async () => {
    const csv = ['SKU,Product,Title', 'A,Product A,A title', 'B,Product B,B title'].join('\n');
    const server = http.createServer((_request, response) =>
      response.writeHead(200, { 'content-type': 'text/csv' }).end(csv),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { campaignId, google } = await campaignWithTrees(su, acme, 'Replay feed');
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/products.csv`;
      const settings = { url, everyHours: 6, idColumn: 'SKU', nameColumn: 'Product', elements: { Title: 'headline' } };
      expectStatus(
        await su.request('PUT', `/campaigns/${campaignId}/personalize/${google}/feed-schedule`, settings),
        200,
      );
      await t.system.deps.feedSchedules.runNow(google);
      // A scheduled run's workflow id is the schedule's action's with the time it started.
      const schedule = t.system.temporal.client.schedule.getHandle(feedScheduleId(google));
      let workflowId = '';
      await eventually(async () => {
        const action = (await schedule.describe()).info.recentActions[0];
        expect(action).toBeDefined();
        workflowId = action!.action.workflow.workflowId;
      }, 30_000);
      expect(await t.system.temporal.client.workflow.getHandle(workflowId).result()).toMatchObject({
        result: { new: 2 },
        error: null,
      });
      await record('feeds', 'imported', workflowId);
    } finally {
      await t.system.deps.feedSchedules.clear(google);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }, 180_000);
});

describe('generation', () => {
  it('records a generation of more rows than are made at once, in parts on its workflow', async () => {
    const concept = await readyConcept(su, 'Replay generation concept', [acme.childNodeId], acme.partnerId);
    const { campaignId } = await campaignOf(su, acme, concept, 'Replay generation', { templates: ['banner'] });
    const rows = Array.from({ length: AT_ONCE_ROWS + 1 }, (_, i) => `Offer ${i + 1}`);
    const form = new FormData();
    form.append('file', new Blob([['headline', ...rows].join('\n')]), 'large.csv');
    expectStatus(await su.post(`/assemblies/import?campaignId=${campaignId}`, form), 201);
    const started = expectStatus(await su.post('/campaigns/generate-variations', { campaignId }), 202).body as {
      generationId: string;
    };
    expect(await t.system.deps.generations.result({ generationId: started.generationId })).toMatchObject({
      new: rows.length,
    });
    await record('generation', 'generated-in-parts', generationWorkflowId(started));
  }, 180_000);
});

describe('migration', () => {
  it("records a migration of a node's campaigns to another node, and a rerun that finds nothing left", async () => {
    const targetId = await addNode(su, acme.partnerId, { parentId: acme.rootNodeId, name: 'Replay target' });
    await campaignWithTrees(su, acme, 'Replay migration');
    const migrated = async () => {
      expectStatus(await su.post(`/business-nodes/${acme.childNodeId}/migrate-campaigns-to/${targetId}`), 202);
      return t.system.temporal.client.workflow.getHandle(nodeMigrationId(acme.partnerId)).result();
    };
    const moved = (await migrated()) as MigrationProgress;
    expect(moved.moved).toBeGreaterThan(0);
    await record('migration', 'campaigns-moved', nodeMigrationId(acme.partnerId));
    expect(await migrated()).toMatchObject({ total: 0, moved: 0 });
    await record('migration', 'rerun', nodeMigrationId(acme.partnerId));
  }, 180_000);
});

describe('export', () => {
  it("records an export of an asset to a connector's bucket", async () => {
    const moto = await motoS3();
    try {
      const credentials = { accessKeyId: 'replay', secretAccessKey: 'replay' };
      const bucket = { bucket: 'replay-library', region: 'us-east-1', endpoint: moto.endpoint, forcePathStyle: true };
      // The SDK marks the credentials it is given; the connector gets its own copy.
      const s3 = new S3Client({ ...bucket, credentials: { ...credentials } });
      await s3.send(new CreateBucketCommand({ Bucket: bucket.bucket }));
      const connectionId = await connectedStorage(su, {
        name: 'Replay bucket',
        partnerId: acme.partnerId,
        nodeId: acme.childNodeId,
        connectionConfig: { ...bucket, ...credentials },
        entityTypes: ['asset'],
        path: 'replay',
      });
      const admin = api.as('SELF_SERVICE_ADMIN');
      const nodeIds = JSON.stringify([acme.childNodeId]);
      const assetId = await uploadedAsset(t, admin, {}, file('exported.png', await pngImage(), 'image/png'), {
        nodeIds,
      });
      const asked = expectStatus(
        await admin.post('/exports', { entityType: 'asset', entityIds: [assetId], connectionIds: [connectionId] }),
        201,
      ).body as { id: string };
      expect(await t.system.temporal.client.workflow.getHandle(`export-${asked.id}`).result()).toBe('SUCCEED');
      await record('export', 'succeeded', `export-${asked.id}`);
    } finally {
      await moto.stop();
    }
  }, 180_000);
});

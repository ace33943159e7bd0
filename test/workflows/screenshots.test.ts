// The screenshot workflow (workflows/render/screenshots.workflow.ts) on the run's real Temporal server, driven by the
// real commands on the real product's database, blob store and projections. The renderer is the port's steered
// adapter (test/support/screenshot-renderer.ts): it paints the format, fails or holds where a test plants it, and
// counts what it renders. Each format is rendered once however often it is asked for; an edit leaves the last picture
// stale; a failing format is retried, then failed with its reason, and the others go on; a cancel of the request or of
// one variation stops its renders within 2 s; a restart renders the variation again; and a worker process killed
// mid-render is resumed by another that renders nothing twice. The workflow has no timer to skip; the killed worker
// needs a server that hands its workflow task on from the dead worker's sticky queue, which the time-skipping test
// server did not do, so the real one waits out the killed worker's heartbeat and sticky queue timeouts.
import type { ChildProcess } from 'node:child_process';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommandContext } from '../../commands/context';
import {
  cancelCampaignRenders,
  cancelVariationRender,
  requestCampaignScreenshots,
  requestFormatScreenshots,
  restartVariationRender,
} from '../../commands/screenshots';
import { SCREENSHOT_ERROR } from '../../domain/screenshot';
import type { RunningWorker } from '../../workflows/runtime/worker';
import { startRenderWorker } from '../../workflows/render/worker';
import type { ScreenshotRenderer } from '../../workflows/render/screenshot-port';
import { workflowStarters, type WorkflowStarters } from '../../workflows/starters';
import type { Role } from '../../domain/roles';
import { startTestApp, type TestApp } from '../support/app';
import { partnerFixture, type PartnerFixture } from '../support/fixtures';
import type { HttpClient } from '../support/http';
import { eventually } from '../support/eventually';
import { PLANTED_FAILURE, PLANTED_OVERFLOW, SteeredRenderer } from '../support/screenshot-renderer';
import { formatRows, headedVariants, screenshotCampaign, setHeadline as setHeadlineOf } from '../support/screenshots';
import { scheduledHeartbeatTimeouts, testTaskQueue, testTemporal } from '../support/temporal';
import { workerProcess } from '../support/worker-process';
import type { TemporalRuntime } from '../../workflows/runtime/temporal';

const WAIT_MS = 60_000;
/** The killed worker's chunks are retried this long after its last heartbeat rather than the default 30 s: past the
 * 250 ms between a chunk's heartbeats and a loaded machine's pauses. */
const HEARTBEAT_TIMEOUT_MS = 5_000;
/** How long the workflow's next task waits on the killed worker's sticky queue rather than the default 10 s. */
const STICKY_QUEUE_TIMEOUT_MS = 2_000;

/** The product (its workers off: the test runs the render worker), acme with a self-service admin and a reviewer. */
const api = {
  t: undefined as unknown as TestApp,
  su: undefined as unknown as HttpClient,
  acme: undefined as unknown as PartnerFixture,
  user: (role: Role) => api.acme.users[role]!,
  as: (role: Role) => api.acme.users[role]!.client,
};
let env: TemporalRuntime;
let worker: RunningWorker;
let starters: WorkflowStarters;
let campaignId: string;
let treeId: string;
let treePath: string;
/** The renderer the in-process worker renders with: each test steers its own. */
let renderer = new SteeredRenderer();
const delegate: ScreenshotRenderer = { render: (f, signal) => renderer.render(f, signal), close: async () => {} };

const commands = () => ({ store: api.t.system.deps.store, lookups: api.t.system.deps.lookups });
const context = (): CommandContext => ({
  actor: { userId: api.user('SELF_SERVICE_ADMIN').id, role: 'SELF_SERVICE_ADMIN', partnerId: api.acme.partnerId },
  correlationId: 'screenshots-test',
  now: () => new Date(),
});
const pool = () => api.t.system.deps.pool;

beforeAll(async () => {
  api.t = await startTestApp();
  api.su = await api.t.superClient();
  api.acme = await partnerFixture(api.t, api.su, ['SELF_SERVICE_ADMIN', 'REVIEWER']);
  env = await testTemporal();
  const taskQueue = testTaskQueue('screenshots');
  worker = await startRenderWorker(env, taskQueue, {
    commands: { store: api.t.system.deps.store },
    blobs: api.t.system.deps.blobs,
    renderer: delegate,
    concurrency: 2,
  });
  starters = workflowStarters(env.client, { upload: taskQueue, render: taskQueue, review: taskQueue });
  ({ campaignId, treeId, treePath } = await screenshotCampaign(api.su, api.acme, 'Screenshots'));
}, 240_000);
afterAll(async () => {
  await worker?.stop();
  await env?.close();
  await api.t?.close();
});

const admin = () => api.as('SELF_SERVICE_ADMIN');
const variants = (headlines: string[]) => headedVariants(admin(), treePath, headlines);
const variantRow = (id: string) => formatRows(admin(), treePath, id);
const setHeadline = (formats: string[], headline: string) => setHeadlineOf(admin(), treePath, formats, headline);

/** Asks for the formats' screenshots as the self-service admin and starts the request's workflow. */
async function request(formatIds: string[]) {
  const asked = await requestFormatScreenshots(commands(), context(), { campaignId, treeId }, formatIds);
  if (asked.requestId) await starters.screenshots.start({ requestId: asked.requestId });
  return asked;
}

interface RequestRow {
  status: string;
  rendered: number | null;
  reused: number | null;
  failed: number | null;
  cancelled: number | null;
}

/** Waits for the request to finish in the read model, then answers its row and its workflow's result. */
async function finished(requestId: string, waitMs = WAIT_MS): Promise<RequestRow & { result: string }> {
  let row: RequestRow | undefined;
  await eventually(async () => {
    const { rows } = await pool().query<RequestRow>(
      'SELECT status, rendered, reused, failed, cancelled FROM render_request WHERE id = $1',
      [requestId],
    );
    row = rows[0];
    expect(row?.status).toBe('finished');
  }, waitMs);
  return { ...row!, result: await starters.screenshots.result({ requestId }) };
}

async function entry(formatId: string) {
  const { rows } = await pool().query<{ status: string; reason: string | null; request_id: string }>(
    'SELECT status, reason, request_id FROM render_queue_entry WHERE format_id = $1',
    [formatId],
  );
  return rows[0];
}

async function notifications(): Promise<{ kind: string; title: string; message: string }[]> {
  await api.t.system.runner.waitFor(await api.t.system.deps.store.headPosition());
  const { rows } = await pool().query<{ kind: string; title: string; message: string }>(
    "SELECT kind, title, message FROM notification WHERE user_id = $1 AND kind LIKE 'screenshots%' ORDER BY position",
    [api.user('SELF_SERVICE_ADMIN').id],
  );
  return rows;
}

const sorted = (items: string[]) => [...items].sort();

describe('a render request', () => {
  it('pictures each format once, with its QA findings, and tells its user; a second request renders 0', async () => {
    renderer = new SteeredRenderer();
    const made = await variants(['Shot 1', 'Shot 2', `Shot ${PLANTED_OVERFLOW}`]);
    const formatIds = made.flatMap((v) => v.formats);
    const before = (await notifications()).length;
    const asked = await request(formatIds);
    expect(asked).toMatchObject({ queued: 6, alreadyRendered: 0, unfilled: 0 });
    expect(await finished(asked.requestId!)).toMatchObject({ result: 'finished', rendered: 6, failed: 0 });
    expect(renderer.finished).toHaveLength(6);
    expect(new Set(renderer.finished).size).toBe(6);

    const [banner, overflowing] = [await variantRow(made[0]!.id), await variantRow(made[2]!.id)];
    expect(banner.map((f) => [f.screenshotRenderStatus, f.screenshot?.stale])).toEqual([
      ['finished', false],
      ['finished', false],
    ]);
    expect(overflowing[0]!.screenshot!.findings).toEqual([
      { kind: 'overflow', detail: 'A text is wider than its box' },
    ]);
    const png = await fetch(`${api.t.baseUrl}${banner[0]!.screenshot!.url}`, {
      headers: { cookie: api.as('REVIEWER').cookieHeader() },
    });
    expect([png.status, png.headers.get('content-type'), png.headers.get('cache-control')]).toEqual([
      200,
      'image/png',
      'private, max-age=31536000, immutable',
    ]);
    expect(await sharp(Buffer.from(await png.arrayBuffer())).metadata()).toMatchObject({ width: 300, height: 250 });
    expect((await notifications()).slice(before).map((n) => [n.kind, n.title])).toEqual([
      ['screenshotsStarted', 'Screenshots started: Screenshots'],
      ['screenshotsFinished', 'Screenshots finished: Screenshots'],
    ]);

    expect(await request(formatIds)).toEqual({
      requestId: null,
      queued: 0,
      alreadyRendered: 6,
      unfilled: 0,
      position: null,
    });
    expect(renderer.started).toHaveLength(6);
  }, 120_000);

  it('continues as a new run every so many chunks, telling its user once and picturing each format once', async () => {
    renderer = new SteeredRenderer();
    const made = await variants(Array.from({ length: 6 }, (_, i) => `Run ${i}`));
    const asked = await requestFormatScreenshots(
      commands(),
      context(),
      { campaignId, treeId },
      made.flatMap((v) => v.formats),
    );
    const before = (await notifications()).length;
    // Twelve formats are two chunks: one run each.
    await starters.screenshots.start({ requestId: asked.requestId!, chunksPerRun: 1 });
    expect(await finished(asked.requestId!)).toMatchObject({ result: 'finished', rendered: 12 });
    expect(new Set(renderer.finished).size).toBe(12);
    // The run that finished was continued from the first.
    const history = await env.client.workflow.getHandle(`render-screenshots-${asked.requestId}`).fetchHistory();
    expect(history.events?.[0]?.workflowExecutionStartedEventAttributes?.continuedExecutionRunId).toBeTruthy();
    expect((await notifications()).slice(before).map((n) => n.kind)).toEqual([
      'screenshotsStarted',
      'screenshotsFinished',
    ]);
  }, 120_000);

  it('shows the last picture as stale after an edit, until the edited content is rendered', async () => {
    renderer = new SteeredRenderer();
    const [edited] = await variants(['Before the edit']);
    await finished((await request(edited!.formats)).requestId!);
    const picture = (await variantRow(edited!.id))[0]!.screenshot!.url;
    await setHeadline(edited!.formats, 'After the edit');
    expect((await variantRow(edited!.id)).map((f) => [f.screenshotRenderStatus, f.screenshot])).toEqual([
      ['unrendered', expect.objectContaining({ url: picture, stale: true })],
      ['unrendered', expect.objectContaining({ stale: true })],
    ]);
    const again = await request(edited!.formats);
    expect(again.queued).toBe(2);
    await finished(again.requestId!);
    const now = await variantRow(edited!.id);
    expect(now.map((f) => [f.screenshotRenderStatus, f.screenshot!.stale])).toEqual([
      ['finished', false],
      ['finished', false],
    ]);
    expect(now[0]!.screenshot!.url).not.toBe(picture);
  }, 120_000);

  it('retries a failing format, records it failed with its reason, and renders the others', async () => {
    renderer = new SteeredRenderer();
    const [good, bad] = await variants(['Fine one', `Broken ${PLANTED_FAILURE}`]);
    const asked = await request([...good!.formats, ...bad!.formats]);
    expect(await finished(asked.requestId!)).toMatchObject({ result: 'failed', rendered: 2, failed: 2 });
    // Three tries of each failing format, one of each other.
    expect(renderer.started).toHaveLength(2 + 2 * 3);
    expect(await entry(bad!.formats[0]!)).toMatchObject({
      status: 'failed',
      reason: 'The page threw: planted failure',
    });
    expect((await variantRow(bad!.id))[0]).toMatchObject({
      screenshotRenderStatus: 'error',
      screenshot: null,
      screenshotError: 'The page threw: planted failure',
    });
    expect((await variantRow(good!.id))[0]!.screenshotRenderStatus).toBe('finished');
    expect((await notifications()).at(-1)).toEqual({
      kind: 'screenshotsFailed',
      title: 'Screenshots failed: 2 of 4 of Screenshots',
      message: SCREENSHOT_ERROR,
    });
  }, 120_000);
});

describe('cancel and restart', () => {
  it('stops a whole request within 2 s of its cancel', async () => {
    renderer = new SteeredRenderer({ delayMs: 300 });
    const made = await variants(Array.from({ length: 12 }, (_, i) => `Cancel me ${i}`));
    const asked = await request(made.flatMap((v) => v.formats));
    await eventually(() => expect(renderer.finished.length).toBeGreaterThanOrEqual(4), WAIT_MS);
    const { requestIds } = await cancelCampaignRenders(commands(), context(), campaignId);
    const cancelledAt = Date.now();
    expect(requestIds).toEqual([asked.requestId]);
    await starters.screenshots.cancelled({ requestId: asked.requestId! });
    const outcome = await finished(asked.requestId!);
    expect(outcome.cancelled).toBeGreaterThan(0);
    expect(outcome.rendered! + outcome.cancelled!).toBe(24);
    // Nothing rendered after the cancel's 2 s, and nothing started after it took hold.
    expect(Math.max(...renderer.finishedAt) - cancelledAt).toBeLessThan(2000);
    expect(renderer.startedAt.filter((at) => at > cancelledAt + 2000)).toEqual([]);
    expect(outcome.rendered).toBe(renderer.finished.length);
  }, 120_000);

  it('stops one variation mid-render within 2 s, renders the others, and restarts it', async () => {
    const HOLD = 'Hold me';
    renderer = new SteeredRenderer({ hold: (f) => f.width === 300 && f.values.headline?.value === HOLD });
    const [held, other] = await variants([HOLD, 'Not held']);
    const heldFormat = held!.formats[0]!;
    const asked = await request([heldFormat, ...other!.formats]);
    await eventually(async () => expect((await entry(heldFormat))?.status).toBe('rendering'), WAIT_MS);
    await eventually(() => expect(renderer.started.length).toBeGreaterThan(0), WAIT_MS);
    await cancelVariationRender(commands(), context(), heldFormat);
    const cancelledAt = Date.now();
    expect(await finished(asked.requestId!)).toMatchObject({ rendered: 2, cancelled: 1, failed: 0 });
    expect(renderer.aborted).toHaveLength(1);
    expect(renderer.aborted[0]!.at - cancelledAt).toBeLessThan(2000);
    expect((await variantRow(held!.id))[0]!.screenshotRenderStatus).toBe('unrendered');
    await expect(cancelVariationRender(commands(), context(), heldFormat)).rejects.toThrow(
      'The variation is not being rendered',
    );

    renderer = new SteeredRenderer();
    const restarted = await restartVariationRender(commands(), context(), heldFormat);
    expect(restarted).toMatchObject({ queued: 1, alreadyRendered: 0 });
    await starters.screenshots.start({ requestId: restarted.requestId! });
    expect(await finished(restarted.requestId!)).toMatchObject({ rendered: 1 });
    expect((await variantRow(held!.id))[0]!.screenshotRenderStatus).toBe('finished');
    expect(renderer.finished).toHaveLength(1);
  }, 120_000);

  it('tells its user when a campaign request names no variation', async () => {
    const none = await requestCampaignScreenshots(commands(), context(), campaignId, {
      campaignId,
      partnerId: api.acme.partnerId,
      approvalStatus: 'approved',
    });
    expect(none).toMatchObject({ requestId: null, queued: 0 });
    expect((await notifications()).at(-1)).toMatchObject({
      kind: 'screenshotsNotFound',
      message: 'No variations found',
    });
  });
});

describe('a worker killed mid-render', () => {
  let child: ChildProcess | undefined;
  afterAll(() => child?.kill('SIGKILL'));

  it('is resumed by another worker, which renders nothing twice', async () => {
    const taskQueue = testTaskQueue('screenshots-killed');
    const own = workflowStarters(env.client, { upload: taskQueue, render: taskQueue, review: taskQueue });
    const made = await variants(Array.from({ length: 4 }, (_, i) => `Killed ${i}`));
    const asked = await requestFormatScreenshots(
      commands(),
      context(),
      { campaignId, treeId },
      made.flatMap((v) => v.formats),
    );

    const setup = {
      databaseUrl: api.t.config.databaseUrl,
      dataDir: api.t.config.dataDir,
      address: env.address,
      namespace: env.namespace,
      taskQueue,
      renderBefore: 3,
      heartbeatTimeoutMs: HEARTBEAT_TIMEOUT_MS,
      stickyQueueTimeoutMs: STICKY_QUEUE_TIMEOUT_MS,
    };
    const killedRendered: string[] = [];
    const killedStarted: string[] = [];
    child = await workerProcess('screenshot', setup, (line) => {
      const [word, fingerprint] = line.split(' ');
      if (word === 'rendered') killedRendered.push(fingerprint!);
      if (word === 'started') killedStarted.push(fingerprint!);
    });
    await own.screenshots.start({ requestId: asked.requestId! });
    // Three pictures made and stored (the fourth render begins after), the fourth held mid-render: then the process
    // dies without a word.
    await eventually(() => expect(killedStarted).toHaveLength(4), WAIT_MS);
    expect(killedRendered).toHaveLength(3);
    child.kill('SIGKILL');
    await new Promise((resolve) => child!.once('exit', resolve));
    await api.t.system.runner.waitFor(await api.t.system.deps.store.headPosition());
    const { rows } = await pool().query<{ n: number }>(
      "SELECT count(*)::integer AS n FROM render_queue_entry WHERE request_id = $1 AND status = 'done'",
      [asked.requestId],
    );
    const recordedBeforeKill = rows[0]!.n;
    // Once the dead worker's heartbeats are missed (HEARTBEAT_TIMEOUT_MS), Temporal gives its chunk to the next worker,
    // and the workflow's next task too once it has waited on the dead worker's sticky queue (STICKY_QUEUE_TIMEOUT_MS).

    renderer = new SteeredRenderer();
    const next = await startRenderWorker(env, taskQueue, {
      commands: { store: api.t.system.deps.store },
      blobs: api.t.system.deps.blobs,
      renderer: delegate,
      concurrency: 2,
    });
    try {
      const outcome = await finished(asked.requestId!, 120_000);
      expect(outcome).toMatchObject({ failed: 0, cancelled: 0 });
      expect(outcome.rendered! + outcome.reused!).toBe(8);
      // What the dead worker pictured but could not record is found in the blob store by its fingerprint.
      expect(outcome.reused).toBe(killedRendered.length - recordedBeforeKill);
      expect(sorted([...killedRendered, ...renderer.finished])).toEqual(
        sorted([...new Set([...killedRendered, ...renderer.finished])]),
      );
      expect(killedRendered.length + renderer.finished.length).toBe(8);
      // The killed worker began the request: every chunk was scheduled with its heartbeat timeout.
      const workflowId = `render-screenshots-${asked.requestId}`;
      const timeouts = await scheduledHeartbeatTimeouts(env.client, workflowId, 'renderScreenshotChunk');
      expect(timeouts.length).toBeGreaterThan(0);
      expect(timeouts).toEqual(timeouts.map(() => HEARTBEAT_TIMEOUT_MS / 1000));
    } finally {
      await next.stop();
    }
  }, 240_000);
});

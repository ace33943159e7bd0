// The tearsheet workflow (workflows/render/tearsheet.workflow.ts) on the run's real Temporal server, driven by the real
// commands on the real product's database, blob store and projections, its entries from a steered TearsheetSource. A
// build whose collection fails once is retried and records each step once (one collection, one build, one started and
// one finished notice), its picture read from the blob store and a missing one shown as missing; a build that fails
// every try is recorded failed with its reason and the bell says so; a rerun of a settled tearsheet changes nothing.
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommandContext } from '../../commands/context';
import { requestTearsheet } from '../../commands/tearsheets';
import type { TearsheetEntry, TearsheetFilter } from '../../domain/tearsheet';
import { screenshotKey } from '../../workflows/render/screenshot-activities';
import type { TearsheetSource } from '../../workflows/render/tearsheet-activities';
import { startRenderWorker } from '../../workflows/render/worker';
import type { RunningWorker } from '../../workflows/runtime/worker';
import type { TemporalRuntime } from '../../workflows/runtime/temporal';
import { workflowStarters, type WorkflowStarters } from '../../workflows/starters';
import { startTestApp, type TestApp } from '../support/app';
import { eventually } from '../support/eventually';
import { partnerFixture, type PartnerFixture } from '../support/fixtures';
import { SteeredRenderer } from '../support/screenshot-renderer';
import { screenshotCampaign } from '../support/screenshots';
import { testTaskQueue, testTemporal } from '../support/temporal';

let t: TestApp;
let acme: PartnerFixture;
let env: TemporalRuntime;
let worker: RunningWorker;
let starters: WorkflowStarters;
let campaignId: string;
/** What the worker's source answers: each test steers it. */
let source: TearsheetSource = { entries: async () => [] };
const calls: TearsheetFilter[] = [];

const PICTURED = 'a'.repeat(64);
const GONE = 'b'.repeat(64);

const entry = (name: string, fingerprint: string | null): TearsheetEntry => ({
  variationId: `${name}-format`,
  treeId: 'tree',
  platform: 'google',
  channel: 'display',
  variantId: `${name}-variant`,
  variantName: name,
  templateId: 'template',
  formatName: 'Banner',
  size: '300x250',
  approval: { state: 'unapproved', label: 'unapproved', by: null, at: null },
  signals: [],
  screenshot: fingerprint ? { fingerprint, stale: false, findings: [] } : null,
});

const context = (): CommandContext => ({
  actor: { userId: acme.users.SELF_SERVICE_ADMIN!.id, role: 'SELF_SERVICE_ADMIN', partnerId: acme.partnerId },
  correlationId: 'tearsheet-test',
  now: () => new Date(),
});

async function build(filter: TearsheetFilter = {}) {
  const { tearsheetId } = await requestTearsheet(
    { store: t.system.deps.store, lookups: t.system.deps.lookups },
    context(),
    campaignId,
    filter,
  );
  await starters.tearsheets.start({ tearsheetId });
  return { tearsheetId, result: (await starters.tearsheets.result({ tearsheetId })) as unknown as string };
}

const eventsOf = async (tearsheetId: string) =>
  (
    await t.system.deps.pool.query<{ type: string }>(
      'SELECT type FROM es_event WHERE stream_id = $1 ORDER BY position',
      [`Tearsheet-${tearsheetId}`],
    )
  ).rows.map((r) => r.type);

const noticesOf = async (tearsheetId: string) =>
  (
    await t.system.deps.pool.query<{ kind: string; message: string }>(
      'SELECT kind, message FROM notification WHERE request_id = $1 ORDER BY position',
      [tearsheetId],
    )
  ).rows;

beforeAll(async () => {
  t = await startTestApp();
  const su = await t.superClient();
  acme = await partnerFixture(t, su, ['SELF_SERVICE_ADMIN']);
  env = await testTemporal();
  const taskQueue = testTaskQueue('tearsheets');
  worker = await startRenderWorker(env, taskQueue, {
    commands: { store: t.system.deps.store },
    blobs: t.system.deps.blobs,
    renderer: new SteeredRenderer(),
    concurrency: 1,
    tearsheets: { entries: (id, filter) => source.entries(id, filter) },
  });
  starters = workflowStarters(env.client, { upload: taskQueue, render: taskQueue, review: taskQueue });
  ({ campaignId } = await screenshotCampaign(su, acme, 'Tearsheets'));
  const png = await sharp({ create: { width: 300, height: 250, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  await t.system.deps.blobs.put(screenshotKey(acme.partnerId, PICTURED), Readable.from(png));
}, 240_000);
afterAll(async () => {
  await worker?.stop();
  await env?.close();
  await t?.close();
});

describe('the tearsheet workflow', () => {
  it('retries a failed step and records each step once', async () => {
    let failures = 1;
    source = {
      entries: async (_, filter) => {
        calls.push(filter);
        if (failures-- > 0) throw new Error('The read model is away');
        return [entry('Pictured', PICTURED), entry('Gone', GONE), entry('Unrendered', null)];
      },
    };
    const { tearsheetId, result } = await build({ platforms: ['google'] });
    expect(result).toBe('ready');
    expect(calls.slice(-2)).toEqual([{ platforms: ['google'] }, { platforms: ['google'] }]);
    const events = await eventsOf(tearsheetId);
    expect(events.filter((e) => e === 'TearsheetCollected')).toHaveLength(1);
    expect(events.filter((e) => e === 'TearsheetBuilt')).toHaveLength(1);
    await eventually(async () =>
      expect((await noticesOf(tearsheetId)).map((n) => n.kind)).toEqual(['tearsheetStarted', 'tearsheetFinished']),
    );
    let pdfKey = '';
    await eventually(async () => {
      const { rows } = await t.system.deps.pool.query(
        'SELECT status, entries, done, pages, pdf_key AS "pdfKey" FROM tearsheet WHERE id = $1',
        [tearsheetId],
      );
      expect(rows[0]).toMatchObject({ status: 'ready', entries: 3, done: 3, pages: 1 });
      pdfKey = rows[0].pdfKey as string;
    });
    const stored = await t.system.deps.blobs.stat(pdfKey);
    expect(stored?.size).toBeGreaterThan(1000);

    // A rerun of a settled tearsheet builds nothing again.
    await starters.tearsheets.reconcile([{ tearsheetId }]);
    await eventually(async () => expect(await starters.tearsheets.result({ tearsheetId })).toBe('ready'));
    expect(await eventsOf(tearsheetId)).toEqual(events);
  }, 60_000);

  it('records a build that fails every try, with its reason, and tells the bell', async () => {
    source = { entries: () => Promise.reject(new Error('The campaign cannot be read')) };
    const { tearsheetId, result } = await build();
    expect(result).toBe('failed');
    await eventually(async () => {
      const { rows } = await t.system.deps.pool.query('SELECT status, reason FROM tearsheet WHERE id = $1', [
        tearsheetId,
      ]);
      expect(rows[0]).toEqual({ status: 'failed', reason: 'The campaign cannot be read' });
      expect((await noticesOf(tearsheetId)).map((n) => n.kind)).toEqual(['tearsheetStarted', 'tearsheetFailed']);
    });
    expect((await noticesOf(tearsheetId))[1]!.message).toBe('Please try again later or contact your administrator');
  }, 60_000);
});

// The screenshots read model (issue 19 §1): pictures by fingerprint, requests, and the render queue with one entry per
// variation that the latest request owns; every event moves the partner's version, which kept pages are keyed by.
import { describe, it } from 'vitest';
import type { QueuedFormat, RenderedScreenshot, ScreenshotEvent } from '../../domain/screenshot/events';
import { screenshotsProjection } from '../../projections/screenshots/projection';
import { at, date, projectionSpec, stream } from '../support/projection-spec';

const spec = projectionSpec(screenshotsProjection);
const ENTRIES = `SELECT format_id, request_id, fingerprint, status, reason, shot_fingerprint, ord FROM render_queue_entry
  ORDER BY request_position, ord`;
const REQUESTS = `SELECT id, campaign_id, queued, already_rendered, status, rendered, reused, failed, cancelled, finished_at
  FROM render_request ORDER BY position`;

const format = (n: number): QueuedFormat => ({
  formatId: `f${n}`,
  variantId: `v${n}`,
  treeId: 't1',
  fingerprint: `a${n}`,
});
const shot = (n: number, fingerprint = `a${n}`, reused = false): RenderedScreenshot => ({
  formatId: `f${n}`,
  treeId: 't1',
  fingerprint,
  blobKey: `screenshots/p1/${fingerprint}.png`,
  findings: n === 1 ? [{ kind: 'overflow', detail: 'headline is wider than its box' }] : [],
  renderMs: 100 + n,
  weightBytes: 1000 * n,
  reused,
});

/** A request's events, its metadata naming the partner as the commands' do. */
function request(requestId: string, formats: QueuedFormat[], minute = 0) {
  const event = stream<ScreenshotEvent>(`ScreenshotRender-${requestId}`);
  const on = { requestId, campaignId: 'c1' };
  const of = <T extends ScreenshotEvent['type']>(
    type: T,
    data: Omit<Extract<ScreenshotEvent, { type: T }>['data'], 'requestId' | 'campaignId'>,
    m = minute,
  ) => {
    const recorded = event(type, { ...on, ...data } as never, m);
    return { ...recorded, metadata: { ...recorded.metadata, partnerId: 'p1' } };
  };
  const requested = [
    of('ScreenshotsRequested', {
      partnerId: 'p1',
      conceptId: 'k1',
      campaignName: 'Summer',
      scope: { kind: 'campaign', approvalStatus: null },
      requestedBy: 'u1',
      at: at(minute),
      queued: formats.length,
      chunks: 1,
      alreadyRendered: 1,
    }),
    of('ScreenshotFormatsQueued', { chunk: 0, formats }),
  ];
  return { of, requested };
}

describe('screenshots projection', () => {
  it('queues each variation as waiting, in the request’s order', async () => {
    const first = request('r1', [format(1), format(2)]);
    await spec.given(first.requested).then(ENTRIES, [
      {
        format_id: 'f1',
        request_id: 'r1',
        fingerprint: 'a1',
        status: 'waiting',
        reason: null,
        shot_fingerprint: null,
        ord: 0,
      },
      {
        format_id: 'f2',
        request_id: 'r1',
        fingerprint: 'a2',
        status: 'waiting',
        reason: null,
        shot_fingerprint: null,
        ord: 1,
      },
    ]);
  });

  it('keeps each picture by its fingerprint, with its findings, and the variation’s last picture', async () => {
    const r = request('r1', [format(1), format(2), format(3)]);
    await spec
      .given(r.requested)
      .when([
        r.of('ScreenshotsRendering', { formatIds: ['f1', 'f2', 'f3'] }),
        r.of('ScreenshotsRendered', { partnerId: 'p1', screenshots: [shot(1, 'edited1'), shot(2)] }),
        r.of('ScreenshotsFailed', { failures: [{ ...format(3), reason: 'The page did not load' }] }),
      ])
      .then(ENTRIES, [
        {
          format_id: 'f1',
          request_id: 'r1',
          fingerprint: 'edited1',
          status: 'done',
          reason: null,
          shot_fingerprint: 'edited1',
          ord: 0,
        },
        {
          format_id: 'f2',
          request_id: 'r1',
          fingerprint: 'a2',
          status: 'done',
          reason: null,
          shot_fingerprint: 'a2',
          ord: 1,
        },
        {
          format_id: 'f3',
          request_id: 'r1',
          fingerprint: 'a3',
          status: 'failed',
          reason: 'The page did not load',
          shot_fingerprint: null,
          ord: 2,
        },
      ]);
    await spec
      .given(r.requested)
      .when([r.of('ScreenshotsRendered', { partnerId: 'p1', screenshots: [shot(1), shot(2)] })])
      .then(
        'SELECT fingerprint, partner_id, blob_key, findings, render_ms, weight_bytes::integer AS weight_bytes FROM screenshot ORDER BY fingerprint',
        [
          {
            fingerprint: 'a1',
            partner_id: 'p1',
            blob_key: 'screenshots/p1/a1.png',
            findings: [{ kind: 'overflow', detail: 'headline is wider than its box' }],
            render_ms: 101,
            weight_bytes: 1000,
          },
          {
            fingerprint: 'a2',
            partner_id: 'p1',
            blob_key: 'screenshots/p1/a2.png',
            findings: [],
            render_ms: 102,
            weight_bytes: 2000,
          },
        ],
      );
  });

  it('gives a variation to the latest request: an older one’s late outcome leaves it alone, its last picture stays', async () => {
    const older = request('r1', [format(1)]);
    const newer = request('r2', [{ ...format(1), fingerprint: 'b1' }], 5);
    await spec
      .given([...older.requested, older.of('ScreenshotsRendered', { partnerId: 'p1', screenshots: [shot(1)] })])
      .when([...newer.requested, older.of('ScreenshotsFailed', { failures: [{ ...format(1), reason: 'late' }] })])
      .then(ENTRIES, [
        {
          format_id: 'f1',
          request_id: 'r2',
          fingerprint: 'b1',
          status: 'waiting',
          reason: null,
          shot_fingerprint: 'a1',
          ord: 0,
        },
      ]);
  });

  it('cancels the pending variations of a request, or the ones named', async () => {
    const r = request('r1', [format(1), format(2), format(3)]);
    const rendered = r.of('ScreenshotsRendered', { partnerId: 'p1', screenshots: [shot(1)] });
    await spec
      .given([...r.requested, rendered, r.of('ScreenshotRenderCancelled', { formatIds: ['f2'], by: 'u1', at: at(1) })])
      .then('SELECT format_id, status FROM render_queue_entry ORDER BY format_id', [
        { format_id: 'f1', status: 'done' },
        { format_id: 'f2', status: 'cancelled' },
        { format_id: 'f3', status: 'waiting' },
      ]);
    await spec
      .given([...r.requested, rendered])
      .when([r.of('ScreenshotRenderCancelled', { formatIds: null, by: 'u1', at: at(1) })])
      .then('SELECT format_id, status FROM render_queue_entry ORDER BY format_id', [
        { format_id: 'f1', status: 'done' },
        { format_id: 'f2', status: 'cancelled' },
        { format_id: 'f3', status: 'cancelled' },
      ]);
  });

  it('holds each request and its outcome once finished', async () => {
    const r = request('r1', [format(1), format(2)]);
    await spec.given(r.requested).then(REQUESTS, [
      {
        id: 'r1',
        campaign_id: 'c1',
        queued: 2,
        already_rendered: 1,
        status: 'running',
        rendered: null,
        reused: null,
        failed: null,
        cancelled: null,
        finished_at: null,
      },
    ]);
    await spec
      .given(r.requested)
      .when([
        r.of('ScreenshotsRendered', { partnerId: 'p1', screenshots: [shot(1), shot(2, 'a2', true)] }),
        r.of('ScreenshotRenderFinished', { rendered: 1, reused: 1, failed: 0, cancelled: 0, at: at(2) }),
      ])
      .then(REQUESTS, [
        {
          id: 'r1',
          campaign_id: 'c1',
          queued: 2,
          already_rendered: 1,
          status: 'finished',
          rendered: 1,
          reused: 1,
          failed: 0,
          cancelled: 0,
          finished_at: date(2),
        },
      ]);
  });

  it('moves the partner’s version with every event', async () => {
    const r = request('r1', [format(1)]);
    const rendered = r.of('ScreenshotsRendered', { partnerId: 'p1', screenshots: [shot(1)] });
    await spec
      .given(r.requested)
      .when([rendered])
      .then('SELECT partner_id, version::integer AS version FROM screenshot_version', [
        { partner_id: 'p1', version: rendered.position },
      ]);
  });
});

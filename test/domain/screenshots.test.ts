// Render requests (issue 19 §1): a request and its formats in chunks; the workflow's steps record each format once,
// whatever is retried; cancel settles only what is pending; finishing counts once. Then which formats a request
// takes (by fingerprint, unfilled ones left out), a row's render state and picture, and the notification texts.
import { describe, expect, it } from 'vitest';
import { PersonaliseTreeAggregate, contentFingerprint, type PersonaliseEvent } from '../../domain/personalise';
import {
  chosenFormats,
  decideScreenshots,
  formatScreenshot,
  liveFormats,
  NOT_BEING_RENDERED,
  NOTHING_BEING_RENDERED,
  planRequest,
  QUEUE_CHUNK,
  RENDER_REQUEST_EXISTS,
  RENDER_REQUEST_NOT_FOUND,
  ScreenshotRenderAggregate,
  SCREENSHOT_ERROR,
  screenshotNoticeText,
  type QueuedFormat,
  type RenderedScreenshot,
  type ScreenshotEvent,
  type ScreenshotsRequested,
} from '../../domain/screenshot';
import { spec } from '../support/given-when-then';

const given = spec(ScreenshotRenderAggregate, decideScreenshots).given;
const requestId = 'r0000000000000000000000r';
const campaignId = 'c0000000000000000000000c';
const at = '2026-11-23T10:00:00.000Z';
const onRequest = { requestId, campaignId };

const request: Omit<ScreenshotsRequested['data'], 'queued' | 'chunks'> = {
  ...onRequest,
  partnerId: 'p1',
  conceptId: 'k1',
  campaignName: 'Summer',
  scope: { kind: 'campaign', approvalStatus: null },
  requestedBy: 'u1',
  at,
  alreadyRendered: 2,
};
const format = (n: number): QueuedFormat => ({
  formatId: `f${n}`,
  variantId: `v${n}`,
  treeId: 't1',
  fingerprint: `fp${n}`,
});
const requested = (...formats: QueuedFormat[]): ScreenshotEvent[] => [
  { type: 'ScreenshotsRequested', data: { ...request, queued: formats.length, chunks: formats.length > 0 ? 1 : 0 } },
  ...(formats.length > 0
    ? [{ type: 'ScreenshotFormatsQueued' as const, data: { ...onRequest, chunk: 0, formats } }]
    : []),
];
const shot = (n: number, fingerprint = `fp${n}`): RenderedScreenshot => ({
  formatId: `f${n}`,
  treeId: 't1',
  fingerprint,
  blobKey: `screenshots/p1/${fingerprint}.png`,
  findings: [],
  renderMs: 120,
  weightBytes: 4000,
  reused: false,
});
const rendered = (...screenshots: RenderedScreenshot[]): ScreenshotEvent => ({
  type: 'ScreenshotsRendered',
  data: { ...onRequest, partnerId: 'p1', screenshots },
});

describe('asking for screenshots', () => {
  it('records the request and its formats, each once, in chunks of QUEUE_CHUNK', () => {
    const formats = Array.from({ length: 2 * QUEUE_CHUNK + 1 }, (_, i) => format(i));
    const events = decideScreenshots(
      { type: 'RequestScreenshots', request, formats: [...formats, format(0)] },
      ScreenshotRenderAggregate.initialState(),
    );
    expect(events.map((e) => e.type)).toEqual([
      'ScreenshotsRequested',
      'ScreenshotFormatsQueued',
      'ScreenshotFormatsQueued',
      'ScreenshotFormatsQueued',
    ]);
    expect(events[0]!.data).toEqual({ ...request, queued: 2 * QUEUE_CHUNK + 1, chunks: 3 });
    expect(events.slice(1).map((e) => (e.data as { formats: unknown[] }).formats.length)).toEqual([
      QUEUE_CHUNK,
      QUEUE_CHUNK,
      1,
    ]);
  });

  it('records a request with nothing to render as such', () =>
    given([])
      .when({ type: 'RequestScreenshots', request, formats: [] })
      .then([{ type: 'ScreenshotsRequested', data: { ...request, queued: 0, chunks: 0 } }]));

  it('refuses a second request on the same stream', () =>
    given(requested(format(1)))
      .when({ type: 'RequestScreenshots', request, formats: [format(2)] })
      .thenThrows(409, RENDER_REQUEST_EXISTS));
});

describe('the workflow’s steps', () => {
  it('takes up only the waiting formats', () =>
    given([
      ...requested(format(1), format(2)),
      { type: 'ScreenshotsRendering', data: { ...onRequest, formatIds: ['f1'] } },
    ])
      .when({ type: 'MarkRendering', formatIds: ['f1', 'f2', 'f9'] })
      .then([{ type: 'ScreenshotsRendering', data: { ...onRequest, formatIds: ['f2'] } }]));

  it('records a picture once: a retried batch records only what it adds', () =>
    given([...requested(format(1), format(2)), rendered(shot(1))])
      .when({ type: 'RecordScreenshots', screenshots: [shot(1), shot(2, 'fp2-edited')] })
      .then([rendered(shot(2, 'fp2-edited'))]));

  it('records nothing for a batch already recorded', () =>
    given([...requested(format(1)), rendered(shot(1))])
      .when({ type: 'RecordScreenshots', screenshots: [shot(1)] })
      .then([]));

  it('records a failure with its reason, and never over a picture', () =>
    given([...requested(format(1), format(2)), rendered(shot(1))])
      .when({
        type: 'RecordFailures',
        failures: [
          { formatId: 'f1', treeId: 't1', fingerprint: 'fp1', reason: 'late' },
          { formatId: 'f2', treeId: 't1', fingerprint: 'fp2', reason: 'The page did not load' },
        ],
      })
      .then([
        {
          type: 'ScreenshotsFailed',
          data: {
            ...onRequest,
            failures: [{ formatId: 'f2', treeId: 't1', fingerprint: 'fp2', reason: 'The page did not load' }],
          },
        },
      ]));

  it('keeps a picture that finished as its cancel arrived, but records no failure of it', () => {
    const cancelled: ScreenshotEvent[] = [
      ...requested(format(1)),
      { type: 'ScreenshotRenderCancelled', data: { ...onRequest, formatIds: null, by: 'u1', at } },
    ];
    given(cancelled)
      .when({ type: 'RecordScreenshots', screenshots: [shot(1)] })
      .then([rendered(shot(1))]);
    given(cancelled)
      .when({ type: 'RecordFailures', failures: [{ ...format(1), reason: 'aborted' }] })
      .then([]);
  });

  it('needs its request', () =>
    given([])
      .when({ type: 'MarkRendering', formatIds: ['f1'] })
      .thenThrows(404, RENDER_REQUEST_NOT_FOUND));
});

describe('cancelling', () => {
  it('stops every pending format of the request', () =>
    given([...requested(format(1), format(2)), rendered(shot(1))])
      .when({ type: 'CancelRender', formatIds: null, by: 'u1', at })
      .then([{ type: 'ScreenshotRenderCancelled', data: { ...onRequest, formatIds: null, by: 'u1', at } }]));

  it('stops one variation that is pending', () =>
    given(requested(format(1), format(2)))
      .when({ type: 'CancelRender', formatIds: ['f2'], by: 'u1', at })
      .then([{ type: 'ScreenshotRenderCancelled', data: { ...onRequest, formatIds: ['f2'], by: 'u1', at } }]));

  it('refuses a variation already pictured', () =>
    given([...requested(format(1)), rendered(shot(1))])
      .when({ type: 'CancelRender', formatIds: ['f1'], by: 'u1', at })
      .thenThrows(409, NOT_BEING_RENDERED));

  it('refuses a request with nothing pending', () =>
    given([...requested(format(1)), rendered(shot(1))])
      .when({ type: 'CancelRender', formatIds: null, by: 'u1', at })
      .thenThrows(409, NOTHING_BEING_RENDERED));

  it('refuses a format the request does not name', () =>
    given(requested(format(1)))
      .when({ type: 'CancelRender', formatIds: ['f7'], by: 'u1', at })
      .thenThrows(404, RENDER_REQUEST_NOT_FOUND));
});

describe('finishing', () => {
  it('counts each outcome once, and a second finish records nothing', () => {
    const reused = { ...shot(2), reused: true };
    const history: ScreenshotEvent[] = [
      ...requested(format(1), format(2), format(3), format(4)),
      rendered(shot(1), reused),
      { type: 'ScreenshotsFailed', data: { ...onRequest, failures: [{ ...format(3), reason: 'broken' }] } },
      { type: 'ScreenshotRenderCancelled', data: { ...onRequest, formatIds: ['f4'], by: 'u1', at } },
    ];
    const finished: ScreenshotEvent = {
      type: 'ScreenshotRenderFinished',
      data: { ...onRequest, rendered: 1, reused: 1, failed: 1, cancelled: 1, at },
    };
    given(history).when({ type: 'FinishRender', at }).then([finished]);
    given([...history, finished])
      .when({ type: 'FinishRender', at })
      .then([]);
  });

  it('cancels what was never settled, so nothing waits for ever', () =>
    given([...requested(format(1), format(2)), rendered(shot(1))])
      .when({ type: 'FinishRender', at })
      .then([
        {
          type: 'ScreenshotRenderCancelled',
          data: { ...onRequest, formatIds: ['f2'], by: 'render-workflow', at },
        },
        {
          type: 'ScreenshotRenderFinished',
          data: { ...onRequest, rendered: 1, reused: 0, failed: 0, cancelled: 1, at },
        },
      ]));
});

describe('which formats a request takes', () => {
  const template = {
    templateId: 'tv1',
    name: '300x250 Banner',
    shortName: '300x250',
    size: '300x250',
    version: 3,
    kind: 'html' as const,
    facebookFormat: null,
    elements: [],
    cardElements: [],
  };
  const value = (text: string) => ({ value: text, assetId: null, thumbLocation: null });
  const onTree = { treeId: 't1', campaignId };
  const tree = [
    {
      type: 'PersonaliseTreeCreated',
      data: { ...onTree, partnerId: 'p1', platform: 'google', format: 'display', templates: [template] },
    },
    ...['a', 'b', 'c'].map((name, i) => ({
      type: 'VariantCreated',
      data: {
        ...onTree,
        variantId: `v${i}`,
        name,
        clonedFrom: null,
        createdBy: 'u1',
        createdAt: at,
        formats: [
          {
            formatId: `f${i}`,
            templateId: 'tv1',
            values: name === 'c' ? {} : { headline: value('Hello') },
            signalIds: [],
            cards: null,
            required: ['headline'],
          },
        ],
      },
    })),
    {
      type: 'FormatApprovalsChanged',
      data: { ...onTree, approvals: ['f1'], rejections: [], final: true, by: 'u', role: 'SUPER', at },
    },
    { type: 'VariantArchived', data: { ...onTree, variantId: 'v0' } },
  ] as PersonaliseEvent[];
  const state = tree.reduce(PersonaliseTreeAggregate.evolve, PersonaliseTreeAggregate.initialState());
  const hello = contentFingerprint({ templateId: 'tv1', version: 3 }, { headline: value('Hello') }, null);

  it('takes the live formats with the fingerprint approvals bind to, and leaves unfilled ones out', () => {
    const formats = liveFormats([template], 't1', state).sort((x, y) => x.formatId.localeCompare(y.formatId));
    expect(formats.map((f) => [f.formatId, f.filled, f.approval])).toEqual([
      ['f1', true, 'approved'],
      ['f2', false, 'unapproved'],
    ]);
    expect(formats[0]!.fingerprint).toBe(hello);
    expect(planRequest(formats, new Set())).toEqual({
      queued: [{ formatId: 'f1', variantId: 'v1', treeId: 't1', fingerprint: hello }],
      alreadyRendered: 0,
      unfilled: 1,
    });
  });

  it('queues nothing whose content is pictured already: a second request renders 0', () => {
    const formats = chosenFormats([template], 't1', state, ['f0', 'f1'])!;
    expect(planRequest(formats, new Set([hello]))).toEqual({ queued: [], alreadyRendered: 2, unfilled: 0 });
  });

  it('knows no format of another tree', () => expect(chosenFormats([template], 't1', state, ['f9'])).toBeNull());
});

describe('a row’s screenshot', () => {
  const stored = (fingerprint: string) => ({ fingerprint, findings: [], renderMs: 100, weightBytes: 2048 });
  const base = { campaignId, fingerprint: 'now', filled: true, entry: null, current: null, last: null };
  const url = (fp: string) => `/api/v1/campaigns/${campaignId}/screenshots/${fp}`;

  it('is finished when its current content is pictured, by this format or another', () =>
    expect(formatScreenshot({ ...base, current: stored('now'), last: stored('before') })).toEqual({
      status: 'finished',
      picture: { url: url('now'), fingerprint: 'now', stale: false, findings: [], renderMs: 100, weightBytes: 2048 },
      reason: null,
    }));

  it('shows the last picture as stale after an edit, until the new one is rendered', () => {
    const entry = { status: 'waiting' as const, fingerprint: 'now', reason: null };
    expect(formatScreenshot({ ...base, entry, last: stored('before') })).toMatchObject({
      status: 'queued',
      picture: { url: url('before'), stale: true },
    });
    expect(
      formatScreenshot({ ...base, entry: { ...entry, status: 'done', fingerprint: 'before' }, last: stored('before') }),
    ).toMatchObject({ status: 'unrendered', picture: { stale: true } });
  });

  it('is in progress, in error with its reason, unrendered or uninitialized', () => {
    const entry = (status: 'rendering' | 'failed' | 'cancelled', fingerprint = 'now') => ({
      status,
      fingerprint,
      reason: status === 'failed' ? 'The page did not load' : null,
    });
    expect(formatScreenshot({ ...base, entry: entry('rendering') }).status).toBe('progress');
    expect(formatScreenshot({ ...base, entry: entry('failed') })).toEqual({
      status: 'error',
      picture: null,
      reason: 'The page did not load',
    });
    expect(formatScreenshot({ ...base, entry: entry('failed', 'before') }).status).toBe('unrendered');
    expect(formatScreenshot({ ...base, entry: entry('cancelled') }).status).toBe('unrendered');
    expect(formatScreenshot({ ...base, filled: false }).status).toBe('uninitialized');
  });
});

describe('notifications', () => {
  const facts = { campaignName: 'Summer', queued: 12, rendered: 10, failed: 2, cancelled: 0 };
  it('says started, finished and failed; a failure in the spec’s words', () => {
    expect(screenshotNoticeText('started', facts)).toEqual({
      title: 'Screenshots started: Summer',
      message: '12 screenshots of Summer are being rendered.',
    });
    expect(screenshotNoticeText('finished', { ...facts, cancelled: 1 }).message).toBe(
      '10 screenshots of Summer ready, 1 cancelled.',
    );
    expect(screenshotNoticeText('failed', facts)).toEqual({
      title: 'Screenshots failed: 2 of 12 of Summer',
      message: SCREENSHOT_ERROR,
    });
    expect(SCREENSHOT_ERROR).toBe('Please try again later or contact your administrator');
    expect(screenshotNoticeText('noVariations', facts).message).toBe('No variations found');
  });
});

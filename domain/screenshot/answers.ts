// What the screenshot routes answer (issue 19 §1; spec 2 §3 'render queue', §4 'Render states', §7 'Campaigns':
// make-screenshots, render-queue/state, cancel-render, restart-render, formats/screenshots), and the screenshot fields
// every personalise and creatives row carries. The API declares these schemas; the read model
// (projections/screenshots/) and the screens take their types from them (import type only).
import { Type, type Static, type TInteger } from 'typebox';
import { FORMAT_APPROVALS } from '../personalise/approvals';
import { Answer, Id, Nullable, OneOf, Timestamp } from '../shared/schema';
import { QA_FINDING_KINDS } from './qa';
import { QUEUE_STATUSES, type QueueStatus } from './state';
import { SCREENSHOT_RENDER_STATES } from './view';

/** The render queue answer lists this many variations not pictured at most; the rest are a page away. */
export const UNSETTLED_SHOWN = 1000;

const QaFinding = Answer({ kind: OneOf(QA_FINDING_KINDS), detail: Type.String() }, 'What automated QA found');

/** A picture of a format: where the API serves it, what QA found, and whether its content has been edited since. */
export const ScreenshotPicture = Answer(
  {
    url: Type.String({ description: 'Where the PNG is served (GET /campaigns/{id}/screenshots/{fingerprint})' }),
    fingerprint: Type.String({ description: 'The content fingerprint the picture is of' }),
    stale: Type.Boolean({ description: 'The format was edited since: this is its last picture, of older content' }),
    findings: Type.Array(QaFinding),
    renderMs: Type.Integer(),
    weightBytes: Type.Integer({ description: 'Every byte the creative loaded' }),
  },
  'A picture of a format',
);
export type ScreenshotPicture = Static<typeof ScreenshotPicture>;

/** The screenshot fields of a personalise or creatives format row (domain/screenshot/view.ts judges them). */
export const screenshotFields = {
  screenshotRenderStatus: OneOf(SCREENSHOT_RENDER_STATES),
  screenshot: Nullable(ScreenshotPicture),
  screenshotError: Nullable(Type.String({ description: 'Why the last render of its current content failed' })),
};

export const RenderRequestAnswer = Answer(
  {
    requestId: Nullable(Id),
    queued: Type.Integer({ minimum: 0, description: 'Formats queued for rendering' }),
    alreadyRendered: Type.Integer({ minimum: 0, description: 'Formats whose content is pictured already' }),
    unfilled: Type.Integer({ minimum: 0, description: 'Formats left out: not every required field is filled' }),
  },
  'What a render request did: the request it recorded (null when nothing was left to render)',
);
export type RenderRequestAnswer = Static<typeof RenderRequestAnswer>;

const RenderScope = Type.Union([
  Answer({ kind: Type.Literal('campaign'), approvalStatus: Nullable(OneOf(FORMAT_APPROVALS)) }),
  Answer({ kind: Type.Literal('formats'), treeId: Id }),
  Answer({ kind: Type.Literal('restart'), formatId: Id }),
]);

const counts = Object.fromEntries(QUEUE_STATUSES.map((s) => [s, Type.Integer({ minimum: 0 })])) as Record<
  QueueStatus,
  TInteger
>;
const QueueCounts = Answer({ ...counts, total: Type.Integer({ minimum: 0 }) });
export type QueueCounts = Static<typeof QueueCounts>;

export const QueueEntry = Answer(
  {
    variationId: Id,
    variantId: Id,
    variantName: Nullable(Type.String()),
    treeId: Id,
    requestId: Id,
    status: OneOf(QUEUE_STATUSES),
    reason: Nullable(Type.String({ description: 'Why it failed' })),
    fingerprint: Type.String({ description: 'The content it was queued with, then the content rendered' }),
    updatedAt: Timestamp,
  },
  "A variation's latest render",
);
export type QueueEntry = Static<typeof QueueEntry>;

const RenderRequestView = Answer({
  id: Id,
  scope: RenderScope,
  requestedBy: Type.String(),
  requestedAt: Timestamp,
  queued: Type.Integer(),
  alreadyRendered: Type.Integer(),
  status: OneOf(['running', 'finished'] as const),
  outcome: Nullable(
    Answer({
      rendered: Type.Integer(),
      reused: Type.Integer(),
      failed: Type.Integer(),
      cancelled: Type.Integer(),
      finishedAt: Timestamp,
    }),
  ),
});
export type RenderRequestView = Static<typeof RenderRequestView>;

export const RenderQueueAnswer = Answer(
  {
    campaignId: Id,
    running: Type.Boolean({ description: 'A request of the campaign is running: the refresh button spins' }),
    counts: QueueCounts,
    requests: Type.Array(RenderRequestView, {
      description: 'The running requests, then the latest finished (10 in all at most)',
    }),
    entries: Type.Array(QueueEntry, {
      description: `The variations not pictured: rendering, waiting, failed, then cancelled, each in queue order (${UNSETTLED_SHOWN} at most; every entry through GET /campaigns/{id}/render-queue/entries)`,
    }),
  },
  'The render queue of a campaign',
);
export type RenderQueueState = Static<typeof RenderQueueAnswer>;

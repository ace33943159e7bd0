// What the screenshot routes take and answer (issue 19 §1; spec 2 §3 'render queue', §4 'Render states', §7
// 'Campaigns': make-screenshots, render-queue/state, cancel-render, restart-render, formats/screenshots), and the
// screenshot fields every personalise and creatives row carries (domain/screenshot/view.ts).
import { Type } from 'typebox';
import { FORMAT_APPROVALS } from '../../domain/personalise/approvals';
import { QA_FINDING_KINDS } from '../../domain/screenshot/qa';
import { QUEUE_STATUSES } from '../../domain/screenshot/state';
import { SCREENSHOT_RENDER_STATES } from '../../domain/screenshot/view';
import { UNSETTLED_SHOWN } from '../../projections/screenshots/queries';
import { ListAnswer } from '../http/list-query';
import { Answer, Body, Id, Literals, Nullable, OneOf, Timestamp } from '../http/schemas';

// ---- Requests ----

/** POST /campaigns/{id}/make-screenshots (spec 2 §7). */
export const MakeScreenshotsBody = Body({
  campaignId: Id,
  partnerId: Id,
  /** Only the formats in this approval state; null or absent: every live format of the campaign. */
  approvalStatus: Type.Optional(Nullable(Literals(FORMAT_APPROVALS))),
});

/** A tree's 10,000 variants of several formats, at most, in one request. */
const MAX_FORMATS = 60_000;

/** POST /campaigns/{id}/personalize/{treeId}/formats/screenshots (spec 2 §7). */
export const FormatScreenshotsBody = Body({
  formatIds: Type.Array(Id, { minItems: 1, maxItems: MAX_FORMATS, description: 'Variant formats of the tree' }),
});

// ---- Answers ----

const QaFinding = Answer({ kind: OneOf(QA_FINDING_KINDS), detail: Type.String() }, 'What automated QA found');

const ScreenshotPicture = Answer(
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

/** The screenshot fields of a personalise or creatives format row. */
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

const RenderScope = Type.Union([
  Answer({ kind: Type.Literal('campaign'), approvalStatus: Nullable(OneOf(FORMAT_APPROVALS)) }),
  Answer({ kind: Type.Literal('formats'), treeId: Id }),
  Answer({ kind: Type.Literal('restart'), formatId: Id }),
]);

const counts = Object.fromEntries(QUEUE_STATUSES.map((s) => [s, Type.Integer({ minimum: 0 })])) as Record<
  (typeof QUEUE_STATUSES)[number],
  ReturnType<typeof Type.Integer>
>;

const QueueEntry = Answer(
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

export const RenderQueueAnswer = Answer(
  {
    campaignId: Id,
    running: Type.Boolean({ description: 'A request of the campaign is running: the refresh button spins' }),
    counts: Answer({ ...counts, total: Type.Integer({ minimum: 0 }) }),
    requests: Type.Array(
      Answer({
        id: Id,
        scope: RenderScope,
        requestedBy: Type.String(),
        requestedAt: Timestamp,
        queued: Type.Integer(),
        alreadyRendered: Type.Integer(),
        status: OneOf(['running', 'finished']),
        outcome: Nullable(
          Answer({
            rendered: Type.Integer(),
            reused: Type.Integer(),
            failed: Type.Integer(),
            cancelled: Type.Integer(),
            finishedAt: Timestamp,
          }),
        ),
      }),
      { description: 'The running requests, then the latest finished (10 in all at most)' },
    ),
    entries: Type.Array(QueueEntry, {
      description: `The variations not pictured: rendering, waiting, failed, then cancelled, each in queue order (${UNSETTLED_SHOWN} at most; every entry through GET /campaigns/{id}/render-queue/entries)`,
    }),
  },
  'The render queue of a campaign',
);

export const RenderQueueEntries = ListAnswer('entries', QueueEntry);

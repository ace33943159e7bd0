// Screenshots of variant formats (issue 19 §1; spec 2 §7 'Campaigns'): asking for them (a campaign's formats, or the
// formats a user chose in a tree, or one variation again), cancelling a variation's render or all of a campaign's,
// and the render workflow's steps. A request reads each tree's formats from its stream (the fold the command pipeline
// keeps), takes their content fingerprints as approvals do, and queues only content not pictured yet: an unchanged
// format is never rendered twice. Each request is its own stream, `ScreenshotRender-<requestId>`.
import { campaignTree, treeFactsOf } from './personalise';
import { scopedCampaign } from './campaigns';
import type { CampaignRef } from './lookups';
import { eventContext, type CommandContext, type EventContext } from './context';
import type { CommandDeps } from './deps';
import { execute, latestState, type CommandResult } from './execute';
import { newId } from './ids';
import { sendNotification } from './notifications';
import { PersonaliseTreeAggregate, type FormatApproval, type TreeFacts, type TreeState } from '../domain/personalise';
import {
  ALREADY_BEING_RENDERED,
  CAMPAIGN_MISMATCH,
  chosenFormats,
  decideScreenshots,
  liveFormats,
  NOT_BEING_RENDERED,
  NOTHING_BEING_RENDERED,
  planRequest,
  SCREENSHOT_ACCESS,
  SCREENSHOT_NOTICE_KINDS,
  ScreenshotRenderAggregate,
  screenshotNoticeText,
  type FormatContent,
  type RenderRequestFacts,
  type RenderRequestState,
  type RenderScope,
  type ScreenshotCommand,
  type ScreenshotEvent,
  type ScreenshotNotice,
} from '../domain/screenshot';
import type { RenderRequestAnswer } from '../domain/screenshot/answers';
import { CAMPAIGN_NOT_FOUND } from '../domain/campaign/messages';
import { DomainError, MESSAGES } from '../domain/shared/errors';

/** The render workflow's commands need the event store only. */
export type ScreenshotWorkflowDeps = Pick<CommandDeps, 'store'>;

const RENDER_ACTOR = { userId: 'render-workflow', role: 'SYSTEM' } as const;

const treeState = (store: CommandDeps['store'], context: EventContext, tree: TreeFacts): Promise<TreeState> =>
  latestState(store, PersonaliseTreeAggregate, tree.treeId, context);

export type RenderRequestResult = RenderRequestAnswer & { position: number | null };

function notice(
  request: Pick<RenderRequestFacts, 'campaignId' | 'campaignName'> & { requestId: string | null },
  kind: ScreenshotNotice,
  userId: string,
  facts: { queued: number; rendered: number; failed: number; cancelled: number },
  at: string,
) {
  // A notice with no request (none found) has an id of its own: every such answer is a notice.
  const about = request.requestId ?? newId();
  return {
    notificationId: `${about}-${SCREENSHOT_NOTICE_KINDS[kind]}-${userId}`,
    userId,
    kind: SCREENSHOT_NOTICE_KINDS[kind],
    campaignId: request.campaignId,
    requestId: request.requestId,
    ...screenshotNoticeText(kind, { campaignName: request.campaignName, ...facts }),
    link: `/campaigns/${request.campaignId}/personalize`,
    at,
  };
}

/**
 * Records a request of these formats when some of their content is not pictured yet. A request that names no format
 * at all tells its user 'No variations found' in the bell; one whose every format is pictured (or not filled) records
 * nothing: there is nothing to render.
 */
async function recordRequest(
  deps: CommandDeps,
  context: CommandContext,
  campaign: CampaignRef,
  scope: RenderScope,
  formats: FormatContent[],
): Promise<RenderRequestResult> {
  const on = eventContext(context, campaign.partnerId);
  const at = context.now().toISOString();
  if (formats.length === 0) {
    const none = notice(
      { requestId: null, campaignId: campaign.id, campaignName: campaign.name },
      'noVariations',
      context.actor.userId,
      { queued: 0, rendered: 0, failed: 0, cancelled: 0 },
      at,
    );
    const { position } = await sendNotification(deps, on, none);
    return { requestId: null, queued: 0, alreadyRendered: 0, unfilled: 0, position };
  }
  const plan = planRequest(formats, await deps.lookups.picturedFingerprints(formats.map((f) => f.fingerprint)));
  const counts = { queued: plan.queued.length, alreadyRendered: plan.alreadyRendered, unfilled: plan.unfilled };
  if (plan.queued.length === 0) return { requestId: null, ...counts, position: null };
  const requestId = newId();
  const { position } = await execute(deps.store, ScreenshotRenderAggregate, requestId, on, (state) =>
    decideScreenshots(
      {
        type: 'RequestScreenshots',
        request: {
          requestId,
          campaignId: campaign.id,
          partnerId: campaign.partnerId,
          conceptId: campaign.conceptId,
          campaignName: campaign.name,
          scope,
          requestedBy: context.actor.userId,
          at,
          alreadyRendered: plan.alreadyRendered,
        },
        formats: plan.queued,
      },
      state,
    ),
  );
  return { requestId, ...counts, position };
}

/**
 * POST /campaigns/{id}/make-screenshots {campaignId, partnerId, approvalStatus}: every live format of the campaign's
 * trees, or those in one approval state. The body names the path's campaign and its partner.
 */
export async function requestCampaignScreenshots(
  deps: CommandDeps,
  context: CommandContext,
  campaignId: string,
  input: { campaignId: string; partnerId: string; approvalStatus?: FormatApproval | null },
): Promise<RenderRequestResult> {
  const campaign = await scopedCampaign(deps.lookups, context.actor, campaignId, SCREENSHOT_ACCESS.render);
  if (input.campaignId !== campaignId) throw DomainError.unprocessable(CAMPAIGN_MISMATCH);
  if (input.partnerId !== campaign.partnerId) throw DomainError.notFound(CAMPAIGN_NOT_FOUND);
  const on = eventContext(context, campaign.partnerId);
  const formats: FormatContent[] = [];
  // The campaign's trees in one query, as a generation reads them (lookups.campaignTrees).
  for (const tree of (await deps.lookups.campaignTrees(campaignId)).map(treeFactsOf)) {
    for (const f of liveFormats(tree.templates, tree.treeId, await treeState(deps.store, on, tree)))
      if (!input.approvalStatus || f.approval === input.approvalStatus) formats.push(f);
  }
  return recordRequest(
    deps,
    context,
    campaign,
    { kind: 'campaign', approvalStatus: input.approvalStatus ?? null },
    formats,
  );
}

/** POST …/personalize/{treeId}/formats/screenshots {formatIds}: the chosen formats of the tree, archived or not. */
export async function requestFormatScreenshots(
  deps: CommandDeps,
  context: CommandContext,
  ref: { campaignId: string; treeId: string },
  formatIds: string[],
): Promise<RenderRequestResult> {
  const campaign = await scopedCampaign(deps.lookups, context.actor, ref.campaignId, SCREENSHOT_ACCESS.render);
  const tree = await campaignTree(deps.lookups, campaign.id, ref.treeId);
  const state = await treeState(deps.store, eventContext(context, campaign.partnerId), tree);
  const formats = chosenFormats(tree.templates, tree.treeId, state, formatIds);
  if (!formats) throw DomainError.notFound(MESSAGES.entityNotFound);
  return recordRequest(deps, context, campaign, { kind: 'formats', treeId: tree.treeId }, formats);
}

/** A variation (variant format) and its campaign, once the caller may render the campaign's screenshots. */
async function scopedVariation(deps: CommandDeps, context: CommandContext, formatId: string) {
  const variation = await deps.lookups.variation(formatId);
  if (!variation) throw DomainError.notFound(MESSAGES.entityNotFound);
  const campaign = await scopedCampaign(deps.lookups, context.actor, variation.campaignId, SCREENSHOT_ACCESS.render);
  return { variation, campaign };
}

const pendingStatus = (status: string) => status === 'waiting' || status === 'rendering';

/** PATCH /variations/{id}/restart-render: the variation's current content, queued again unless it is pictured. */
export async function restartVariationRender(
  deps: CommandDeps,
  context: CommandContext,
  formatId: string,
): Promise<RenderRequestResult> {
  const { variation, campaign } = await scopedVariation(deps, context, formatId);
  const render = await deps.lookups.variationRender(formatId);
  if (render && pendingStatus(render.status)) throw DomainError.conflict(ALREADY_BEING_RENDERED);
  const tree = await campaignTree(deps.lookups, campaign.id, variation.treeId);
  const state = await treeState(deps.store, eventContext(context, campaign.partnerId), tree);
  const formats = chosenFormats(tree.templates, tree.treeId, state, [formatId]);
  if (!formats) throw DomainError.notFound(MESSAGES.entityNotFound);
  return recordRequest(deps, context, campaign, { kind: 'restart', formatId }, formats);
}

const onRequest = (
  deps: Pick<CommandDeps, 'store'>,
  context: EventContext,
  requestId: string,
  command: ScreenshotCommand,
): Promise<CommandResult<ScreenshotEvent>> =>
  execute(deps.store, ScreenshotRenderAggregate, requestId, context, (state) => decideScreenshots(command, state));

/** PATCH /variations/{id}/cancel-render: the variation's pending render stops (the workflow hears it within 2 s). */
export async function cancelVariationRender(deps: CommandDeps, context: CommandContext, formatId: string) {
  const { campaign } = await scopedVariation(deps, context, formatId);
  const render = await deps.lookups.variationRender(formatId);
  if (!render || !pendingStatus(render.status)) throw DomainError.conflict(NOT_BEING_RENDERED);
  const at = context.now().toISOString();
  const result = await onRequest(deps, eventContext(context, campaign.partnerId), render.requestId, {
    type: 'CancelRender',
    formatIds: [formatId],
    by: context.actor.userId,
    at,
  });
  return { requestId: render.requestId, ...result };
}

/** Every running request of the campaign stops (its workflow hears it within 2 s). */
export async function cancelCampaignRenders(deps: CommandDeps, context: CommandContext, campaignId: string) {
  const campaign = await scopedCampaign(deps.lookups, context.actor, campaignId, SCREENSHOT_ACCESS.render);
  const on = eventContext(context, campaign.partnerId);
  const cancelled: string[] = [];
  let position: number | null = null;
  for (const requestId of await deps.lookups.runningRenderRequests(campaign.id)) {
    try {
      const result = await onRequest(deps, on, requestId, {
        type: 'CancelRender',
        formatIds: null,
        by: context.actor.userId,
        at: context.now().toISOString(),
      });
      cancelled.push(requestId);
      position = result.position ?? position;
    } catch (error) {
      // One that settled its last format meanwhile has nothing left to stop.
      if (!(error instanceof DomainError && error.message === NOTHING_BEING_RENDERED)) throw error;
    }
  }
  if (cancelled.length === 0) throw DomainError.conflict(NOTHING_BEING_RENDERED);
  return { requestIds: cancelled, position };
}

// ---- The render workflow's steps: the system records them, correlated with the workflow ----

const workflowContext = (partnerId: string | null, workflowId: string): EventContext => ({
  actor: RENDER_ACTOR,
  partnerId,
  correlationId: workflowId,
  now: () => new Date(),
});

/** The request as its stream tells it (workflows read no read model). */
export const loadRenderRequest = (
  deps: ScreenshotWorkflowDeps,
  requestId: string,
  workflowId: string,
): Promise<RenderRequestState> =>
  latestState(deps.store, ScreenshotRenderAggregate, requestId, workflowContext(null, workflowId));

/** A tree as its stream tells it now: the content a format has when its turn comes. */
export const loadRenderTree = (deps: ScreenshotWorkflowDeps, treeId: string, workflowId: string): Promise<TreeState> =>
  latestState(deps.store, PersonaliseTreeAggregate, treeId, workflowContext(null, workflowId));

export function recordRenderStep(
  deps: ScreenshotWorkflowDeps,
  request: Pick<RenderRequestFacts, 'requestId' | 'partnerId'>,
  workflowId: string,
  command: ScreenshotCommand,
) {
  return onRequest(deps, workflowContext(request.partnerId, workflowId), request.requestId, command);
}

/** A request's service notification to the user who asked (sent once: its id is the request's and the kind's). */
export function sendScreenshotNotice(
  deps: ScreenshotWorkflowDeps,
  request: RenderRequestFacts,
  workflowId: string,
  kind: Exclude<ScreenshotNotice, 'noVariations'>,
  facts: { queued: number; rendered: number; failed: number; cancelled: number },
) {
  return sendNotification(
    deps,
    workflowContext(request.partnerId, workflowId),
    notice(request, kind, request.requestedBy, facts, new Date().toISOString()),
  );
}

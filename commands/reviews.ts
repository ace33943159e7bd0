// Review requests (issue 10 §2) on the campaign's stream: the campaign creators ask reviewers for interim or final
// approval by a due date, and may withdraw the request; the review workflow records its steps as the system.
// Reviewers and watchers are judged against what the read side knows of them: active, in the campaign's partner
// (top admins in any), reaching one of its markets, and able to read campaigns.
import { CampaignAggregate, decideReview, type Campaign, type NamedUser, type ReviewCommand } from '../domain/campaign';
import { CAMPAIGN_ACCESS } from '../domain/campaign/access';
import type { ApprovalDecision } from '../domain/campaign/review-progress';
import { PersonaliseTreeAggregate, type PersonaliseEvent, type TreeState } from '../domain/personalise';
import { confinedToConcepts, inGroup, isRole, isTopAdmin } from '../domain/roles';
import { reachableNodes } from './asset-scope';
import { scopedCampaign } from './campaigns';
import { eventContext, type CommandContext, type EventContext } from './context';
import type { CommandDeps } from './deps';
import { execute } from './execute';
import { newId } from './ids';
import type { CampaignRef, Lookups } from './lookups';

export interface ApprovalRequestInput {
  userIds?: string[];
  watcherIds?: string[];
  isFinal: boolean;
  dueAt?: string;
}

/** What the workflow's activities reach: the event store only. */
export type ReviewWorkflowDeps = Pick<CommandDeps, 'store'>;

/** Whether the user may see the campaign, and if not why: the rule the request's refusal and the picker (GET
 * /users/watchers?campaignId) share. */
export async function namedUser(
  lookups: Lookups,
  campaign: Pick<CampaignRef, 'partnerId' | 'businessNodes'>,
  userId: string,
): Promise<NamedUser> {
  const user = await lookups.user(userId);
  if (!user || !isRole(user.role)) return { userId, role: null, label: userId, cannotSee: 'unknown' };
  const named = { userId, role: user.role, label: user.name ?? user.email };
  if (!isTopAdmin(user.role) && user.partnerId !== campaign.partnerId)
    return { userId, role: null, label: userId, cannotSee: 'unknown' };
  if (user.status !== 'ACTIVE') return { ...named, cannotSee: 'inactive' };
  if (!inGroup(user.role, CAMPAIGN_ACCESS.read)) return { ...named, cannotSee: 'role' };
  if (confinedToConcepts({ role: user.role, isConceptOnly: user.isConceptOnly }))
    return { ...named, cannotSee: 'conceptOnly' };
  const reachable = await reachableNodes(lookups, { userId, role: user.role, partnerId: user.partnerId });
  const reaches = reachable === null || campaign.businessNodes.some((n) => reachable.includes(n));
  return { ...named, cannotSee: reaches ? null : 'nodes' };
}

export async function requestApproval(
  deps: CommandDeps,
  context: CommandContext,
  campaignId: string,
  input: ApprovalRequestInput,
) {
  const campaign = await scopedCampaign(deps.lookups, context.actor, campaignId, CAMPAIGN_ACCESS.edit);
  const userIds = input.userIds ?? [];
  const watcherIds = input.watcherIds ?? [];
  const users = await Promise.all(
    [...new Set([...userIds, ...watcherIds])].map((id) => namedUser(deps.lookups, campaign, id)),
  );
  const requestId = newId();
  const command: ReviewCommand = {
    type: 'RequestApproval',
    requestId,
    isFinal: input.isFinal,
    userIds,
    watcherIds,
    users,
    by: context.actor.userId,
    at: context.now().toISOString(),
    ...(input.dueAt !== undefined ? { dueAt: input.dueAt } : {}),
  };
  const result = await execute(
    deps.store,
    CampaignAggregate,
    campaign.id,
    eventContext(context, campaign.partnerId),
    (state) => decideReview(command, state),
  );
  return { requestId, ...result };
}

export async function withdrawApprovalRequest(
  deps: CommandDeps,
  context: CommandContext,
  campaignId: string,
  requestId: string,
) {
  const campaign = await scopedCampaign(deps.lookups, context.actor, campaignId, CAMPAIGN_ACCESS.edit);
  const command: ReviewCommand = {
    type: 'WithdrawApprovalRequest',
    requestId,
    by: context.actor.userId,
    at: context.now().toISOString(),
  };
  return execute(deps.store, CampaignAggregate, campaign.id, eventContext(context, campaign.partnerId), (state) =>
    decideReview(command, state),
  );
}

const REVIEW_ACTOR = { userId: 'review-workflow', role: 'SYSTEM' } as const;

/** The workflow writes as the system, correlated with its workflow id. */
export const reviewContext = (partnerId: string, workflowId: string): EventContext => ({
  actor: REVIEW_ACTOR,
  partnerId,
  correlationId: workflowId,
  now: () => new Date(),
});

/**
 * A stream's current state through the command pipeline, which keeps it cached and reads only newer events: a
 * decide that appends nothing. The workflow checks a request after every approval, and a tree may hold 10,000 variants.
 */
async function currentState<S>(
  deps: ReviewWorkflowDeps,
  aggregate: Parameters<typeof execute<S, never>>[1],
  id: string,
  workflowId: string,
): Promise<S> {
  let current: S | undefined;
  await execute<S, never>(deps.store, aggregate, id, reviewContext('', workflowId), (state) => {
    current = state;
    return [];
  });
  return current!;
}

/** The campaign as its stream tells it (workflows read no read model); null once it is gone. */
export async function loadCampaign(
  deps: ReviewWorkflowDeps,
  campaignId: string,
  workflowId: string,
): Promise<Campaign | null> {
  const state = await currentState(deps, CampaignAggregate, campaignId, workflowId);
  return state.status === 'live' ? state : null;
}

/** The campaign's trees, each as its stream folds it (a tree no one worked on yet is empty). */
export function loadTrees(deps: ReviewWorkflowDeps, campaign: Campaign, workflowId: string): Promise<TreeState[]> {
  return Promise.all(
    campaign.trees.map((t) => currentState<TreeState>(deps, PersonaliseTreeAggregate, t.treeId, workflowId)),
  );
}

/** Every approval decision on the campaign's trees: who decided, final or not, when (read once, for a reminder). */
export async function approvalDecisions(deps: ReviewWorkflowDeps, campaign: Campaign): Promise<ApprovalDecision[]> {
  const streams = await Promise.all(
    campaign.trees.map((t) => deps.store.readStream(`${PersonaliseTreeAggregate.streamPrefix}-${t.treeId}`)),
  );
  return streams.flat().flatMap((e) => {
    const event = e as unknown as PersonaliseEvent;
    return event.type === 'FormatApprovalsChanged'
      ? [{ by: event.data.by, final: event.data.final, at: event.data.at }]
      : [];
  });
}

/** A step of the review workflow (reminder, escalation, completion); each is recorded once. */
export function recordReviewStep(
  deps: ReviewWorkflowDeps,
  campaign: Pick<Campaign, 'id' | 'partnerId'>,
  workflowId: string,
  command: Extract<ReviewCommand, { type: 'RecordReminder' | 'RecordEscalation' | 'CompleteApprovalRequest' }>,
) {
  return execute(deps.store, CampaignAggregate, campaign.id, reviewContext(campaign.partnerId, workflowId), (state) =>
    decideReview(command, state),
  );
}

// Publishing approved creatives (issue 20 §3; spec 2 §7 'Campaigns', 'Meta, Google Ads, DV360'): asking for a publish
// (the campaign's channels, the CM360 pre-rendered images, a Google Ads node), 'Try again' of a publish's failed
// creatives, and the publish workflow's steps. A publish reads the campaign, its trees and its nodes' integrations
// from their streams, takes only creatives whose final approval judged their content as it is now
// (domain/publishing/selection.ts), and records everything in one append on its own stream, `Publish-<publishId>`;
// every refusal comes first and appends nothing.
import { scopedCampaign } from './campaigns';
import { loadAsset } from './assets';
import { campaignTree } from './personalise';
import { eventContext, type CommandContext, type EventContext } from './context';
import type { CommandDeps } from './deps';
import { execute, latestState } from './execute';
import { newId } from './ids';
import { sendNotification } from './notifications';
import { CampaignAggregate } from '../domain/campaign';
import { CAMPAIGN_NOT_FOUND } from '../domain/campaign/messages';
import type { Platform } from '../domain/campaign/platforms';
import { IntegrationAggregate, type IntegrationEvent, type SealedSecret } from '../domain/integration';
import type { IdProperty, TokenProperty } from '../domain/integration/properties';
import { PersonaliseTreeAggregate } from '../domain/personalise';
import {
  approvedFormats,
  creativesToPublish,
  decidePublish,
  NOTHING_TO_RETRY,
  PUBLISH_ACCESS,
  PUBLISH_NOT_FOUND,
  PUBLISH_NOTICE_KINDS,
  PublishAggregate,
  publishNoticeText,
  VIDEOS_STILL_UPLOADING,
  type NodeFacts,
  type Placement,
  type PublishCommand,
  type PublishFacts,
  type PublishNotice,
  type PublishState,
  type PublishTree,
} from '../domain/publishing';
import { isFinished } from '../domain/asset/state';
import { DomainError, MESSAGES } from '../domain/shared/errors';

/** The publish workflow's commands need the event store only. */
export type PublishWorkflowDeps = Pick<CommandDeps, 'store'>;

export interface PublishResult {
  publishId: string;
  queued: number;
  position: number | null;
}

/** What is asked: platforms (or the pre-rendered images), on the campaign's nodes or one of them, maybe a retry. */
interface Ask {
  platforms: readonly string[];
  prerendered: boolean;
  placements?: readonly Placement[];
  nodeId?: string;
  retry?: { publishId: string; formatIds: ReadonlySet<string> };
}

const PUBLISH_ACTOR = { userId: 'publish-workflow', role: 'SYSTEM' } as const;

/** A node's publishing ids and which tokens it holds, from its stream. */
async function nodeFacts(deps: CommandDeps, on: EventContext, nodeId: string): Promise<NodeFacts> {
  const state = await latestState(deps.store, IntegrationAggregate, nodeId, on);
  return { nodeId, ids: state.ids, tokens: [...state.tokens] };
}

async function recordPublish(
  deps: CommandDeps,
  context: CommandContext,
  campaignId: string,
  ask: Ask,
  supported: readonly Platform[],
): Promise<PublishResult> {
  const ref = await scopedCampaign(deps.lookups, context.actor, campaignId, PUBLISH_ACCESS.publish);
  const on = eventContext(context, ref.partnerId);
  const campaign = await latestState(deps.store, CampaignAggregate, ref.id, on);
  if (campaign.status !== 'live') throw DomainError.notFound(CAMPAIGN_NOT_FOUND);
  if (ask.nodeId !== undefined && !campaign.businessNodes.includes(ask.nodeId))
    throw DomainError.notFound(MESSAGES.businessNodeNotFound);
  const trees: PublishTree[] = [];
  for (const { treeId } of campaign.trees) {
    const facts = await campaignTree(deps.lookups, campaign.id, treeId);
    trees.push({ facts, state: await latestState(deps.store, PersonaliseTreeAggregate, treeId, on) });
  }
  const nodeIds = ask.nodeId !== undefined ? [ask.nodeId] : campaign.businessNodes;
  const nodes = await Promise.all(nodeIds.map((nodeId) => nodeFacts(deps, on, nodeId)));
  const facts = {
    id: campaign.id,
    personalizationType: campaign.personalizationType,
    deliveryTypes: campaign.deliveryTypes,
  };
  const pictured = ask.prerendered
    ? await deps.lookups.picturedFingerprints(
        trees.flatMap((t) => approvedFormats(t).approved.map((f) => f.fingerprint)),
      )
    : null;
  const chosen = creativesToPublish(facts, trees, { ...ask, supported, nodes, pictured });
  const creatives = ask.retry ? chosen.creatives.filter((c) => ask.retry!.formatIds.has(c.formatId)) : chosen.creatives;
  if (creatives.length === 0) throw DomainError.unprocessable(NOTHING_TO_RETRY);
  const published = new Set(creatives.map((c) => c.formatId));
  for (const assetId of new Set(chosen.formats.filter((f) => published.has(f.formatId)).flatMap((f) => f.assetIds))) {
    const asset = await loadAsset(deps, assetId);
    if (asset.status !== 'none' && !isFinished(asset.status)) throw DomainError.unprocessable(VIDEOS_STILL_UPLOADING);
  }
  const publishId = newId();
  const { position } = await execute(deps.store, PublishAggregate, publishId, on, (state) =>
    decidePublish(
      {
        type: 'RequestPublish',
        request: {
          publishId,
          campaignId: campaign.id,
          partnerId: campaign.partnerId,
          conceptId: campaign.conceptId,
          campaignName: campaign.name,
          platforms: [...new Set(creatives.map((c) => c.platform))],
          prerendered: ask.prerendered,
          retryOf: ask.retry?.publishId ?? null,
          requestedBy: context.actor.userId,
          at: context.now().toISOString(),
        },
        creatives,
      },
      state,
    ),
  );
  return { publishId, queued: creatives.length, position };
}

/**
 * POST /campaigns/{id}/publish {channels, placements}: the campaign's approved creatives on each named platform, Google
 * Ads' and Meta's into the ad groups and ad sets named per node.
 */
export const requestPublish = (
  deps: CommandDeps,
  context: CommandContext,
  campaignId: string,
  input: { channels: readonly string[]; placements?: readonly Placement[] },
  supported: readonly Platform[],
) =>
  recordPublish(
    deps,
    context,
    campaignId,
    { platforms: input.channels, prerendered: false, placements: input.placements ?? [] },
    supported,
  );

/** POST /html-prerenderer/publish {campaignId, platform}: the pictures of the approved HTML creatives, on CM360. */
export const requestPrerenderedPublish = (
  deps: CommandDeps,
  context: CommandContext,
  input: { campaignId: string; platform: string },
  supported: readonly Platform[],
) => recordPublish(deps, context, input.campaignId, { platforms: [input.platform], prerendered: true }, supported);

/** POST /google-ads/publish {campaignId, nodeId, adGroupId}: the approved Google Ads creatives into one ad group of
 * one node's account. */
export const requestGoogleAdsPublish = (
  deps: CommandDeps,
  context: CommandContext,
  input: { campaignId: string; nodeId: string; adGroupId?: string },
  supported: readonly Platform[],
) =>
  recordPublish(
    deps,
    context,
    input.campaignId,
    {
      platforms: ['gads'],
      prerendered: false,
      nodeId: input.nodeId,
      placements: input.adGroupId ? [{ nodeId: input.nodeId, platform: 'gads', placementId: input.adGroupId }] : [],
    },
    supported,
  );

/** The publish, once the caller may read (or, `group`, publish) its campaign. */
export async function scopedPublish(
  deps: CommandDeps,
  context: CommandContext,
  publishId: string,
  group: (typeof PUBLISH_ACCESS)[keyof typeof PUBLISH_ACCESS],
): Promise<PublishState & { publish: PublishFacts }> {
  const state = await latestState(deps.store, PublishAggregate, publishId, eventContext(context, null));
  if (!state.publish) throw DomainError.notFound(PUBLISH_NOT_FOUND);
  await scopedCampaign(deps.lookups, context.actor, state.publish.campaignId, group);
  return state as PublishState & { publish: PublishFacts };
}

/** POST /campaigns/publishing/{id}/retry: 'Try again' of the publish's failed creatives only, as a new publish. */
export async function retryPublish(
  deps: CommandDeps,
  context: CommandContext,
  publishId: string,
  supported: readonly Platform[],
): Promise<PublishResult> {
  const state = await scopedPublish(deps, context, publishId, PUBLISH_ACCESS.publish);
  const failed = [...state.creatives.values()].filter((c) => c.status === 'ERROR');
  if (!state.finished || failed.length === 0) throw DomainError.conflict(NOTHING_TO_RETRY);
  return recordPublish(
    deps,
    context,
    state.publish.campaignId,
    {
      platforms: [...new Set(failed.map((c) => c.platform))],
      prerendered: state.publish.prerendered,
      // The failed ones go where they were to go.
      placements: failed.flatMap((c) =>
        c.placementId ? [{ nodeId: c.nodeId, platform: c.platform, placementId: c.placementId }] : [],
      ),
      retry: { publishId, formatIds: new Set(failed.map((c) => c.formatId)) },
    },
    supported,
  );
}

// ---- The publish workflow's steps: the system records them, correlated with the workflow ----

const workflowContext = (partnerId: string | null, workflowId: string): EventContext => ({
  actor: PUBLISH_ACTOR,
  partnerId,
  correlationId: workflowId,
  now: () => new Date(),
});

/** The publish as its stream tells it (workflows read no read model). */
export const loadPublish = (deps: PublishWorkflowDeps, publishId: string, workflowId: string): Promise<PublishState> =>
  latestState(deps.store, PublishAggregate, publishId, workflowContext(null, workflowId));

export const loadPublishTree = (deps: PublishWorkflowDeps, treeId: string, workflowId: string) =>
  latestState(deps.store, PersonaliseTreeAggregate, treeId, workflowContext(null, workflowId));

export function recordPublishStep(
  deps: PublishWorkflowDeps,
  publish: Pick<PublishFacts, 'publishId' | 'partnerId'>,
  workflowId: string,
  command: PublishCommand,
) {
  return execute(deps.store, PublishAggregate, publish.publishId, workflowContext(publish.partnerId, workflowId), (s) =>
    decidePublish(command, s),
  );
}

/** A node's account as the activities need it: its ids and its tokens still sealed (opened only in an activity). */
export async function nodeAccount(
  deps: PublishWorkflowDeps,
  nodeId: string,
): Promise<{ ids: Partial<Record<IdProperty, string>>; tokens: Partial<Record<TokenProperty, SealedSecret>> }> {
  const ids: Partial<Record<IdProperty, string>> = {};
  const tokens: Partial<Record<TokenProperty, SealedSecret>> = {};
  for (const recorded of await deps.store.readStream(`${IntegrationAggregate.streamPrefix}-${nodeId}`)) {
    const event = recorded as unknown as IntegrationEvent;
    if (event.type === 'PublishingIdsChanged')
      for (const [key, value] of Object.entries(event.data.ids) as [IdProperty, string | null][]) {
        if (value === null) delete ids[key];
        else ids[key] = value;
      }
    else if (event.type === 'IntegrationTokenConnected') tokens[event.data.token] = event.data.sealed;
    else delete tokens[event.data.token];
  }
  return { ids, tokens };
}

/**
 * A publish's service notification to each recipient (the user who asked, and for an outcome the campaign nodes'
 * subscribers), sent once each (its id is the publish's, the kind's and the user's).
 */
export async function sendPublishNotice(
  deps: PublishWorkflowDeps,
  publish: PublishFacts,
  workflowId: string,
  recipients: string[],
  kind: PublishNotice,
  facts: { queued: number; published: number; failed: number; reason: string | null },
) {
  for (const userId of recipients) await sendPublishNoticeTo(deps, publish, workflowId, userId, kind, facts);
}

function sendPublishNoticeTo(
  deps: PublishWorkflowDeps,
  publish: PublishFacts,
  workflowId: string,
  userId: string,
  kind: PublishNotice,
  facts: { queued: number; published: number; failed: number; reason: string | null },
) {
  return sendNotification(deps, workflowContext(publish.partnerId, workflowId), {
    notificationId: `${publish.publishId}-${PUBLISH_NOTICE_KINDS[kind]}-${userId}`,
    userId,
    kind: PUBLISH_NOTICE_KINDS[kind],
    campaignId: publish.campaignId,
    requestId: publish.publishId,
    ...publishNoticeText(kind, { campaignName: publish.campaignName, ...facts }),
    link: `/campaigns/${publish.campaignId}/tools`,
    at: new Date().toISOString(),
  });
}

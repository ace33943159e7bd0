// Audiences of a campaign (spec 2 §3, §6, §7; issue 23 §1): create, change, delete one, import a file's, delete all,
// each a command on the campaign's stream `CampaignAudiences-<campaignId>`. Every call first reaches the campaign
// (the audiences tab's role group, partner, business nodes); a rule's values are found in the look-ups of the
// audience's node (one of the campaign's markets) through its Campaign Manager 360 (the `AudienceReads` the API
// wires to the adapter), and stored as CM360 names them, never as the request typed them. A refused call, or a file
// with one bad row, appends nothing.
import {
  AUDIENCE_ACCESS,
  AUDIENCE_MESSAGES,
  CampaignAudiencesAggregate,
  checkedAudience,
  decideAudiences,
  type AudienceCommand,
  type AudienceFields,
  type AudienceRule,
  type AudienceSegment,
  type TargetingDimension,
  type TargetingValue,
} from '../domain/audience';
import { dimensionsOf, parseAudienceRows, resolveAudienceRows } from '../domain/audience/import';
import { DomainError } from '../domain/shared/errors';
import { scopedCampaign } from './campaigns';
import { eventContext, type CommandContext } from './context';
import type { CommandDeps } from './deps';
import { execute, latestState } from './execute';
import { newId } from './ids';
import type { CampaignRef } from './lookups';

/** What the audience commands read beyond the stream: a node's Google targeting look-ups. */
export interface AudienceReads {
  /** The options of one dimension in the node's CM360; 409 when the node is not connected to it. */
  targeting(nodeId: string, dimension: TargetingDimension): Promise<TargetingValue[]>;
}

/** An audience as a request gives it: the rules' values by CM360 id. */
export interface AudienceInput {
  name: string;
  nodeId: string;
  rules: { dimension: TargetingDimension; values: string[] }[];
  segments: AudienceSegment[];
}

/** The campaign, once the caller may work on its audiences. */
export const audienceCampaign = (deps: CommandDeps, context: CommandContext, campaignId: string) =>
  scopedCampaign(deps.lookups, context.actor, campaignId, AUDIENCE_ACCESS);

function assertNodeOfCampaign(campaign: CampaignRef, nodeId: string) {
  if (!campaign.businessNodes.includes(nodeId))
    throw DomainError.unprocessable(AUDIENCE_MESSAGES.nodeNotOfCampaign, { field: 'nodeId' });
}

/** The fields to store: checked before CM360 is asked, then each value as the node's CM360 lists it. */
async function fieldsOf(reads: AudienceReads, campaign: CampaignRef, input: AudienceInput): Promise<AudienceFields> {
  const asTyped = (values: string[]) => values.map((id) => ({ id, name: id }));
  checkedAudience({ ...input, rules: input.rules.map((r) => ({ ...r, values: asTyped(r.values) })) });
  assertNodeOfCampaign(campaign, input.nodeId);
  const rules: AudienceRule[] = [];
  for (const rule of input.rules) {
    const options = new Map((await reads.targeting(input.nodeId, rule.dimension)).map((o) => [o.id, o]));
    const unknown = rule.values.filter((id) => !options.has(id));
    if (unknown.length > 0)
      throw DomainError.unprocessable(AUDIENCE_MESSAGES.unknownValue(rule.dimension, unknown), { field: 'rules' });
    rules.push({ dimension: rule.dimension, values: rule.values.map((id) => ({ id, name: options.get(id)!.name })) });
  }
  return { ...input, rules };
}

function onAudiences(deps: CommandDeps, context: CommandContext, campaign: CampaignRef, command: AudienceCommand) {
  return execute(deps.store, CampaignAudiencesAggregate, campaign.id, eventContext(context, campaign.partnerId), (s) =>
    decideAudiences(command, s),
  );
}

export async function createAudience(
  deps: CommandDeps,
  context: CommandContext,
  reads: AudienceReads,
  input: { campaignId: string; audience: AudienceInput },
) {
  const campaign = await audienceCampaign(deps, context, input.campaignId);
  const fields = await fieldsOf(reads, campaign, input.audience);
  const audienceId = newId();
  const command: AudienceCommand = {
    type: 'CreateAudience',
    campaignId: campaign.id,
    partnerId: campaign.partnerId,
    entry: { audienceId, fields },
  };
  return { audienceId, ...(await onAudiences(deps, context, campaign, command)) };
}

export async function updateAudience(
  deps: CommandDeps,
  context: CommandContext,
  reads: AudienceReads,
  input: { campaignId: string; audienceId: string; audience: AudienceInput },
) {
  const campaign = await audienceCampaign(deps, context, input.campaignId);
  // Found before CM360 is asked, so a missing audience answers 404 whatever CM360 says.
  const state = await latestState(
    deps.store,
    CampaignAudiencesAggregate,
    campaign.id,
    eventContext(context, campaign.partnerId),
  );
  if (!state.audiences.has(input.audienceId)) throw DomainError.notFound(AUDIENCE_MESSAGES.notFound);
  const fields = await fieldsOf(reads, campaign, input.audience);
  const entry = { audienceId: input.audienceId, fields };
  return onAudiences(deps, context, campaign, { type: 'UpdateAudience', campaignId: campaign.id, entry });
}

export async function deleteAudience(
  deps: CommandDeps,
  context: CommandContext,
  input: { campaignId: string; audienceId: string },
) {
  const campaign = await audienceCampaign(deps, context, input.campaignId);
  const command: AudienceCommand = { type: 'DeleteAudience', campaignId: campaign.id, audienceId: input.audienceId };
  return onAudiences(deps, context, campaign, command);
}

export async function deleteAllAudiences(deps: CommandDeps, context: CommandContext, input: { campaignId: string }) {
  const campaign = await audienceCampaign(deps, context, input.campaignId);
  const result = await onAudiences(deps, context, campaign, { type: 'DeleteAllAudiences', campaignId: campaign.id });
  const deleted = result.events[0]?.data;
  return { ...result, deleted: deleted && 'audienceIds' in deleted ? deleted.audienceIds.length : 0 };
}

/**
 * A file's audiences (domain/audience/import.ts), all or none, on `nodeId` (the campaign's first market when not
 * named). The file's rows are checked first; only then is the node's CM360 asked for the dimensions the file uses.
 */
export async function importAudiences(
  deps: CommandDeps,
  context: CommandContext,
  reads: AudienceReads,
  input: { campaignId: string; nodeId?: string; fileName: string; rows: string[][] },
) {
  const campaign = await audienceCampaign(deps, context, input.campaignId);
  const nodeId = input.nodeId ?? campaign.businessNodes[0] ?? '';
  assertNodeOfCampaign(campaign, nodeId);
  const state = await latestState(
    deps.store,
    CampaignAudiencesAggregate,
    campaign.id,
    eventContext(context, campaign.partnerId),
  );
  const parsed = parseAudienceRows(
    input.rows,
    [...state.audiences.values()].map((a) => a.name),
  );
  if (!parsed.ok) throw DomainError.unprocessable(parsed.message);
  const options = new Map<TargetingDimension, TargetingValue[]>();
  for (const dimension of dimensionsOf(parsed.value)) options.set(dimension, await reads.targeting(nodeId, dimension));
  const resolved = resolveAudienceRows(parsed.value, nodeId, options);
  if (!resolved.ok) throw DomainError.unprocessable(resolved.message);
  const audiences = resolved.value.map((fields) => ({ audienceId: newId(), fields }));
  const command: AudienceCommand = {
    type: 'ImportAudiences',
    campaignId: campaign.id,
    partnerId: campaign.partnerId,
    fileName: input.fileName,
    audiences,
  };
  const result = await onAudiences(deps, context, campaign, command);
  return { ...result, imported: audiences.length, ids: audiences.map((a) => a.audienceId) };
}

// Tearsheets (issue 19 §3; spec 2 §7 `create-pdf`): asking for a PDF of a campaign's creatives, sharing it by public
// links and revoking them, every opening of a link, and the build workflow's steps. Each tearsheet is its own stream,
// `Tearsheet-<tearsheetId>`. A link's token is 32 random bytes, shown once to the user who made it; the stream and the
// read model keep only its SHA-256, which is what a public request is looked up by.
import { createHash, randomBytes } from 'node:crypto';
import { scopedCampaign } from './campaigns';
import { eventContext, type CommandContext, type EventContext } from './context';
import type { CommandDeps } from './deps';
import { execute } from './execute';
import { newId } from './ids';
import { sendNotification } from './notifications';
import {
  decideTearsheet,
  LINK_NOT_FOUND,
  linkRefusal,
  normalFilter,
  TEARSHEET_ACCESS,
  TEARSHEET_NOT_FOUND,
  TEARSHEET_NOTICE_KINDS,
  TearsheetAggregate,
  tearsheetNoticeText,
  type OpenedAs,
  type TearsheetCommand,
  type TearsheetFacts,
  type TearsheetFilter,
  type TearsheetNotice,
  type TearsheetState,
} from '../domain/tearsheet';
import { DomainError } from '../domain/shared/errors';

/** The build workflow's commands need the event store only. */
export type TearsheetWorkflowDeps = Pick<CommandDeps, 'store'>;

const BUILD_ACTOR = { userId: 'tearsheet-workflow', role: 'SYSTEM' } as const;
/** Who opens a public link: no one signed in. */
const PUBLIC_ACTOR = { userId: 'public-link', role: 'SYSTEM' } as const;

/** A link's token: 256 bits of chance, URL-safe. */
export const newLinkToken = () => randomBytes(32).toString('base64url');
/** What is stored of a token, and what a public request is looked up by. */
export const tokenHashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

async function latest(store: CommandDeps['store'], id: string, context: EventContext): Promise<TearsheetState> {
  let state = TearsheetAggregate.initialState();
  await execute(store, TearsheetAggregate, id, context, (folded) => {
    state = folded;
    return [];
  });
  return state;
}

const onStream = (deps: Pick<CommandDeps, 'store'>, context: EventContext, id: string, command: TearsheetCommand) =>
  execute(deps.store, TearsheetAggregate, id, context, (state) => decideTearsheet(command, state));

/** POST /campaigns/{id}/create-pdf: records the tearsheet; its workflow collects and builds it. */
export async function requestTearsheet(
  deps: CommandDeps,
  context: CommandContext,
  campaignId: string,
  filter: TearsheetFilter,
) {
  const campaign = await scopedCampaign(deps.lookups, context.actor, campaignId, TEARSHEET_ACCESS.create);
  const tearsheetId = newId();
  const { position } = await onStream(deps, eventContext(context, campaign.partnerId), tearsheetId, {
    type: 'RequestTearsheet',
    tearsheet: {
      tearsheetId,
      campaignId: campaign.id,
      partnerId: campaign.partnerId,
      conceptId: campaign.conceptId,
      campaignName: campaign.name,
      filter: normalFilter(filter),
      requestedBy: context.actor.userId,
    },
    at: context.now().toISOString(),
  });
  return { tearsheetId, position };
}

/** The tearsheet once the caller may act on its campaign in this way (404 for none, the campaign's refusals). */
async function scopedTearsheet(
  deps: CommandDeps,
  context: CommandContext,
  tearsheetId: string,
  group: (typeof TEARSHEET_ACCESS)[keyof typeof TEARSHEET_ACCESS],
) {
  const state = await latest(deps.store, tearsheetId, eventContext(context, context.actor.partnerId));
  if (!state.tearsheet) throw DomainError.notFound(TEARSHEET_NOT_FOUND);
  const campaign = await scopedCampaign(deps.lookups, context.actor, state.tearsheet.campaignId, group);
  return { state, on: eventContext(context, campaign.partnerId) };
}

/** POST /tearsheets/{id}/links: a new public link; its token is answered here, once. */
export async function createTearsheetLink(
  deps: CommandDeps,
  context: CommandContext,
  tearsheetId: string,
  expiresAt: string | null,
) {
  const { on } = await scopedTearsheet(deps, context, tearsheetId, TEARSHEET_ACCESS.share);
  const linkId = newId();
  const token = newLinkToken();
  const { position } = await onStream(deps, on, tearsheetId, {
    type: 'CreateLink',
    linkId,
    tokenHash: tokenHashOf(token),
    expiresAt: expiresAt === null ? null : new Date(expiresAt).toISOString(),
    by: context.actor.userId,
    at: context.now().toISOString(),
  });
  return { linkId, token, position };
}

/** DELETE /tearsheets/{id}/links/{linkId}: the link opens nothing from now on. */
export async function revokeTearsheetLink(
  deps: CommandDeps,
  context: CommandContext,
  tearsheetId: string,
  linkId: string,
) {
  const { on } = await scopedTearsheet(deps, context, tearsheetId, TEARSHEET_ACCESS.share);
  return onStream(deps, on, tearsheetId, {
    type: 'RevokeLink',
    linkId,
    by: context.actor.userId,
    at: context.now().toISOString(),
  });
}

/**
 * A public link opened (no one signed in): refused when revoked or expired (410), recorded otherwise, which the
 * audit trail shows under the campaign. Answers the tearsheet's facts and where its PDF and entries are.
 */
export async function openTearsheetLink(
  deps: Pick<CommandDeps, 'store'>,
  opening: {
    tearsheetId: string;
    linkId: string;
    as: OpenedAs;
    address: string;
    userAgent: string | null;
    correlationId: string;
    now: Date;
  },
) {
  const context: EventContext = {
    actor: PUBLIC_ACTOR,
    partnerId: null,
    correlationId: opening.correlationId,
    now: () => opening.now,
  };
  let opened: TearsheetState | null = null;
  const result = await execute(deps.store, TearsheetAggregate, opening.tearsheetId, context, (state) => {
    opened = state;
    return decideTearsheet(
      {
        type: 'OpenLink',
        linkId: opening.linkId,
        as: opening.as,
        address: opening.address,
        userAgent: opening.userAgent,
        at: opening.now.toISOString(),
      },
      state,
    );
  });
  const state = opened as TearsheetState | null;
  if (!state?.tearsheet) throw DomainError.notFound(TEARSHEET_NOT_FOUND);
  return { ...result, tearsheet: state.tearsheet, pdfKey: state.pdfKey, entriesKey: state.entriesKey };
}

/** Whether a public link still opens (404 for none, 410 revoked or expired), on the tearsheet's stream, recording
 * nothing: what a picture of a shared tearsheet is checked by. */
export async function checkTearsheetLink(
  deps: Pick<CommandDeps, 'store'>,
  link: { tearsheetId: string; linkId: string; now: Date },
): Promise<void> {
  const context: EventContext = { actor: PUBLIC_ACTOR, partnerId: null, correlationId: newId(), now: () => link.now };
  const state = await latest(deps.store, link.tearsheetId, context);
  const refusal = linkRefusal(state.links[link.linkId], link.now.toISOString());
  if (refusal === LINK_NOT_FOUND || !state.tearsheet) throw DomainError.notFound(LINK_NOT_FOUND);
  if (refusal) throw DomainError.gone(refusal);
}

// ---- The build workflow's steps: the system records them, correlated with the workflow ----

const workflowContext = (partnerId: string | null, workflowId: string): EventContext => ({
  actor: BUILD_ACTOR,
  partnerId,
  correlationId: workflowId,
  now: () => new Date(),
});

/** The tearsheet as its stream tells it (workflows read no read model). */
export const loadTearsheet = (deps: TearsheetWorkflowDeps, tearsheetId: string, workflowId: string) =>
  latest(deps.store, tearsheetId, workflowContext(null, workflowId));

export const recordTearsheetStep = (
  deps: TearsheetWorkflowDeps,
  tearsheet: Pick<TearsheetFacts, 'tearsheetId' | 'partnerId'>,
  workflowId: string,
  command: TearsheetCommand,
) => onStream(deps, workflowContext(tearsheet.partnerId, workflowId), tearsheet.tearsheetId, command);

/** A tearsheet's service notification to the user who asked (sent once: its id is the tearsheet's and the kind's). */
export function sendTearsheetNotice(
  deps: TearsheetWorkflowDeps,
  tearsheet: TearsheetFacts,
  workflowId: string,
  kind: TearsheetNotice,
  entries: number | null,
) {
  const userId = tearsheet.requestedBy;
  return sendNotification(deps, workflowContext(tearsheet.partnerId, workflowId), {
    notificationId: `${tearsheet.tearsheetId}-${TEARSHEET_NOTICE_KINDS[kind]}-${userId}`,
    userId,
    kind: TEARSHEET_NOTICE_KINDS[kind],
    campaignId: tearsheet.campaignId,
    requestId: tearsheet.tearsheetId,
    ...tearsheetNoticeText(kind, { campaignName: tearsheet.campaignName, entries }),
    link: `/campaigns/${tearsheet.campaignId}/personalize`,
    at: new Date().toISOString(),
  });
}

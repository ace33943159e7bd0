// Custom conversions (spec 3 §2, §7): top admins and the self-service group create, change and delete a partner's
// conversions; anyone but a top admin only on their own partner. The floodlight activity is found through the
// partner's CM360 (the `FloodlightPort` the API wires to the adapter), and its name and advertiser are stored as
// CM360 said them, never as the request typed them.
import type { FloodlightActivity } from '../domain/custom-conversion/answers';
import {
  CUSTOM_CONVERSION_NOT_FOUND,
  CustomConversionAggregate,
  decideCustomConversion,
  FLOODLIGHT_ACTIVITY_UNKNOWN,
  type CustomConversionCommand,
  type CustomConversionSettings,
  type CustomConversionState,
} from '../domain/custom-conversion';
import { DomainError } from '../domain/shared/errors';
import { nameError } from '../domain/shared/validation';
import { assertGroup, resolvePartner } from './authorization';
import { eventContext, type CommandContext, type SignedInActor } from './context';
import type { CommandDeps } from './deps';
import { execute, latestState } from './execute';
import { newId } from './ids';

/** What a conversion's commands read beyond its stream: the partner's CM360 activities and its taken names. */
export interface CustomConversionReads {
  /** The floodlight activities of the partner's CM360 advertisers; 409 when no node of it is connected to CM360. */
  floodlightActivities(partnerId: string): Promise<FloodlightActivity[]>;
  /** The names of the partner's conversions but `exceptId`. */
  takenNames(partnerId: string, exceptId?: string): Promise<string[]>;
}

export interface CustomConversionInput {
  name: string;
  floodlightActivityId: string;
}

/** The partner the caller manages conversions of: their own, or the one a top admin names. */
export function conversionPartner(actor: SignedInActor, requested: string | undefined): string {
  assertGroup(actor, 'ADMINS_AND_SELF_SERVICE');
  return resolvePartner(actor, requested);
}

/** The settings to store: the name checked before CM360 is asked, then the activity as CM360 holds it. */
async function settingsOf(
  reads: CustomConversionReads,
  partnerId: string,
  input: CustomConversionInput,
): Promise<CustomConversionSettings> {
  const error = nameError(input.name);
  if (error) throw DomainError.badRequest(error, { field: 'name' });
  const activity = (await reads.floodlightActivities(partnerId)).find((a) => a.id === input.floodlightActivityId);
  if (!activity) throw DomainError.unprocessable(FLOODLIGHT_ACTIVITY_UNKNOWN, { field: 'floodlightActivityId' });
  return {
    name: input.name,
    floodlightActivityId: activity.id,
    floodlightActivityName: activity.name,
    advertiserId: activity.advertiserId,
  };
}

export async function createCustomConversion(
  deps: CommandDeps,
  context: CommandContext,
  reads: CustomConversionReads,
  input: { partnerId?: string; conversion: CustomConversionInput },
) {
  const partnerId = conversionPartner(context.actor, input.partnerId);
  const settings = await settingsOf(reads, partnerId, input.conversion);
  const conversionId = newId();
  const command: CustomConversionCommand = {
    type: 'CreateCustomConversion',
    conversionId,
    partnerId,
    settings,
    takenNames: await reads.takenNames(partnerId),
  };
  const result = await execute(
    deps.store,
    CustomConversionAggregate,
    conversionId,
    eventContext(context, partnerId),
    (s) => decideCustomConversion(command, s),
  );
  return { conversionId, ...result };
}

function assertOfPartner(state: CustomConversionState, partnerId: string) {
  if (state.status !== 'saved' || state.partnerId !== partnerId)
    throw DomainError.notFound(CUSTOM_CONVERSION_NOT_FOUND);
}

/**
 * Runs `command` on a conversion of the caller's partner. Another partner's answers 404 as a missing one does, so a
 * caller learns nothing of other partners' ids.
 */
function onConversion(
  deps: CommandDeps,
  context: CommandContext,
  input: { id: string; partnerId: string },
  command: CustomConversionCommand,
) {
  return execute(deps.store, CustomConversionAggregate, input.id, eventContext(context, input.partnerId), (state) => {
    assertOfPartner(state, input.partnerId);
    return decideCustomConversion(command, state);
  });
}

export async function updateCustomConversion(
  deps: CommandDeps,
  context: CommandContext,
  reads: CustomConversionReads,
  input: { id: string; partnerId?: string; conversion: CustomConversionInput },
) {
  const partnerId = conversionPartner(context.actor, input.partnerId);
  // Found before CM360 is asked, so a missing or another partner's conversion answers 404 whatever CM360 says.
  const state = await latestState(deps.store, CustomConversionAggregate, input.id, eventContext(context, partnerId));
  assertOfPartner(state, partnerId);
  const settings = await settingsOf(reads, partnerId, input.conversion);
  const takenNames = await reads.takenNames(partnerId, input.id);
  return onConversion(
    deps,
    context,
    { id: input.id, partnerId },
    { type: 'UpdateCustomConversion', settings, takenNames },
  );
}

export function deleteCustomConversion(
  deps: CommandDeps,
  context: CommandContext,
  input: { id: string; partnerId?: string },
) {
  const partnerId = conversionPartner(context.actor, input.partnerId);
  return onConversion(deps, context, { id: input.id, partnerId }, { type: 'DeleteCustomConversion' });
}

// Partners (super only): create, update, archive and unarchive; the partner's admins require two-factor sign-in.
import { decidePartner, PartnerAggregate } from '../domain/partner';
import { assertGroup, assertPartnerScope } from './authorization';
import { eventContext, type CommandContext } from './context';
import type { CommandDeps } from './deps';
import { execute } from './execute';
import { newId } from './ids';

export async function createPartner(deps: CommandDeps, context: CommandContext, input: { name: string; type: string }) {
  assertGroup(context.actor, 'SUPER_ONLY');
  const partnerId = newId();
  const nameTaken = await deps.lookups.partnerNameTaken(input.name.trim());
  const result = await execute(deps.store, PartnerAggregate, partnerId, eventContext(context, partnerId), (state) =>
    decidePartner({ type: 'CreatePartner', partnerId, name: input.name, partnerType: input.type, nameTaken }, state),
  );
  return { partnerId, ...result };
}

export async function updatePartner(
  deps: CommandDeps,
  context: CommandContext,
  input: { id: string; name: string; type: string },
) {
  assertGroup(context.actor, 'SUPER_ONLY');
  const nameTaken = await deps.lookups.partnerNameTaken(input.name.trim(), input.id);
  return execute(deps.store, PartnerAggregate, input.id, eventContext(context, input.id), (state) =>
    decidePartner({ type: 'UpdatePartner', name: input.name, partnerType: input.type, nameTaken }, state),
  );
}

export async function setPartnerArchived(
  deps: CommandDeps,
  context: CommandContext,
  partnerId: string,
  archived: boolean,
) {
  assertGroup(context.actor, 'SUPER_ONLY');
  return execute(deps.store, PartnerAggregate, partnerId, eventContext(context, partnerId), (state) =>
    decidePartner({ type: 'SetPartnerArchived', archived }, state),
  );
}

/** Whether the partner's local users must sign in with a TOTP code (issue 22 §4): the partner's own admin group. */
export async function setTwoFactorRequired(
  deps: CommandDeps,
  context: CommandContext,
  partnerId: string,
  required: boolean,
) {
  assertGroup(context.actor, 'ADMIN_GROUP');
  assertPartnerScope(context.actor, partnerId);
  return execute(deps.store, PartnerAggregate, partnerId, eventContext(context, partnerId), (state) =>
    decidePartner({ type: 'SetTwoFactorRequired', required }, state),
  );
}

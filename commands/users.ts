// Users: internal users (super only) and partner users invited to a business node (admin group), or made at a first
// single sign-on where the SSO config allows it.
import { createHash } from 'node:crypto';
import { DomainError, MESSAGES } from '../domain/shared/errors';
import { passwordError } from '../domain/shared/password-rules';
import { normalizeEmail } from '../domain/shared/validation';
import type { Role } from '../domain/roles';
import {
  CANNOT_DEACTIVATE_YOURSELF,
  decideUser,
  INTERNAL_USERS_HAVE_NO_NODES,
  INVITATION_NOT_FOUND,
  USER_NOT_FOUND,
  UserAggregate,
  type UserCommand,
  type UserEvent,
} from '../domain/user';
import { reachableNodes } from './asset-scope';
import { assertGroup, assertPartnerScope } from './authorization';
import { eventContext, type CommandContext, type SignedInActor } from './context';
import { execute } from './execute';
import { newId } from './ids';
import type { UserRef } from './lookups';
import type { CommandDeps } from './deps';
import { hashPassword } from './passwords';

/** Hashing is slow on purpose, so it is skipped when the password breaks the rules (decide then refuses it). */
async function passwordInput(password: string) {
  return { password, passwordHash: passwordError(password) ? '' : await hashPassword(password) };
}

/** Internal users belong to super users; partner users to the admin group of their partner. */
export function assertUserScope(actor: SignedInActor, user: UserRef): void {
  if (user.partnerId === null) return assertGroup(actor, 'SUPER_ONLY');
  assertGroup(actor, 'ADMIN_GROUP');
  assertPartnerScope(actor, user.partnerId);
}

async function scopedUser(deps: CommandDeps, actor: SignedInActor, userId: string): Promise<UserRef> {
  const user = await deps.lookups.user(userId);
  if (!user) throw DomainError.notFound(USER_NOT_FOUND);
  assertUserScope(actor, user);
  return user;
}

function run(
  deps: CommandDeps,
  context: CommandContext,
  user: { id: string; partnerId: string | null },
  command: UserCommand,
) {
  return execute(deps.store, UserAggregate, user.id, eventContext(context, user.partnerId), (state) =>
    decideUser(command, state),
  );
}

export async function createInternalUser(
  deps: CommandDeps,
  context: CommandContext,
  input: { email: string; name: string; role: string; password: string },
) {
  assertGroup(context.actor, 'SUPER_ONLY');
  const userId = newId();
  const emailTaken = await deps.lookups.emailTaken(normalizeEmail(input.email));
  const result = await run(
    deps,
    context,
    { id: userId, partnerId: null },
    {
      type: 'CreateInternalUser',
      userId,
      email: input.email,
      name: input.name,
      role: input.role,
      emailTaken,
      ...(await passwordInput(input.password)),
    },
  );
  return { userId, ...result };
}

export async function inviteUser(
  deps: CommandDeps,
  context: CommandContext,
  input: { nodeId: string; email: string; role: string; partnerId: string; isConceptOnly: boolean },
) {
  assertGroup(context.actor, 'ADMIN_GROUP');
  const nodePartner = await deps.lookups.nodePartner(input.nodeId);
  if (!nodePartner) throw DomainError.notFound(MESSAGES.businessNodeNotFound);
  assertPartnerScope(context.actor, nodePartner);
  if (input.partnerId !== nodePartner) throw DomainError.notAllowed(MESSAGES.businessNodeAccessDenied);
  const userId = newId();
  const invitationId = newId();
  const emailTaken = await deps.lookups.emailTaken(normalizeEmail(input.email));
  const result = await run(
    deps,
    context,
    { id: userId, partnerId: nodePartner },
    {
      type: 'InviteUser',
      userId,
      invitationId,
      email: input.email,
      role: input.role,
      partnerId: nodePartner,
      businessNodeId: input.nodeId,
      isConceptOnly: input.isConceptOnly,
      emailTaken,
    },
  );
  return { userId, invitationId, ...result };
}

export async function reinviteUser(deps: CommandDeps, context: CommandContext, userId: string) {
  const user = await scopedUser(deps, context.actor, userId);
  const invitationId = newId();
  const result = await run(deps, context, user, { type: 'ReinviteUser', invitationId });
  return { invitationId, ...result };
}

/** Public: whoever holds the invitation link signs up with a name and a password. */
export async function acceptInvitation(
  deps: CommandDeps,
  correlationId: string,
  now: () => Date,
  input: { invitationId: string; name: string; password: string },
) {
  const userId = await deps.lookups.userIdByInvitation(input.invitationId);
  const user = userId ? await deps.lookups.user(userId) : null;
  if (!user) throw DomainError.notFound(INVITATION_NOT_FOUND);
  const command: UserCommand = {
    type: 'AcceptInvitation',
    invitationId: input.invitationId,
    name: input.name,
    ...(await passwordInput(input.password)),
  };
  const result = await execute(
    deps.store,
    UserAggregate,
    user.id,
    {
      actor: { userId: user.id, role: user.role as SignedInActor['role'] },
      partnerId: user.partnerId,
      correlationId,
      now,
    },
    (state) => decideUser(command, state),
  );
  return { userId: user.id, ...result };
}

/** Why single sign-on could not make the user (the config's node is gone or no longer the partner's). */
export const PROVISIONING_NODE_GONE =
  'Single sign-on cannot create your account: its business node no longer exists. Ask your administrator';

/**
 * A first single sign-on of an e-mail no user has, where the config provisions (issue 22 §1): the user is made on the
 * config's node with its role, acting as itself. The id is derived from the e-mail, so two first sign-ins at once make
 * one user (the second meets the first's stream and is refused as already existing).
 */
export async function provisionSsoUser(
  deps: CommandDeps,
  correlationId: string,
  now: () => Date,
  config: { id: string; partnerId: string; provisioning: { businessNodeId: string; role: Role } },
  vouched: { email: string; name: string | null },
) {
  const { businessNodeId, role } = config.provisioning;
  if ((await deps.lookups.nodePartner(businessNodeId)) !== config.partnerId)
    throw DomainError.unprocessable(PROVISIONING_NODE_GONE);
  const email = normalizeEmail(vouched.email);
  const userId = createHash('sha256').update(`sso-user:${email}`).digest('hex').slice(0, 24);
  const command: UserCommand = {
    type: 'ProvisionUser',
    userId,
    email,
    name: vouched.name,
    role,
    partnerId: config.partnerId,
    businessNodeId,
    ssoConfigId: config.id,
    emailTaken: await deps.lookups.emailTaken(email),
  };
  const result = await execute(
    deps.store,
    UserAggregate,
    userId,
    { actor: { userId, role }, partnerId: config.partnerId, correlationId, now },
    (state) => decideUser(command, state),
  );
  return { userId, ...result };
}

/** At a sign-in that just verified `password` against a weaker stored hash: the user's own act, as themselves. */
export async function rehashPassword(
  deps: CommandDeps,
  correlationId: string,
  now: () => Date,
  user: SignedInActor,
  password: string,
) {
  const passwordHash = await hashPassword(password);
  return execute(
    deps.store,
    UserAggregate,
    user.userId,
    { actor: { userId: user.userId, role: user.role }, partnerId: user.partnerId, correlationId, now },
    (state) => decideUser({ type: 'RehashPassword', passwordHash }, state),
  );
}

export async function updateUser(
  deps: CommandDeps,
  context: CommandContext,
  userId: string,
  input: { name?: string; role?: string; isConceptOnly?: boolean },
) {
  // Partner users can only get partner roles (decide checks), so a partner's admin cannot make a top admin.
  const user = await scopedUser(deps, context.actor, userId);
  if (input.role === undefined || user.partnerId !== null)
    return run(deps, context, user, { type: 'UpdateUser', ...input, otherActiveSuperUsers: 1 });
  return deps.lookups.inTurnWithSuperUserChanges(async () =>
    run(deps, context, user, {
      type: 'UpdateUser',
      ...input,
      otherActiveSuperUsers: await otherActiveSuperUsers(deps, userId),
    }),
  );
}

/**
 * POST /users/{id}/business-nodes/add and /delete: the caller must reach the user and every node named. A node of
 * another partner is refused as out of reach, one that does not exist as not found; `partnerId`, when the screen
 * passes its current partner (spec 3 §6), must be the user's.
 */
export async function changeUserBusinessNodes(
  deps: CommandDeps,
  context: CommandContext,
  userId: string,
  change: 'add' | 'delete',
  input: { businessNodeIds: string[]; partnerId?: string },
) {
  const user = await scopedUser(deps, context.actor, userId);
  if (user.partnerId === null) throw DomainError.unprocessable(INTERNAL_USERS_HAVE_NO_NODES);
  if (input.partnerId !== undefined && input.partnerId !== user.partnerId)
    throw DomainError.notAllowed(MESSAGES.accessDenied);
  await assertNodesReached(deps, context.actor, user.partnerId, input.businessNodeIds);
  return run(deps, context, user, {
    type: change === 'add' ? 'AddUserBusinessNodes' : 'RemoveUserBusinessNodes',
    businessNodeIds: input.businessNodeIds,
  });
}

async function assertNodesReached(
  deps: CommandDeps,
  actor: SignedInActor,
  partnerId: string,
  nodeIds: string[],
): Promise<void> {
  const own = new Set(await deps.lookups.partnerNodes(partnerId, nodeIds));
  const foreign = nodeIds.filter((id) => !own.has(id));
  const partners = await Promise.all(foreign.map((id) => deps.lookups.nodePartner(id)));
  if (partners.some((p) => p === null)) throw DomainError.notFound(MESSAGES.businessNodeNotFound);
  const reachable = await reachableNodes(deps.lookups, actor);
  if (foreign.length || (reachable !== null && nodeIds.some((id) => !reachable.includes(id))))
    throw DomainError.notAllowed(MESSAGES.businessNodeAccessDenied);
}

/** A super user moves a partner user to another partner, onto one of its nodes. */
export async function moveUserToPartner(
  deps: CommandDeps,
  context: CommandContext,
  userId: string,
  target: { partnerId: string; businessNodeId: string },
) {
  assertGroup(context.actor, 'SUPER_ONLY');
  const user = await scopedUser(deps, context.actor, userId);
  if ((await deps.lookups.nodePartner(target.businessNodeId)) !== target.partnerId)
    throw DomainError.notFound(MESSAGES.businessNodeNotFound);
  // From now on the user's stream belongs to the new partner, whose admins see how the user arrived.
  return run(deps, context, { id: user.id, partnerId: target.partnerId }, { type: 'MoveUserToPartner', ...target });
}

export async function setUserActive(deps: CommandDeps, context: CommandContext, userId: string, active: boolean) {
  const user = await scopedUser(deps, context.actor, userId);
  if (active) return run(deps, context, user, { type: 'ActivateUser' });
  if (userId === context.actor.userId) throw DomainError.unprocessable(CANNOT_DEACTIVATE_YOURSELF);
  if (user.partnerId !== null) return run(deps, context, user, { type: 'DeactivateUser', otherActiveSuperUsers: 1 });
  return deps.lookups.inTurnWithSuperUserChanges(async () =>
    run(deps, context, user, {
      type: 'DeactivateUser',
      otherActiveSuperUsers: await otherActiveSuperUsers(deps, userId),
    }),
  );
}

/**
 * The active super users besides this one. The read model names the candidates; each one's own stream says whether
 * it still is one, since a change that ran just before (in turn, inTurnWithSuperUserChanges) may not be projected yet.
 * A super promoted a moment ago and not yet projected is missed: the answer can then be a refusal, never a last
 * super removed.
 */
async function otherActiveSuperUsers(deps: CommandDeps, userId: string): Promise<number> {
  const candidates = await deps.lookups.otherActiveSuperUserIds(userId);
  const states = await Promise.all(
    candidates.map(async (id) => {
      const events = await deps.store.readStream(`${UserAggregate.streamPrefix}-${id}`);
      return events.reduce(
        (state, e) => UserAggregate.evolve(state, e as unknown as UserEvent),
        UserAggregate.initialState(),
      );
    }),
  );
  return states.filter((state) => state.status === 'ACTIVE' && state.role === 'SUPER').length;
}

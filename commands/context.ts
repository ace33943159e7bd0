import type { Role } from '../domain/roles';
import type { Actor } from '../domain/shared/events';

/** The signed-in user a command runs for. */
export interface SignedInActor {
  userId: string;
  role: Role;
  /** The user's own partner (null for internal users). */
  partnerId: string | null;
  /** Held to the concepts area unless a top admin (domain/roles.ts confinedToConcepts); absent: not concept-only. */
  isConceptOnly?: boolean;
}

/** Who runs a command and when; becomes the events' metadata. */
export interface CommandContext {
  actor: SignedInActor;
  correlationId: string;
  now: () => Date;
  /** The caller's time zone (IANA), for what 'today' means to them; absent or null: UTC. */
  timeZone?: string | null;
}

/** The metadata source of one append: the actor, the partner the events concern, the request. */
export interface EventContext {
  actor: Actor;
  partnerId: string | null;
  correlationId: string;
  causationId?: string | null;
  now: () => Date;
}

export function eventContext(context: CommandContext, partnerId: string | null): EventContext {
  const { userId, role } = context.actor;
  return { actor: { userId, role }, partnerId, correlationId: context.correlationId, now: context.now };
}

// Object scope on the server: top admins act on any partner, everyone else only on their own.
import { inGroup, isTopAdmin, WRONG_ROLES_MESSAGE, type Group } from '../domain/roles';
import { DomainError, MESSAGES } from '../domain/shared/errors';
import type { SignedInActor } from './context';

export function assertGroup(actor: SignedInActor, group: Group): void {
  if (!inGroup(actor.role, group)) throw DomainError.notAllowed(WRONG_ROLES_MESSAGE);
}

function canActOnPartner(actor: SignedInActor, partnerId: string | null): boolean {
  return isTopAdmin(actor.role) || (partnerId !== null && actor.partnerId === partnerId);
}

/** `message`: the refusal that names what was asked for (a concept: 'Access to the Concept denied'). */
export function assertPartnerScope(
  actor: SignedInActor,
  partnerId: string | null,
  message: string = MESSAGES.accessDenied,
): void {
  if (!canActOnPartner(actor, partnerId)) throw DomainError.notAllowed(message);
}

/** The partner a list or command is about: top admins name it, everyone else gets their own. */
export function resolvePartner(actor: SignedInActor, requested: string | undefined | null): string {
  if (isTopAdmin(actor.role)) {
    if (!requested) throw DomainError.badRequest(MESSAGES.partnerRequired, { field: 'partnerId' });
    return requested;
  }
  if (!actor.partnerId) throw DomainError.notAllowed(MESSAGES.accessDenied);
  if (requested && requested !== actor.partnerId) throw DomainError.notAllowed(MESSAGES.accessDenied);
  return actor.partnerId;
}

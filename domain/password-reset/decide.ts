// One password reset link: asked for an active user, used once before it expires (domain/password-reset/messages.ts).
import { DomainError } from '../shared/errors';
import type { PasswordResetEvent } from './events';
import { RESET_LINK_INVALID } from './messages';

export type PasswordResetState = { status: 'none' } | { status: 'open' | 'used'; userId: string; expiresAt: string };

export const initialPasswordResetState = (): PasswordResetState => ({ status: 'none' });

export function evolvePasswordReset(state: PasswordResetState, event: PasswordResetEvent): PasswordResetState {
  switch (event.type) {
    case 'PasswordResetRequested':
      return { status: 'open', userId: event.data.userId, expiresAt: event.data.expiresAt };
    case 'PasswordResetUsed':
      return state.status === 'none' ? state : { ...state, status: 'used' };
  }
}

export type PasswordResetCommand =
  { type: 'RequestPasswordReset'; userId: string; expiresAt: string } | { type: 'UsePasswordReset'; now: Date };

/** Token validity (spec 3 §3): unknown or used links are INVALID, open ones past their hour EXPIRED. */
export const TOKEN_VALIDITIES = ['INVALID', 'EXPIRED', 'VALID'] as const;
export type TokenValidity = (typeof TOKEN_VALIDITIES)[number];

export function resetLinkValidity(state: PasswordResetState, now: Date): TokenValidity {
  if (state.status !== 'open') return 'INVALID';
  return new Date(state.expiresAt) <= now ? 'EXPIRED' : 'VALID';
}

/** The user an open link is for, or the one refusal that tells nothing about why. */
export function openResetUser(state: PasswordResetState, now: Date): string {
  if (state.status !== 'open' || resetLinkValidity(state, now) !== 'VALID') throw DomainError.gone(RESET_LINK_INVALID);
  return state.userId;
}

export function decidePasswordReset(command: PasswordResetCommand, state: PasswordResetState): PasswordResetEvent[] {
  switch (command.type) {
    case 'RequestPasswordReset':
      // A token is 32 random bytes: a second request on one stream is a replay of the first.
      if (state.status !== 'none') return [];
      return [{ type: 'PasswordResetRequested', data: { userId: command.userId, expiresAt: command.expiresAt } }];
    case 'UsePasswordReset':
      return [{ type: 'PasswordResetUsed', data: { userId: openResetUser(state, command.now) } }];
  }
}

// A password reset link (domain/password-reset): asked once per token, used once, and only within its hour; unknown,
// used and expired links are refused alike, so the answer tells nothing more.
import { describe, expect, it } from 'vitest';
import {
  decidePasswordReset,
  evolvePasswordReset,
  initialPasswordResetState,
  RESET_LINK_INVALID,
  RESET_LINK_TTL_MS,
  resetLinkValidity,
  type PasswordResetEvent,
} from '../../domain/password-reset';
import { DomainError } from '../../domain/shared/errors';

const asked = new Date('2026-11-26T10:00:00Z');
const fold = (events: PasswordResetEvent[]) => events.reduce(evolvePasswordReset, initialPasswordResetState());
const open = fold([
  {
    type: 'PasswordResetRequested',
    data: { userId: 'u1', expiresAt: new Date(asked.getTime() + RESET_LINK_TTL_MS).toISOString() },
  },
]);
const use = (state: ReturnType<typeof fold>, minutes: number) =>
  decidePasswordReset({ type: 'UsePasswordReset', now: new Date(asked.getTime() + minutes * 60_000) }, state);

describe('a password reset link', () => {
  it('is used once within its hour', () => {
    const used = use(open, 59);
    expect(used).toEqual([{ type: 'PasswordResetUsed', data: { userId: 'u1' } }]);
    expect(() => use(initialPasswordResetState(), 1)).toThrow(RESET_LINK_INVALID);
    const after = evolvePasswordReset(open, used[0]!);
    expect(() => use(after, 1)).toThrow(RESET_LINK_INVALID);
  });

  it('opens nothing once its hour has passed, with the same refusal (410)', () => {
    try {
      use(open, 60);
      throw new Error('not refused');
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect([(error as DomainError).statusCode, (error as DomainError).message]).toEqual([410, RESET_LINK_INVALID]);
    }
  });

  it('records a token asked for twice once', () => {
    const ask = { type: 'RequestPasswordReset' as const, userId: 'u1', expiresAt: asked.toISOString() };
    expect(decidePasswordReset(ask, initialPasswordResetState())).toHaveLength(1);
    expect(decidePasswordReset(ask, open)).toEqual([]);
  });

  it('tells its token validity: VALID within its hour, EXPIRED after it, INVALID when unknown or used', () => {
    const at = (minutes: number) => new Date(asked.getTime() + minutes * 60_000);
    expect(resetLinkValidity(open, at(59))).toBe('VALID');
    expect(resetLinkValidity(open, at(60))).toBe('EXPIRED');
    expect(resetLinkValidity(initialPasswordResetState(), at(1))).toBe('INVALID');
    expect(resetLinkValidity(evolvePasswordReset(open, use(open, 1)[0]!), at(2))).toBe('INVALID');
  });
});

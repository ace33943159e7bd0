import type { PasswordResetEvent } from './events';
import { evolvePasswordReset, initialPasswordResetState, type PasswordResetState } from './decide';

export * from './events';
export * from './decide';
export * from './messages';

/** Stream `PasswordReset-<sha256 of the link's token>`: one link, asked for and used once. */
export const PasswordResetAggregate = {
  streamPrefix: 'PasswordReset',
  initialState: initialPasswordResetState,
  evolve: evolvePasswordReset,
} satisfies {
  streamPrefix: string;
  initialState(): PasswordResetState;
  evolve(s: PasswordResetState, e: PasswordResetEvent): PasswordResetState;
};

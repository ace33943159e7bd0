import type { SsoConfigEvent } from './events';
import { evolveSsoConfig, initialSsoConfigState, type SsoConfigState } from './state';

export * from './events';
export * from './state';
export * from './decide';
export * from './rules';
export * from './domain-claim';

/** Stream `SsoConfig-<configId>`: one single sign-on configuration of a partner. */
export const SsoConfigAggregate = {
  streamPrefix: 'SsoConfig',
  initialState: initialSsoConfigState,
  evolve: evolveSsoConfig,
} satisfies {
  streamPrefix: string;
  initialState(): SsoConfigState;
  evolve(s: SsoConfigState, e: SsoConfigEvent): SsoConfigState;
};

// Stream `SsoDomain-<domain>`: which SSO config holds an e-mail domain (issue 22 §1: a domain belongs to one config).
// The read model alone cannot say it: two saves of one domain in the same instant both find it free. A config claims
// each of its domains on the domain's own stream before its own event, and gives it back when it drops it or is
// deleted; the stream's revision lets only one claim win. A claim whose config never came to be (a crash between the
// claim and the config's event) or is deleted is free to take; one younger than CLAIM_GRACE_MS is not, as its
// config's event may be on its way.
import { DomainError } from '../shared/errors';
import { SSO_MESSAGES } from './rules';

/** Longer than a claim and its config's event ever take apart. */
export const CLAIM_GRACE_MS = 60_000;

export type SsoDomainClaimed = {
  type: 'SsoDomainClaimed';
  data: { domain: string; configId: string; partnerId: string; claimedAt: string };
};
export type SsoDomainReleased = { type: 'SsoDomainReleased'; data: { domain: string; configId: string } };
export type SsoDomainEvent = SsoDomainClaimed | SsoDomainReleased;

export interface SsoDomainState {
  holder: string | null;
  claimedAt: string | null;
}

/** What the holding config's own stream says, read by the application layer for the holder it saw. */
export interface HolderFacts {
  holder: string;
  status: 'none' | 'active' | 'deleted';
  listsDomain: boolean;
}

export type ClaimSsoDomain = {
  type: 'ClaimSsoDomain';
  domain: string;
  configId: string;
  partnerId: string;
  now: string;
  /** Null when the domain was free when read. */
  holderFacts: HolderFacts | null;
};
export type ReleaseSsoDomain = { type: 'ReleaseSsoDomain'; domain: string; configId: string };
export type SsoDomainCommand = ClaimSsoDomain | ReleaseSsoDomain;

export const initialSsoDomainState = (): SsoDomainState => ({ holder: null, claimedAt: null });

export function evolveSsoDomain(state: SsoDomainState, event: SsoDomainEvent): SsoDomainState {
  switch (event.type) {
    case 'SsoDomainClaimed':
      return { holder: event.data.configId, claimedAt: event.data.claimedAt };
    case 'SsoDomainReleased':
      return state.holder === event.data.configId ? initialSsoDomainState() : state;
  }
}

/** Whether the holder still holds the domain; facts about another holder than the one now there count as holding. */
function held(state: SsoDomainState, facts: HolderFacts | null, now: string): boolean {
  if (!state.holder) return false;
  if (!facts || facts.holder !== state.holder) return true;
  if (facts.status === 'deleted') return false;
  if (facts.status === 'active' && facts.listsDomain) return true;
  return Date.parse(now) - Date.parse(state.claimedAt ?? now) < CLAIM_GRACE_MS;
}

export function decideSsoDomain(command: SsoDomainCommand, state: SsoDomainState): SsoDomainEvent[] {
  switch (command.type) {
    case 'ClaimSsoDomain': {
      const { domain, configId, partnerId, now } = command;
      if (state.holder === configId) return [];
      if (held(state, command.holderFacts, now)) throw DomainError.conflict(SSO_MESSAGES.domainTaken(domain));
      return [{ type: 'SsoDomainClaimed', data: { domain, configId, partnerId, claimedAt: now } }];
    }
    case 'ReleaseSsoDomain':
      return state.holder === command.configId
        ? [{ type: 'SsoDomainReleased', data: { domain: command.domain, configId: command.configId } }]
        : [];
  }
}

/** Stream `SsoDomain-<domain>`: the config holding one e-mail domain. */
export const SsoDomainAggregate = {
  streamPrefix: 'SsoDomain',
  initialState: initialSsoDomainState,
  evolve: evolveSsoDomain,
} satisfies {
  streamPrefix: string;
  initialState(): SsoDomainState;
  evolve(s: SsoDomainState, e: SsoDomainEvent): SsoDomainState;
};

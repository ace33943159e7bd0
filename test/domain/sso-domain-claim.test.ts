// Stream SsoDomain-<domain> (issue 22 §1): one config holds an e-mail domain; a claim of a config that is gone, or
// never came to be once its grace passed, is free to take.
import { describe, it } from 'vitest';
import {
  CLAIM_GRACE_MS,
  decideSsoDomain,
  SsoDomainAggregate,
  type ClaimSsoDomain,
  type HolderFacts,
  type SsoDomainEvent,
} from '../../domain/sso-config';
import { spec } from '../support/given-when-then';

const given = spec(SsoDomainAggregate, decideSsoDomain).given;
const domain = 'acme.example';
const at = (ms: number) => new Date(Date.UTC(2026, 10, 27) + ms).toISOString();
const claimed = (configId: string, ms = 0): SsoDomainEvent => ({
  type: 'SsoDomainClaimed',
  data: { domain, configId, partnerId: 'p1', claimedAt: at(ms) },
});
const claim = (configId: string, ms: number, holderFacts: HolderFacts | null = null): ClaimSsoDomain => ({
  type: 'ClaimSsoDomain',
  domain,
  configId,
  partnerId: 'p1',
  now: at(ms),
  holderFacts,
});
const TAKEN = `The email domain ${domain} already belongs to another SSO config`;
const facts = (status: HolderFacts['status'], listsDomain: boolean, holder = 'c1'): HolderFacts => ({
  holder,
  status,
  listsDomain,
});

describe('SsoDomain claims', () => {
  it('claims a free domain', () =>
    given([])
      .when(claim('c1', 0))
      .then([claimed('c1')]));

  it('claims nothing again for its holder', () =>
    given([claimed('c1')])
      .when(claim('c1', 5))
      .then([]));

  it('refuses a domain an active config lists', () =>
    given([claimed('c1')])
      .when(claim('c2', CLAIM_GRACE_MS * 10, facts('active', true)))
      .thenThrows(409, TAKEN));

  it('refuses a fresh claim whose config is not written yet', () =>
    given([claimed('c1')])
      .when(claim('c2', CLAIM_GRACE_MS - 1, facts('none', false)))
      .thenThrows(409, TAKEN));

  it('takes a claim whose config never came to be, once the grace passed', () =>
    given([claimed('c1')])
      .when(claim('c2', CLAIM_GRACE_MS, facts('none', false)))
      .then([claimed('c2', CLAIM_GRACE_MS)]));

  it("takes a deleted config's claim at once", () =>
    given([claimed('c1')])
      .when(claim('c2', 1, facts('deleted', true)))
      .then([claimed('c2', 1)]));

  it('takes a claim its config no longer lists, once the grace passed', () =>
    given([claimed('c1')])
      .when(claim('c2', CLAIM_GRACE_MS, facts('active', false)))
      .then([claimed('c2', CLAIM_GRACE_MS)]));

  it('refuses when what it read was about another holder than the one now there', () =>
    given([claimed('c1'), { type: 'SsoDomainReleased', data: { domain, configId: 'c1' } }, claimed('c3', 2)])
      .when(claim('c2', CLAIM_GRACE_MS * 10, facts('deleted', false, 'c1')))
      .thenThrows(409, TAKEN));

  it('is released by its holder only, and then free', () => {
    given([claimed('c1')])
      .when({ type: 'ReleaseSsoDomain', domain, configId: 'c2' })
      .then([]);
    given([claimed('c1')])
      .when({ type: 'ReleaseSsoDomain', domain, configId: 'c1' })
      .then([{ type: 'SsoDomainReleased', data: { domain, configId: 'c1' } }]);
    given([claimed('c1'), { type: 'SsoDomainReleased', data: { domain, configId: 'c1' } }])
      .when(claim('c2', 1))
      .then([claimed('c2', 1)]);
  });
});

// The tearsheet's rules (domain/tearsheet): each build step is recorded once whatever the retries; a link is made only
// on a ready tearsheet with an expiry in the future; a revoked or expired link opens nothing (410), an unknown one is
// 404; every opening is recorded. And the filter as it is kept and told.
import { describe, expect, it } from 'vitest';
import {
  decideTearsheet,
  EXPIRY_IN_PAST,
  filterSummary,
  LINK_EXPIRED,
  LINK_NOT_FOUND,
  LINK_REVOKED,
  normalFilter,
  TEARSHEET_EXISTS,
  TEARSHEET_NOT_READY,
  TearsheetAggregate,
  type TearsheetEvent,
} from '../../domain/tearsheet';
import { spec } from '../support/given-when-then';

const on = { tearsheetId: 't1', campaignId: 'c1' };
const AT = '2026-06-01T10:00:00.000Z';
const LATER = '2026-06-02T10:00:00.000Z';
const requested: TearsheetEvent = {
  type: 'TearsheetRequested',
  data: {
    ...on,
    partnerId: 'p1',
    conceptId: 'k1',
    campaignName: 'Summer',
    filter: {},
    requestedBy: 'u1',
    at: AT,
  },
};
const collected: TearsheetEvent = {
  type: 'TearsheetCollected',
  data: { ...on, entries: 3, entriesKey: 'tearsheets/p1/t1/entries.json', at: AT },
};
const built: TearsheetEvent = {
  type: 'TearsheetBuilt',
  data: { ...on, pdfKey: 'tearsheets/p1/t1/tearsheet.pdf', entries: 3, pages: 1, bytes: 100, buildMs: 5, at: AT },
};
const link = (expiresAt: string | null = null): TearsheetEvent => ({
  type: 'TearsheetLinkCreated',
  data: { ...on, linkId: 'l1', tokenHash: 'h'.repeat(64), expiresAt, by: 'u1', at: AT },
});
const open = { type: 'OpenLink' as const, linkId: 'l1', as: 'pdf' as const, address: '127.0.0.1', userAgent: null };

const tearsheet = spec(TearsheetAggregate, decideTearsheet);

describe('a tearsheet’s build', () => {
  it('is requested once', () => {
    tearsheet
      .given([requested])
      .when({ type: 'RequestTearsheet', tearsheet: requested.data, at: AT })
      .thenThrows(409, TEARSHEET_EXISTS);
  });

  it('records each step once, whatever the retries', () => {
    const collect = { type: 'RecordCollected' as const, entries: 3, entriesKey: 'k', at: AT };
    tearsheet.given([requested, collected]).when(collect).then([]);
    tearsheet
      .given([requested, collected])
      .when({ type: 'RecordProgress', done: 2 })
      .then([{ type: 'TearsheetProgressed', data: { ...on, done: 2, total: 3 } }]);
    tearsheet
      .given([requested, collected, { type: 'TearsheetProgressed', data: { ...on, done: 2, total: 3 } }])
      .when({ type: 'RecordProgress', done: 1 })
      .then([]);
    const build = { type: 'RecordBuilt' as const, pdfKey: 'x', pages: 1, bytes: 1, buildMs: 1, at: AT };
    tearsheet.given([requested, collected, built]).when(build).then([]);
    tearsheet.given([requested, collected, built]).when({ type: 'RecordFailed', reason: 'no', at: AT }).then([]);
  });
});

describe('a public link', () => {
  it('is made on a ready tearsheet only, with an expiry in the future', () => {
    const create = { type: 'CreateLink' as const, linkId: 'l1', tokenHash: 'h', expiresAt: null, by: 'u1', at: AT };
    tearsheet.given([requested, collected]).when(create).thenThrows(409, TEARSHEET_NOT_READY);
    tearsheet
      .given([requested, collected, built])
      .when({ ...create, expiresAt: AT })
      .thenThrows(422, EXPIRY_IN_PAST);
    tearsheet
      .given([requested, collected, built])
      .when(create)
      .then([
        {
          type: 'TearsheetLinkCreated',
          data: { ...on, linkId: 'l1', tokenHash: 'h', expiresAt: null, by: 'u1', at: AT },
        },
      ]);
  });

  it('records each opening, and opens nothing once revoked or expired', () => {
    tearsheet
      .given([requested, collected, built, link()])
      .when({ ...open, at: LATER })
      .then([
        {
          type: 'TearsheetLinkOpened',
          data: { ...on, linkId: 'l1', as: 'pdf', address: '127.0.0.1', userAgent: null, at: LATER },
        },
      ]);
    tearsheet
      .given([requested, collected, built])
      .when({ ...open, at: LATER })
      .thenThrows(404, LINK_NOT_FOUND);
    const revoked: TearsheetEvent = { type: 'TearsheetLinkRevoked', data: { ...on, linkId: 'l1', by: 'u1', at: AT } };
    tearsheet
      .given([requested, collected, built, link(), revoked])
      .when({ ...open, at: LATER })
      .thenThrows(410, LINK_REVOKED);
    tearsheet
      .given([requested, collected, built, link(), revoked])
      .when({ type: 'RevokeLink', linkId: 'l1', by: 'u1', at: LATER })
      .thenThrows(409, LINK_REVOKED);
    tearsheet
      .given([requested, collected, built, link(LATER)])
      .when({ ...open, at: AT })
      .then([expect.objectContaining({ type: 'TearsheetLinkOpened' }) as TearsheetEvent]);
    tearsheet
      .given([requested, collected, built, link(AT)])
      .when({ ...open, at: LATER })
      .thenThrows(410, LINK_EXPIRED);
  });
});

describe('the filter', () => {
  it('is kept without empty parts, its lists in order, and told in words', () => {
    expect(normalFilter({ platforms: [], formats: ['b', 'a', 'b'], status: 'approved' })).toEqual({
      formats: ['a', 'b'],
      status: 'approved',
    });
    expect(filterSummary({})).toBe('All creatives');
    expect(filterSummary({ platforms: ['google'], segments: ['s'], qa: 'findings' })).toBe(
      'platforms: google · 1 segment · QA: with findings',
    );
  });
});

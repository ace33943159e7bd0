import { describe, it } from 'vitest';
import type { TearsheetEvent } from '../../domain/tearsheet/events';
import { tearsheetsProjection } from '../../projections/tearsheets/projection';
import { at, date, projectionSpec, stream } from '../support/projection-spec';

const spec = projectionSpec(tearsheetsProjection);
const BUILD = `SELECT status, entries, done, entries_key, pdf_key, pages, bytes, build_ms, reason, finished_at
  FROM tearsheet`;
const LINKS = `SELECT id, tearsheet_id, token_hash, expires_at, created_by, created_at, revoked_by, revoked_at, opened,
  last_opened_at FROM tearsheet_link ORDER BY id`;
const on = { tearsheetId: 'ts1', campaignId: 'c1' };
/** A build not yet finished, as the row holds it after its request. */
const unfinished = { pdf_key: null, pages: null, bytes: null, build_ms: null, reason: null, finished_at: null };

const requested = () => {
  const event = stream<TearsheetEvent>('Tearsheet-ts1');
  const given = [
    event(
      'TearsheetRequested',
      {
        ...on,
        partnerId: 'p1',
        conceptId: 'x1',
        campaignName: 'Spring',
        filter: { platforms: ['facebook'], status: 'approved' },
        requestedBy: 'u1',
        at: at(1),
      },
      1,
    ),
  ];
  return { event, given };
};
const collected = () => {
  const { event, given } = requested();
  return {
    event,
    given: [...given, event('TearsheetCollected', { ...on, entries: 12, entriesKey: 'ts/e.json', at: at(2) }, 2)],
  };
};

describe('tearsheets projection', () => {
  it('holds a requested tearsheet with its filter, at its place in the store', async () => {
    const { given } = requested();
    await spec.given(given).then(
      `SELECT id, campaign_id, partner_id, filter, requested_by, requested_at, status, entries, done, entries_key,
           position FROM tearsheet`,
      [
        {
          id: 'ts1',
          campaign_id: 'c1',
          partner_id: 'p1',
          filter: { platforms: ['facebook'], status: 'approved' },
          requested_by: 'u1',
          requested_at: date(1),
          status: 'requested',
          entries: 0,
          done: 0,
          entries_key: null,
          position: String(given[0]!.position),
        },
      ],
    );
  });

  it('starts building once its entries are collected', async () => {
    const { given } = collected();
    await spec
      .given(given)
      .then(BUILD, [{ status: 'building', entries: 12, done: 0, entries_key: 'ts/e.json', ...unfinished }]);
  });

  it('counts progress up only: a late report of less is kept out', async () => {
    const { event, given } = collected();
    await spec
      .given(given)
      .when([
        event('TearsheetProgressed', { ...on, done: 4, total: 12 }, 3),
        event('TearsheetProgressed', { ...on, done: 9, total: 12 }, 4),
        event('TearsheetProgressed', { ...on, done: 6, total: 12 }, 5),
      ])
      .then('SELECT status, done FROM tearsheet', [{ status: 'building', done: 9 }]);
  });

  it('collecting again (a retried build) starts its count over', async () => {
    const { event, given } = collected();
    await spec
      .given([...given, event('TearsheetProgressed', { ...on, done: 7, total: 12 }, 3)])
      .when([event('TearsheetCollected', { ...on, entries: 10, entriesKey: 'ts/e2.json', at: at(4) }, 4)])
      .then('SELECT status, entries, done, entries_key FROM tearsheet', [
        { status: 'building', entries: 10, done: 0, entries_key: 'ts/e2.json' },
      ]);
  });

  it('is ready once built, every entry done, with its PDF', async () => {
    const { event, given } = collected();
    await spec
      .given([...given, event('TearsheetProgressed', { ...on, done: 5, total: 12 }, 3)])
      .when([
        event(
          'TearsheetBuilt',
          { ...on, pdfKey: 'ts/ts1.pdf', entries: 11, pages: 4, bytes: 123456, buildMs: 2500, at: at(6) },
          6,
        ),
      ])
      .then(BUILD, [
        {
          status: 'ready',
          entries: 11,
          done: 11,
          entries_key: 'ts/e.json',
          pdf_key: 'ts/ts1.pdf',
          pages: 4,
          bytes: '123456',
          build_ms: 2500,
          reason: null,
          finished_at: date(6),
        },
      ]);
  });

  it('records why a build failed and when', async () => {
    const { event, given } = collected();
    await spec
      .given(given)
      .when([event('TearsheetFailed', { ...on, reason: 'The PDF could not be made', at: at(5) }, 5)])
      .then(BUILD, [
        {
          status: 'failed',
          entries: 12,
          done: 0,
          entries_key: 'ts/e.json',
          ...unfinished,
          reason: 'The PDF could not be made',
          finished_at: date(5),
        },
      ]);
  });

  it('keeps a public link by its token hash, counts its openings and marks its revocation', async () => {
    const { event, given } = requested();
    const link = { ...on, linkId: 'l1', tokenHash: 'a'.repeat(64), expiresAt: at(60), by: 'u1', at: at(2) };
    const opened = (minute: number) =>
      event(
        'TearsheetLinkOpened',
        { ...on, linkId: 'l1', as: 'pdf', address: '203.0.113.7', userAgent: null, at: at(minute) },
        minute,
      );
    const row = {
      id: 'l1',
      tearsheet_id: 'ts1',
      token_hash: 'a'.repeat(64),
      expires_at: date(60),
      created_by: 'u1',
      created_at: date(2),
    };
    await spec
      .given([...given, event('TearsheetLinkCreated', link, 2)])
      .then(LINKS, [{ ...row, revoked_by: null, revoked_at: null, opened: 0, last_opened_at: null }]);
    await spec
      .given([...given, event('TearsheetLinkCreated', link, 2)])
      .when([opened(3), opened(4), event('TearsheetLinkRevoked', { ...on, linkId: 'l1', by: 'u2', at: at(5) }, 5)])
      .then(LINKS, [{ ...row, revoked_by: 'u2', revoked_at: date(5), opened: 2, last_opened_at: date(4) }]);
  });

  it('keeps a link that never expires', async () => {
    const { event, given } = requested();
    await spec
      .given([
        ...given,
        event(
          'TearsheetLinkCreated',
          { ...on, linkId: 'l2', tokenHash: 'b'.repeat(64), expiresAt: null, by: 'u1', at: at(2) },
          2,
        ),
      ])
      .then('SELECT id, expires_at FROM tearsheet_link', [{ id: 'l2', expires_at: null }]);
  });

  it('writes no row for the build or links of an unknown tearsheet', async () => {
    const event = stream<TearsheetEvent>('Tearsheet-ts9');
    const ts9 = { tearsheetId: 'ts9', campaignId: 'c1' };
    await spec
      .given([
        event('TearsheetProgressed', { ...ts9, done: 1, total: 2 }, 1),
        event('TearsheetFailed', { ...ts9, reason: 'Gone', at: at(2) }, 2),
        event('TearsheetLinkRevoked', { ...ts9, linkId: 'l9', by: 'u1', at: at(3) }, 3),
      ])
      .then('SELECT id FROM tearsheet UNION ALL SELECT id FROM tearsheet_link', []);
  });
});

import { describe, it } from 'vitest';
import type { PublishEvent, QueuedCreative } from '../../domain/publishing/events';
import { publishingProjection } from '../../projections/publishing/projection';
import { at, date, projectionSpec, stream } from '../support/projection-spec';

const spec = projectionSpec(publishingProjection);
const on = { publishId: 'pb1', campaignId: 'c1' };

const creative = (formatId: string): QueuedCreative => ({
  creativeId: `${formatId}.google.n1`,
  formatId,
  variantId: 'v1',
  treeId: 'tr1',
  platform: 'google',
  nodeId: 'n1',
  delivery: 'NON_TRAFFICKED',
  fingerprint: `fp-${formatId}`,
  externalKey: `varia-c1-fp-${formatId}`,
  name: `Berlin ${formatId}`,
});

/** Publish pb1 of campaign c1, two creatives queued in one chunk. */
const publish = () => {
  const event = stream<PublishEvent>('Publish-pb1');
  const given = [
    event(
      'PublishRequested',
      {
        ...on,
        partnerId: 'p1',
        conceptId: 'k1',
        campaignName: 'Summer',
        platforms: ['google'],
        prerendered: false,
        retryOf: null,
        requestedBy: 'm1',
        at: at(1),
        queued: 2,
        chunks: 1,
      },
      1,
    ),
    event('PublishCreativesQueued', { ...on, chunk: 0, creatives: [creative('f1'), creative('f2')] }, 2),
  ];
  const ad = (formatId: string, status: 'PENDING_REVIEW' | 'ACTIVE' | 'DISAPPROVED', minute: number) => ({
    ...on,
    creativeId: `${formatId}.google.n1`,
    formatId,
    platform: 'google' as const,
    externalId: `ad-${formatId}`,
    status,
    reasons: status === 'DISAPPROVED' ? ['Misleading'] : [],
    at: at(minute),
  });
  return { event, given, ad };
};

const CREATIVES = `SELECT creative_id, status, external_id, review, reasons, error_kind, updated_at, ord
  FROM publish_creative ORDER BY ord`;

/** A creative's row as queued at minute 2, before the platform answers. */
const queued = (formatId: string, ord: number) => ({
  creative_id: `${formatId}.google.n1`,
  status: 'IN_QUEUE',
  external_id: null,
  review: null,
  reasons: [],
  error_kind: null,
  updated_at: date(2),
  ord,
});

describe('publishing projection', () => {
  it('queues each creative of a requested publish in order, running and counting nothing yet', async () => {
    const { given } = publish();
    await spec.given(given).then(CREATIVES, [queued('f1', 0), queued('f2', 1)]);
    await spec
      .given(given)
      .then('SELECT id, status, published, failed, finished_at FROM publish_request', [
        { id: 'pb1', status: 'running', published: 0, failed: 0, finished_at: null },
      ]);
  });

  it('marks a published creative and a failed one, counting each on the publish, then finishes it', async () => {
    const { event, given, ad } = publish();
    const settled = [
      event('PublishedCreative', ad('f1', 'PENDING_REVIEW', 3), 3),
      event(
        'PublishFailed',
        {
          ...on,
          creativeId: 'f2.google.n1',
          formatId: 'f2',
          platform: 'google',
          kind: 'invalid',
          message: 'Bad',
          code: 'E1',
          at: at(4),
        },
        4,
      ),
    ];
    await spec
      .given(given)
      .when(settled)
      .then(CREATIVES, [
        { ...queued('f1', 0), status: 'SUCCESS', external_id: 'ad-f1', review: 'PENDING_REVIEW', updated_at: date(3) },
        { ...queued('f2', 1), status: 'ERROR', error_kind: 'invalid', updated_at: date(4) },
      ]);
    await spec
      .given([...given, ...settled])
      .then('SELECT status, published, failed FROM publish_request', [{ status: 'running', published: 1, failed: 1 }]);
    await spec
      .given([...given, ...settled])
      .when([event('PublishFinished', { ...on, published: 1, failed: 1, at: at(5) }, 5)])
      .then('SELECT status, published, failed, finished_at FROM publish_request', [
        { status: 'finished', published: 1, failed: 1, finished_at: date(5) },
      ]);
  });

  it('records a run of ads in one batch: each creative as its last event left it, each event counted and kept', async () => {
    const { event, given, ad } = publish();
    await spec
      .given(given)
      .when([
        event('PublishedCreative', ad('f1', 'PENDING_REVIEW', 3), 3),
        event('PublishedCreative', ad('f2', 'ACTIVE', 4), 4),
        // A retried chunk's record of an ad already recorded.
        event('PublishedCreative', ad('f1', 'ACTIVE', 5), 5),
      ])
      .then(CREATIVES, [
        { ...queued('f1', 0), status: 'SUCCESS', external_id: 'ad-f1', review: 'ACTIVE', updated_at: date(5) },
        { ...queued('f2', 1), status: 'SUCCESS', external_id: 'ad-f2', review: 'ACTIVE', updated_at: date(4) },
      ]);
    const run = [3, 4, 5].map((minute, i) =>
      event('PublishedCreative', ad(i === 1 ? 'f2' : 'f1', i === 0 ? 'PENDING_REVIEW' : 'ACTIVE', minute), minute),
    );
    await spec.given([...given, ...run]).then(
      `SELECT r.published, (SELECT array_agg(s.external_id || ' ' || s.review ORDER BY s.position)
           FROM published_ad_status s) AS statuses FROM publish_request r`,
      [{ published: 3, statuses: ['ad-f1 PENDING_REVIEW', 'ad-f2 ACTIVE', 'ad-f1 ACTIVE'] }],
    );
  });

  it('keeps every review an ad had with its time, the creative showing the latest', async () => {
    const { event, given, ad } = publish();
    await spec
      .given([...given, event('PublishedCreative', ad('f1', 'PENDING_REVIEW', 3), 3)])
      .when([event('AdReviewChanged', ad('f1', 'DISAPPROVED', 6), 6)])
      .then(
        `SELECT s.external_id, s.format_id, s.fingerprint, s.review, s.reasons, s.at, c.review AS now
         FROM published_ad_status s JOIN publish_creative c USING (external_id) ORDER BY s.position`,
        [
          {
            external_id: 'ad-f1',
            format_id: 'f1',
            fingerprint: 'fp-f1',
            review: 'PENDING_REVIEW',
            reasons: [],
            at: date(3),
            now: 'DISAPPROVED',
          },
          {
            external_id: 'ad-f1',
            format_id: 'f1',
            fingerprint: 'fp-f1',
            review: 'DISAPPROVED',
            reasons: ['Misleading'],
            at: date(6),
            now: 'DISAPPROVED',
          },
        ],
      );
  });

  it('queues a chunk replayed once only', async () => {
    const { event, given } = publish();
    await spec
      .given(given)
      .when([event('PublishCreativesQueued', { ...on, chunk: 0, creatives: [creative('f1'), creative('f2')] }, 2)])
      .then('SELECT creative_id FROM publish_creative ORDER BY ord', [
        { creative_id: 'f1.google.n1' },
        { creative_id: 'f2.google.n1' },
      ]);
  });
});

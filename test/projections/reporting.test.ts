// The reporting read model (projections/reporting/): publish events tell which ad carries which approved content;
// a day's import gives facts attributed through them and the rollups by day × creative, campaign and segment; a
// re-imported day replaces the day's facts and sums, never adds to them; an ad imported before its publish was recorded
// is attributed when it is.
import { describe, it } from 'vitest';
import { decideDelivery, DeliveryAggregate, type DeliveryEvent, type DeliveryRow } from '../../domain/delivery';
import type { PublishEvent } from '../../domain/publishing/events';
import { reportingProjection } from '../../projections/reporting/projection';
import { projectionSpec, stream } from '../support/projection-spec';
import { deliveryRow, queuedCreative } from '../support/reporting';

const spec = projectionSpec(reportingProjection);
const AT = '2026-03-02T06:00:00.000Z';

const on = { publishId: 'p1', campaignId: 'c1' };
const publish = stream<PublishEvent>('Publish-p1');
const queued = () =>
  publish('PublishCreativesQueued', { ...on, chunk: 0, creatives: [queuedCreative(1), queuedCreative(2)] });
/** Creative n's ad recorded: its own, or one it shares with another creative of the same content. */
const published = (n: number, externalId = `ad-${n}`) =>
  publish('PublishedCreative', {
    ...on,
    creativeId: `f${n}.facebook.n1`,
    formatId: `f${n}`,
    platform: 'facebook',
    externalId,
    status: 'ACTIVE',
    reasons: [],
    at: AT,
  });

const row = deliveryRow;

/** A day's import as its command decides it, recorded on the day's stream after `before` imports of it. */
function imported(day: string, importId: string, rows: DeliveryRow[], before: DeliveryEvent[] = []) {
  const state = before.reduce(DeliveryAggregate.evolve, DeliveryAggregate.initialState());
  const events = decideDelivery(
    { type: 'ImportDelivery', platform: 'facebook', account: 'act_1', day, nodeId: 'n1', importId, rows, at: AT },
    state,
  );
  return events;
}
const recorded = (day: string) => {
  const append = stream<DeliveryEvent>(`Delivery-facebook-act_1-${day}`);
  return (events: DeliveryEvent[]) => events.map((e) => append(e.type, e.data as never));
};

const FACTS = `SELECT day::text, ad_id, placement, segment, campaign_id, node_id, impressions::int, clicks::int,
  media_spend::float8 AS spend FROM report_fact ORDER BY day, ad_id, placement, segment`;
const BY_CREATIVE = `SELECT campaign_id, day::text, platform, ad_id, facts, impressions::int, clicks::int,
  conversion_value::float8 AS value, media_spend::float8 AS spend FROM report_day_creative ORDER BY day, ad_id`;
const BY_CAMPAIGN = `SELECT campaign_id, day::text, facts, impressions::int, clicks::int, conversions::int
  FROM report_day_campaign ORDER BY day`;
const BY_SEGMENT = `SELECT campaign_id, day::text, segment, facts, impressions::int FROM report_day_segment
  ORDER BY day, segment`;

/** A row of FACTS: attributed to c1 through node n1. */
const fact = (
  day: string,
  adId: string,
  placement: string,
  segment: string,
  impressions: number,
  clicks: number,
  spend = 0,
) => ({
  day,
  ad_id: adId,
  placement,
  segment,
  campaign_id: 'c1',
  node_id: 'n1',
  impressions,
  clicks,
  spend,
});
/** A row of BY_CREATIVE, of c1 on Meta. */
const byCreative = (
  day: string,
  adId: string,
  facts: number,
  impressions: number,
  clicks: number,
  value = 0,
  spend = 0,
) => ({
  campaign_id: 'c1',
  day,
  platform: 'facebook',
  ad_id: adId,
  facts,
  impressions,
  clicks,
  value,
  spend,
});
const ad1OnDayOne = byCreative('2026-03-01', 'ad-1', 2, 1500, 25, 0, 2);

const dayOne = [
  row('ad-1', 'feed', 'women 25-34', { impressions: 1000, clicks: 20, conversions: 2, mediaSpend: 1.25 }),
  row('ad-1', 'stories', 'women 25-34', { impressions: 500, clicks: 5, mediaSpend: 0.75 }),
  row('ad-2', 'feed', 'men 25-34', { impressions: 800, clicks: 8, conversions: 1, conversionValue: 10.5 }),
];

describe('the ads the product published', () => {
  it('carry their campaign, tree, variant, format and approved fingerprint; the queue empties as they are made', () =>
    spec.given([queued(), published(1)]).then(
      `SELECT platform, external_id, campaign_id, tree_id, variant_id, format_id, fingerprint FROM report_ad
         UNION ALL SELECT 'queued', creative_id, campaign_id, tree_id, variant_id, format_id, fingerprint
         FROM report_queued_creative ORDER BY 1, 2`,
      [
        {
          platform: 'facebook',
          external_id: 'ad-1',
          campaign_id: 'c1',
          tree_id: 't1',
          variant_id: 'v1',
          format_id: 'f1',
          fingerprint: 'fp1',
        },
        {
          platform: 'queued',
          external_id: 'f2.facebook.n1',
          campaign_id: 'c1',
          tree_id: 't1',
          variant_id: 'v2',
          format_id: 'f2',
          fingerprint: 'fp2',
        },
      ],
    ));

  it('leave nothing queued once the publish is finished', () =>
    spec
      .given([queued(), published(1)])
      .when([publish('PublishFinished', { ...on, published: 1, failed: 1, at: AT })])
      .then('SELECT count(*)::int AS n FROM report_queued_creative', [{ n: 0 }]));
});

describe('a day’s import', () => {
  const day = recorded('2026-03-01');

  it('gives a fact per ad, placement and segment, attributed to the campaign, and the rollups', async () => {
    const given = spec.given([queued(), published(1), published(2), ...day(imported('2026-03-01', 'i1', dayOne))]);
    await given.then(FACTS, [
      fact('2026-03-01', 'ad-1', 'feed', 'women 25-34', 1000, 20, 1.25),
      fact('2026-03-01', 'ad-1', 'stories', 'women 25-34', 500, 5, 0.75),
      fact('2026-03-01', 'ad-2', 'feed', 'men 25-34', 800, 8),
    ]);
    await given.then(BY_CREATIVE, [ad1OnDayOne, byCreative('2026-03-01', 'ad-2', 1, 800, 8, 10.5)]);
    await given.then(BY_CAMPAIGN, [
      { campaign_id: 'c1', day: '2026-03-01', facts: 3, impressions: 2300, clicks: 33, conversions: 3 },
    ]);
    await given.then(BY_SEGMENT, [
      { campaign_id: 'c1', day: '2026-03-01', segment: 'men 25-34', facts: 1, impressions: 800 },
      { campaign_id: 'c1', day: '2026-03-01', segment: 'women 25-34', facts: 2, impressions: 1500 },
    ]);
  });

  it('sums every chunk of a large day', () => {
    const rows = Array.from({ length: 2_500 }, (_, i) =>
      row('ad-1', `placement-${String(i).padStart(4, '0')}`, '', { impressions: 10, clicks: 1 }),
    );
    return spec
      .given([queued(), published(1), ...day(imported('2026-03-01', 'i1', rows))])
      .then(BY_CAMPAIGN, [
        { campaign_id: 'c1', day: '2026-03-01', facts: 2_500, impressions: 25_000, clicks: 2_500, conversions: 0 },
      ]);
  });

  it('replaces the day when imported again, and never doubles it', async () => {
    const first = imported('2026-03-01', 'i1', dayOne);
    const second = [
      row('ad-1', 'feed', 'women 25-34', { impressions: 1100, clicks: 21, conversions: 3, mediaSpend: 1.5 }),
      row('ad-1', 'reels', 'women 25-34', { impressions: 50, clicks: 1 }),
    ];
    const otherDay = recorded('2026-03-02')(
      imported('2026-03-02', 'j1', [row('ad-2', 'feed', 'men 25-34', { impressions: 7 })]),
    );
    const replaced = spec
      .given([queued(), published(1), published(2), ...day(first), ...otherDay])
      .when(day(imported('2026-03-01', 'i2', second, first)));
    await replaced.then(FACTS, [
      fact('2026-03-01', 'ad-1', 'feed', 'women 25-34', 1100, 21, 1.5),
      fact('2026-03-01', 'ad-1', 'reels', 'women 25-34', 50, 1),
      fact('2026-03-02', 'ad-2', 'feed', 'men 25-34', 7, 0),
    ]);
    // ad-2 and its segment delivered nothing on the 1st any more: their rows are gone, not left at zero
    await replaced.then(BY_CREATIVE, [
      byCreative('2026-03-01', 'ad-1', 2, 1150, 22, 0, 1.5),
      byCreative('2026-03-02', 'ad-2', 1, 7, 0),
    ]);
    await replaced.then(BY_CAMPAIGN, [
      { campaign_id: 'c1', day: '2026-03-01', facts: 2, impressions: 1150, clicks: 22, conversions: 3 },
      { campaign_id: 'c1', day: '2026-03-02', facts: 1, impressions: 7, clicks: 0, conversions: 0 },
    ]);
    await replaced.then(BY_SEGMENT, [
      { campaign_id: 'c1', day: '2026-03-01', segment: 'women 25-34', facts: 2, impressions: 1150 },
      { campaign_id: 'c1', day: '2026-03-02', segment: 'men 25-34', facts: 1, impressions: 7 },
    ]);
    await replaced.then('SELECT day::text, import_id, replaces, rows FROM report_day ORDER BY day', [
      { day: '2026-03-01', import_id: 'i2', replaces: 'i1', rows: 2 },
      { day: '2026-03-02', import_id: 'j1', replaces: null, rows: 1 },
    ]);
  });

  // A batch applies its delivery events as sets (delivery-runs.ts): the same tables whichever way the log is cut.
  it('keeps only the last import of a day imported twice in one batch', async () => {
    const first = imported('2026-03-01', 'i1', dayOne);
    const second = [row('ad-1', 'reels', 'women 25-34', { impressions: 50, clicks: 1 })];
    const once = spec.given([
      queued(),
      published(1),
      published(2),
      ...day([...first, ...imported('2026-03-01', 'i2', second, first)]),
    ]);
    await once.then(FACTS, [fact('2026-03-01', 'ad-1', 'reels', 'women 25-34', 50, 1)]);
    await once.then(BY_CREATIVE, [byCreative('2026-03-01', 'ad-1', 1, 50, 1)]);
  });

  it('adds the rows of a day whose import came in an earlier batch', () => {
    const [dayImported, ...chunks] = day(imported('2026-03-01', 'i1', dayOne));
    return spec
      .given([queued(), published(1), published(2), dayImported!])
      .when(chunks)
      .then(BY_CREATIVE, [ad1OnDayOne, byCreative('2026-03-01', 'ad-2', 1, 800, 8, 10.5)]);
  });

  it('keeps a day the platform delivered nothing on empty after a re-import', () => {
    const first = imported('2026-03-01', 'i1', dayOne);
    return spec
      .given([queued(), published(1), published(2), ...day(first)])
      .when(day(imported('2026-03-01', 'i2', [], first)))
      .then(
        `SELECT (SELECT count(*) FROM report_fact) + (SELECT count(*) FROM report_day_creative)
           + (SELECT count(*) FROM report_day_campaign) + (SELECT count(*) FROM report_day_segment) AS n`,
        [{ n: '0' }],
      );
  });

  it('gives an ad two creatives share (one content) to the first one recorded, and sums its facts once', async () => {
    const before = () => [queued(), ...day(imported('2026-03-01', 'i1', dayOne))];
    for (const [run, first] of [
      [() => [published(2, 'ad-1'), published(1)], 'f2'],
      [() => [published(1), published(2, 'ad-1')], 'f1'],
    ] as const) {
      await spec
        .given(before())
        .when(run())
        .then(`SELECT external_id, format_id FROM report_ad`, [{ external_id: 'ad-1', format_id: first }]);
      await spec.given(before()).when(run()).then(BY_CREATIVE, [ad1OnDayOne]);
    }
  });

  it('keeps the facts of an ad it does not know out of the rollups, and adds them once its publish is recorded', async () => {
    const before = spec.given([queued(), ...day(imported('2026-03-01', 'i1', dayOne))]);
    await before.then(`SELECT ad_id, campaign_id FROM report_fact ORDER BY ad_id, placement`, [
      { ad_id: 'ad-1', campaign_id: null },
      { ad_id: 'ad-1', campaign_id: null },
      { ad_id: 'ad-2', campaign_id: null },
    ]);
    await before.then(BY_CAMPAIGN, []);
    await spec
      .given([queued(), ...day(imported('2026-03-01', 'i1', dayOne))])
      .when([published(1)])
      .then(BY_CREATIVE, [ad1OnDayOne]);
  });
});

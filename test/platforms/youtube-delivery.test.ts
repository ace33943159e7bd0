// Contract of the YouTube adapter's delivery report (issue 21 §1) against the simulated YouTube Analytics (v2
// reports.query) with a node's YouTube token: the day's top videos, then each one's traffic source report, made into
// a row per processed video and traffic source (thumbnail impressions and their click rate, views, completions from
// the average percentage viewed), the same figures every time, nothing of a video still processing or of a day to
// come, and a query YouTube does not support refused as invalid.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryRowOfYouTube } from '../../platforms/youtube/analytics';
import { eventually } from '../support/eventually';
import { creativeOf, keyOf, MP4, refused, startGooglePlatform } from '../support/google-platform';

const DAY = '2026-03-04';
const video = () => creativeOf(keyOf(), [MP4], { format: 'trueView', width: 1920, height: 1080 });

describe('a YouTube channel’s delivery of a day', () => {
  let g: Awaited<ReturnType<typeof startGooglePlatform>>;
  let account: { ids: Record<string, string>; token: string };
  let processed: string[];
  beforeAll(async () => {
    g = await startGooglePlatform({ processingMs: 300 });
    account = { ids: {}, token: await g.connect('youtubeToken') };
    const { youtube } = g.adapters();
    processed = [
      (await youtube.create(account, video())).externalId,
      (await youtube.create(account, video())).externalId,
    ];
    await eventually(async () => expect((await youtube.status(account, processed[1]!)).status).toBe('ACTIVE'));
  });
  afterAll(() => g?.close());

  it('has a row per processed video and traffic source, with views and completions', async () => {
    const { youtube } = g.adapters();
    const processing = (await youtube.create(account, video())).externalId;
    const rows = await youtube.deliveryReport(account, DAY);
    expect(new Set(rows.map((r) => r.adId))).toEqual(new Set(processed));
    expect(rows.map((r) => r.adId)).not.toContain(processing);
    expect(new Set(rows.map((r) => r.placement))).toEqual(new Set(['ADVERTISING', 'YT_SEARCH', 'RELATED_VIDEO']));
    for (const row of rows) {
      expect(row.impressions).toBeGreaterThan(0);
      expect(row.clicks).toBeLessThan(row.impressions);
      expect(row.videoViews).toBeGreaterThan(0);
      expect(row.completions).toBeLessThanOrEqual(row.videoViews);
      expect([row.segment, row.conversions, row.mediaSpend]).toEqual(['', 0, 0]);
    }
  });

  it('answers the same figures for the same day, others for another, none for a day to come', async () => {
    const { youtube } = g.adapters();
    const first = await youtube.deliveryReport(account, DAY);
    expect(await youtube.deliveryReport(account, DAY)).toEqual(first);
    expect(await youtube.deliveryReport(account, '2026-03-05')).not.toEqual(first);
    expect(await youtube.deliveryReport(account, '2999-01-01')).toEqual([]);
  });

  it('reads YouTube’s result table: the click rate and the average viewed as percentages', () => {
    expect(
      deliveryRowOfYouTube('dQw4w9WgXcQ', {
        insightTrafficSourceType: 'ADVERTISING',
        views: 800,
        videoThumbnailImpressions: 2000,
        videoThumbnailImpressionsClickRate: 1.55,
        averageViewPercentage: 62.5,
      }),
    ).toMatchObject({
      adId: 'dQw4w9WgXcQ',
      placement: 'ADVERTISING',
      impressions: 2000,
      clicks: 31,
      videoViews: 800,
      completions: 500,
    });
  });

  it('refuses a query YouTube does not support, and a token without Analytics’ scope', async () => {
    const response = await fetch(
      `${g.sim.url}/v2/reports?ids=channel%3D%3DMINE&startDate=${DAY}&endDate=${DAY}&metrics=views&dimensions=video`,
      {
        headers: { authorization: `Bearer ${JSON.parse(account.token).access_token as string}` },
      },
    );
    expect(response.status).toBe(400);
    const { youtube } = g.adapters();
    const wrong = { ...account, token: await g.connect('gadsToken') };
    expect(await refused(youtube.deliveryReport(wrong, DAY))).toMatchObject({ kind: 'auth' });
  });
});

// The limiter per account against a simulated CM360 held to 1 query per second (issue 20 §5): the adapter's calls
// through the limiter meet 0 quota errors; the same calls without it are refused 403 userRateLimitExceeded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openOAuthPlatforms } from '../../platforms';
import { PlatformError } from '../../platforms/ad-platform';
import { CM360_QUERIES } from '../../platforms/rate-limit';
import { loadConfig } from '../../runtime/config';
import { creativeOf, keyOf, PNG, startGooglePlatform } from '../support/google-platform';

const account = { ids: { dcmNetworkId: '4001', dcmAdvertiserId: '8801' }, token: null };

describe('the CM360 rate limiter', () => {
  let g: Awaited<ReturnType<typeof startGooglePlatform>>;
  beforeAll(async () => {
    g = await startGooglePlatform({ cm360Networks: ['4001'], limits: { cm360Qps: 1 } });
  });
  afterAll(() => g?.close());

  const publishThree = (cm360: ReturnType<typeof g.adapters>['google']) =>
    Promise.allSettled([0, 1, 2].map(() => cm360.create(account, creativeOf(keyOf(), [PNG]))));

  it('holds a simulated CM360 of 1 query/s to 0 quota errors', async () => {
    const started = performance.now();
    const results = await publishThree(g.adapters({ cm360Rate: CM360_QUERIES }).google);
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : r.status))).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect((await g.answered()).userRateLimitExceeded ?? 0).toBe(0);
    // 7 queries (the profile, then an upload and an insert each) at 1 per second.
    expect(performance.now() - started).toBeGreaterThan(6000);
  }, 20_000);

  it('meets userRateLimitExceeded without it', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const results = await publishThree(g.adapters({ cm360Rate: null }).google);
    const reasons = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as PlatformError] : []));
    expect(reasons.length).toBeGreaterThan(0);
    expect(reasons[0]).toMatchObject({ kind: 'throttled', platformCode: 'userRateLimitExceeded' });
    expect((await g.answered()).userRateLimitExceeded).toBeGreaterThan(0);
  });
});

describe('the CM360 rate the product is configured with (CM360_QUERIES_PER_SECOND)', () => {
  it('is 1 query/s unless set, and a whole number of at least 1', () => {
    expect(loadConfig({}).cm360QueriesPerSecond).toBe(1);
    expect(loadConfig({ CM360_QUERIES_PER_SECOND: '20' }).cm360QueriesPerSecond).toBe(20);
    expect(() => loadConfig({ CM360_QUERIES_PER_SECOND: '0.5' })).toThrow(
      'CM360_QUERIES_PER_SECOND must be a whole number of at least 1, got 0.5',
    );
  });

  /** The product's own platforms (the simulated ones), their CM360 held to 1 query/s, publishing three creatives. */
  async function publishThreeThroughTheProduct(cm360QueriesPerSecond: number | undefined) {
    const product = await openOAuthPlatforms({
      mode: 'simulated',
      googleClient: null,
      googleAdsDeveloperToken: null,
      metaApp: null,
      cm360QueriesPerSecond,
    });
    try {
      const google = product.simulated!.google;
      const post = (path: string, body: unknown) =>
        fetch(`${google}/__simulated/${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      await post('cm360/networks', { networkId: '4001' });
      await post('limits', { cm360Qps: 1 });
      await Promise.allSettled([0, 1, 2].map(() => product.google.google.create(account, creativeOf(keyOf(), [PNG]))));
      const answered = (await (await fetch(`${google}/__simulated/answered`)).json()) as Record<string, number>;
      return answered.userRateLimitExceeded ?? 0;
    } finally {
      await product.close();
    }
  }

  it('holds the product to 1 query/s by default, and lets it send more where raised', async () => {
    expect(await publishThreeThroughTheProduct(undefined)).toBe(0);
    expect(await publishThreeThroughTheProduct(50)).toBeGreaterThan(0);
  }, 30_000);
});

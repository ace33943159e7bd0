// The limiter per account against a simulated CM360 held to 1 query per second (issue 20 §5): the adapter's calls
// through the limiter meet 0 quota errors; the same calls without it are refused 403 userRateLimitExceeded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlatformError } from '../../platforms/ad-platform';
import { CM360_QUERIES } from '../../platforms/rate-limit';
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

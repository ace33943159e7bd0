// The CM360 adapter against the simulated Campaign Manager 360 (dfareporting v5, googleapis): an HTML5 zip with its
// backup image or a pre-rendered image made into a creative of the advertiser, found again by our external key (so a
// retry makes no second one), its status, and each error CM360 answers with the PlatformError it becomes.
import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creativeName } from '../../platforms/cm360/adapter';
import { creativeOf, keyOf, PNG, startGooglePlatform, ZIP, refused } from '../support/google-platform';

const account = { ids: { dcmNetworkId: '4001', dcmAdvertiserId: '8801' }, token: null };

describe('CM360 adapter', () => {
  let g: Awaited<ReturnType<typeof startGooglePlatform>>;
  beforeAll(async () => {
    g = await startGooglePlatform({ cm360Networks: ['4001'] });
  });
  afterAll(() => g?.close());

  it('makes an HTML5 creative with its backup image, finds it by our key and reads its status', async () => {
    const cm360 = g.adapters({ cm360Rate: null }).google;
    const key = keyOf();
    expect(await cm360.find(account, key)).toBeNull();
    const made = await cm360.create(account, creativeOf(key, [ZIP, PNG]));
    expect(made).toEqual({
      externalId: expect.stringMatching(/^\d+$/),
      externalKey: key,
      status: 'ACTIVE',
      reasons: [],
    });
    expect(await cm360.find(account, key)).toEqual(made);
    expect(await cm360.find(account, keyOf())).toBeNull();
    expect(await cm360.find({ ...account, ids: { ...account.ids, dcmAdvertiserId: '8802' } }, key)).toBeNull();
    expect(await cm360.status(account, made.externalId)).toEqual(made);
  });

  it('makes a pre-rendered image creative, one per key', async () => {
    const cm360 = g.adapters({ cm360Rate: null }).google;
    const [first, second] = [keyOf(), keyOf()];
    const a = await cm360.create(account, creativeOf(first, [PNG]));
    const b = await cm360.create(account, creativeOf(second, [PNG]));
    expect(a.externalId).not.toBe(b.externalId);
    expect((await cm360.find(account, first))?.externalId).toBe(a.externalId);
    expect((await cm360.find(account, second))?.externalId).toBe(b.externalId);
  });

  it("finds a chunk's creatives in one look-up by what their keys share, past CM360's 1,000 a page", async () => {
    const cm360 = g.adapters({ cm360Rate: null }).google;
    const campaign = keyOf();
    const keys = Array.from({ length: 1_001 }, (_, i) => `${campaign}-${i}`);
    const made = [];
    // Ten at a time, in the order of the keys, as a chunk's lanes make them.
    for (let i = 0; i < keys.length; i += 10)
      made.push(
        ...(await Promise.all(keys.slice(i, i + 10).map((key) => cm360.create(account, creativeOf(key, [PNG]))))),
      );
    const elsewhere = keyOf();
    await cm360.create(account, creativeOf(elsewhere, [PNG]));
    const missing = `${campaign}-none`;
    // The first and the last made are on two pages of the list; a key of another campaign is not asked for.
    const found = await cm360.findMany(account, [keys[0]!, keys[1_000]!, missing]);
    expect([...found.keys()].sort()).toEqual([keys[0], keys[1_000]].sort());
    expect(found.get(keys[1_000]!)).toEqual(made[1_000]);
    expect(await cm360.findMany(account, [elsewhere, keys[0]!])).toEqual(
      new Map([
        [keys[0]!, made[0]],
        [elsewhere, expect.objectContaining({ externalKey: elsewhere })],
      ]),
    );
  });

  it('keeps the key at the end of a name cut to CM360 length', () => {
    const name = creativeName('x'.repeat(400), 'varia-c1-abc');
    expect(name).toHaveLength(256);
    expect(name.endsWith(' [varia-c1-abc]')).toBe(true);
  });

  it('maps 403 userRateLimitExceeded to throttled, waiting as a Retry-After asks, and dailyLimitExceeded to quota until midnight Pacific', async () => {
    const cm360 = g.adapters({ cm360Rate: null }).google;
    await cm360.find(account, keyOf());
    const path = '/dfareporting/v5/userprofiles/';
    await g.control('errors', { path, status: 403, reason: 'userRateLimitExceeded' });
    const throttled = await refused(cm360.find(account, keyOf()));
    expect(throttled).toMatchObject({
      kind: 'throttled',
      platformCode: 'userRateLimitExceeded',
      message: 'Campaign Manager 360: User Rate Limit Exceeded',
      retryAfterMs: undefined,
    });
    await g.control('errors', { path, status: 403, reason: 'userRateLimitExceeded', retryAfterSeconds: 7 });
    expect(await refused(cm360.find(account, keyOf()))).toMatchObject({ kind: 'throttled', retryAfterMs: 7000 });
    await g.control('errors', { path, status: 403, reason: 'dailyLimitExceeded' });
    const quota = await refused(cm360.find(account, keyOf()));
    expect(quota).toMatchObject({
      kind: 'quota',
      platformCode: 'dailyLimitExceeded',
      message: 'Campaign Manager 360: Daily Limit Exceeded',
    });
    expect(quota.retryAfterMs).toBeGreaterThan(0);
    expect(quota.retryAfterMs).toBeLessThanOrEqual(24 * 3600_000);
    expect(await cm360.find(account, keyOf())).toBeNull();
  });

  it('says so when the network has not given Varia a profile, or the upload is refused', async () => {
    const cm360 = g.adapters({ cm360Rate: null }).google;
    const elsewhere = { ...account, ids: { ...account.ids, dcmNetworkId: '4999' } };
    expect(await refused(cm360.find(elsewhere, keyOf()))).toMatchObject({
      kind: 'account',
      message: 'Campaign Manager 360 network 4999 has not given Varia access: add its user to the network',
    });
    await g.control('errors', {
      path: '/upload/dfareporting/',
      status: 400,
      reason: 'invalid',
      message: 'Invalid zip file.',
    });
    expect(await refused(cm360.create(account, creativeOf(keyOf(), [ZIP])))).toMatchObject({
      kind: 'invalid',
      message: 'Campaign Manager 360: Invalid zip file.',
      retryable: false,
    });
  });

  it('asks to reconnect on invalid_grant, and no error carries a token', async () => {
    const cm360 = g.adapters({ cm360Rate: null }).google;
    await g.control('errors', { path: '/token', status: 400, reason: 'invalid_grant' });
    const error = await refused(cm360.find(account, keyOf()));
    expect(error).toMatchObject({ kind: 'auth', platformCode: 'invalid_grant' });
    expect(error.message).toContain('connect it again');
    const refreshToken = (JSON.parse(g.sim.cm360Credentials) as { refresh_token: string }).refresh_token;
    expect(inspect(error, { depth: 10, showHidden: true })).not.toContain(refreshToken);
    // Once the token refreshes, a refused call's error holds none of the request (its Authorization header).
    await cm360.find(account, keyOf());
    await g.control('errors', { path: '/dfareporting/', status: 403, reason: 'userRateLimitExceeded' });
    const later = await refused(cm360.find(account, keyOf()));
    expect(inspect(later, { depth: 10, showHidden: true })).not.toMatch(/ya29\.sim-|Bearer/);
  });
});

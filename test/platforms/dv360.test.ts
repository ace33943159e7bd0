// The DV360 adapter against the simulated Display & Video 360 (displayvideo v4, googleapis) with a node's DV360 token:
// a hosted display or video creative made under the advertiser, found again by our external key, its review moving
// from PENDING_REVIEW to ACTIVE or (a landing page that is not https) DISAPPROVED with reasons, the advertiser's
// campaigns and line items, and each error DV360 answers with the PlatformError it becomes.
import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually';
import { creativeOf, keyOf, MP4, PNG, startGooglePlatform, ZIP, refused } from '../support/google-platform';

describe('DV360 adapter', () => {
  let g: Awaited<ReturnType<typeof startGooglePlatform>>;
  let account: { ids: Record<string, string>; token: string };
  beforeAll(async () => {
    g = await startGooglePlatform({ reviewMs: 300 });
    account = { ids: { dv360AdvertiserId: '6101' }, token: await g.connect('dv360Token') };
  });
  afterAll(() => g?.close());

  it('makes an HTML5 creative, finds it by our key, and its review settles ACTIVE', async () => {
    const { dv360 } = g.adapters();
    const key = keyOf();
    expect(await dv360.find(account, key)).toBeNull();
    const made = await dv360.create(account, creativeOf(key, [ZIP, PNG]));
    expect(made).toEqual({
      externalId: expect.stringMatching(/^\d+$/),
      externalKey: key,
      status: 'PENDING_REVIEW',
      reasons: [],
    });
    expect(await dv360.find(account, key)).toEqual(made);
    expect(await dv360.find(account, keyOf())).toBeNull();
    expect(await dv360.find({ ...account, ids: { dv360AdvertiserId: '6102' } }, key)).toBeNull();
    await eventually(async () => expect((await dv360.status(account, made.externalId)).status).toBe('ACTIVE'));
  });

  it('finds a creative among pages of others', async () => {
    const { dv360 } = g.adapters({ dv360Rate: null });
    await g.control('limits', { dv360WritesPerMinute: 1000 });
    const other = { ...account, ids: { dv360AdvertiserId: '6103' } };
    const first = keyOf();
    const made = await dv360.create(other, creativeOf(first, [PNG]));
    await Promise.all(Array.from({ length: 205 }, () => dv360.create(other, creativeOf(keyOf(), [PNG]))));
    expect((await dv360.find(other, first))?.externalId).toBe(made.externalId);
    await g.control('limits', { dv360WritesPerMinute: 150 });
  }, 30_000);

  it('disapproves a trueView video whose landing page is not https, with the reviews as reasons', async () => {
    const { dv360 } = g.adapters();
    const made = await dv360.create(
      account,
      creativeOf(keyOf(), [MP4], { format: 'trueView', clickUrl: 'http://northwind.example/summer' }),
    );
    expect(made.status).toBe('PENDING_REVIEW');
    await eventually(async () =>
      expect(await dv360.status(account, made.externalId)).toMatchObject({
        status: 'DISAPPROVED',
        reasons: ['Creative and landing page review: rejected', 'EXCHANGE_GOOGLE_AD_MANAGER: rejected'],
      }),
    );
  });

  it('answers the advertiser campaigns and line items, the ended ones left out when asked', async () => {
    const { dv360Lookups } = g.adapters();
    expect(await dv360Lookups.campaigns(account)).toEqual([
      { campaignId: '61011', name: 'Always-on awareness' },
      { campaignId: '61012', name: 'Summer launch' },
    ]);
    const all = await dv360Lookups.lineItems(account, ['61011'], false);
    expect(all.map((l) => l.lineItemId)).toEqual(['610111', '610112']);
    expect(await dv360Lookups.lineItems(account, ['61011'], true)).toEqual([
      { lineItemId: '610112', name: 'Always-on awareness — Retargeting', campaignId: '61011' },
    ]);
  });

  it('maps 429 RESOURCE_EXHAUSTED to throttled, with the wait DV360 asks for', async () => {
    const { dv360 } = g.adapters();
    await g.control('errors', {
      path: '/upload/v4/advertisers/6101/assets',
      status: 429,
      reason: 'RESOURCE_EXHAUSTED',
    });
    expect(await refused(dv360.create(account, creativeOf(keyOf(), [PNG])))).toMatchObject({
      kind: 'throttled',
      platformCode: 'RESOURCE_EXHAUSTED',
      message: 'DV360: Resource has been exhausted (e.g. check quota).',
      retryable: true,
    });
  });

  it('meets DV360 writes limit per advertiser as 429', async () => {
    const { dv360 } = g.adapters();
    await g.control('limits', { dv360WritesPerMinute: 1 });
    try {
      expect(
        await refused(dv360.create({ ...account, ids: { dv360AdvertiserId: '6104' } }, creativeOf(keyOf(), [PNG]))),
      ).toMatchObject({
        kind: 'throttled',
      });
    } finally {
      await g.control('limits', { dv360WritesPerMinute: 150 });
    }
  });

  it('asks to reconnect on invalid_grant or no token, and no error carries the token', async () => {
    const { dv360 } = g.adapters();
    await g.control('errors', { path: '/token', status: 400, reason: 'invalid_grant' });
    // Its access token run out, so the call refreshes it first.
    const ranOut = { ...account, token: JSON.stringify({ ...JSON.parse(account.token), expiry_date: 1 }) };
    const error = await refused(dv360.find(ranOut, keyOf()));
    expect(error).toMatchObject({ kind: 'auth', platformCode: 'invalid_grant' });
    expect(error.message).toBe(
      "The DV360 connection has expired or was revoked (Token has been expired or revoked.): connect it again in the business node's integrations",
    );
    const { refresh_token } = JSON.parse(account.token) as { refresh_token: string };
    expect(inspect(error, { depth: 10, showHidden: true })).not.toContain(refresh_token);
    expect(await refused(dv360.find({ ...account, token: null as unknown as string }, keyOf()))).toMatchObject({
      kind: 'auth',
    });
  });

  it('refuses a creative DV360 finds invalid, not to be retried', async () => {
    const { dv360 } = g.adapters();
    await g.control('errors', {
      path: '/v4/advertisers/6101/creatives',
      method: 'POST',
      status: 400,
      reason: 'INVALID_ARGUMENT',
      message: 'Invalid dimensions for a standard creative.',
    });
    expect(await refused(dv360.create(account, creativeOf(keyOf(), [PNG])))).toMatchObject({
      kind: 'invalid',
      message: 'DV360: Invalid dimensions for a standard creative.',
      retryable: false,
    });
  });
});

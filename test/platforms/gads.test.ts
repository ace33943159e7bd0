// The Google Ads adapter against the simulated Google Ads (REST, GAQL) with a node's Google Ads token: a responsive
// display ad and an image ad made in an ad group, found again by our external key and never made twice, the ad's
// policy_summary moving from PENDING_REVIEW to ACTIVE, WITH_ISSUES or DISAPPROVED with the policy topics, the
// customer's campaigns and ad groups, and each error Google Ads answers with the PlatformError and message it becomes.
import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually';
import { creativeOf, keyOf, PNG, refused, startGooglePlatform } from '../support/google-platform';

const SQUARE = { ...PNG, name: 'square.png' };
const WIDE = { ...PNG, name: 'wide.png' };
const RESPONSIVE = {
  format: 'responsive',
  placementId: '3210011',
  fields: {
    'Brand name': 'Northwind',
    'Square image': 'square.png',
    'Rectangular image': 'wide.png',
    'Long headline': 'Summer splash: everything for the beach',
    Headline: 'Summer splash',
    Description: 'Towels, hats and more',
    'Final URL': 'https://northwind.example/summer',
  },
};

describe('Google Ads adapter', () => {
  let g: Awaited<ReturnType<typeof startGooglePlatform>>;
  let account: { ids: Record<string, string>; token: string };
  beforeAll(async () => {
    g = await startGooglePlatform({ reviewMs: 300 });
    account = { ids: { gadsCustomerAccountId: '123-456-3210' }, token: await g.connect('gadsToken') };
  });
  afterAll(() => g?.close());

  it('makes a responsive display ad, finds it by our key, and its review settles ACTIVE', async () => {
    const { gads } = g.adapters();
    const key = keyOf();
    expect(await gads.find(account, key)).toBeNull();
    const made = await gads.create(account, creativeOf(key, [SQUARE, WIDE], RESPONSIVE));
    expect(made).toEqual({
      externalId: expect.stringMatching(/^\d+$/),
      externalKey: key,
      status: 'PENDING_REVIEW',
      reasons: [],
    });
    expect(await gads.find(account, key)).toEqual(made);
    expect(await gads.find(account, keyOf())).toBeNull();
    expect(await gads.find({ ...account, ids: { gadsCustomerAccountId: '1234569999' } }, key)).toBeNull();
    await eventually(async () => expect((await gads.status(account, made.externalId)).status).toBe('ACTIVE'));
    // What the publish workflow does on a retry: find first, so no second ad.
    expect((await gads.find(account, key))?.externalId).toBe(made.externalId);
  });

  it('disapproves an image ad whose final URL is not https, and limits one about alcohol, with the topics', async () => {
    const { gads } = g.adapters();
    const fixed = await gads.create(
      account,
      creativeOf(keyOf(), [PNG], { placementId: '3210021', clickUrl: 'http://northwind.example/summer' }),
    );
    const limited = await gads.create(
      account,
      creativeOf(keyOf(), [SQUARE, WIDE], {
        ...RESPONSIVE,
        fields: { ...RESPONSIVE.fields, Description: 'Alcohol-free drinks for the beach' },
      }),
    );
    await eventually(async () => {
      expect(await gads.status(account, fixed.externalId)).toMatchObject({
        status: 'DISAPPROVED',
        reasons: ['DESTINATION_NOT_WORKING (PROHIBITED)'],
      });
      expect(await gads.status(account, limited.externalId)).toMatchObject({
        status: 'WITH_ISSUES',
        reasons: ['ALCOHOL (LIMITED)'],
      });
    });
  });

  it('refuses a responsive ad without its images, or an ad without its ad group, before calling Google Ads', async () => {
    const { gads } = g.adapters();
    expect(await refused(gads.create(account, creativeOf(keyOf(), [SQUARE], RESPONSIVE)))).toMatchObject({
      kind: 'invalid',
      message: 'Please upload the Rectangular image of the responsive ad',
    });
    expect(await refused(gads.create(account, creativeOf(keyOf(), [PNG])))).toMatchObject({
      kind: 'invalid',
      message: 'The ad group is not a Google Ads id',
    });
  });

  it("answers the customer's campaigns and a campaign's ad groups, the removed ones left out", async () => {
    const { gadsLookups } = g.adapters();
    expect(await gadsLookups.campaigns(account)).toEqual([
      { id: '321001', name: 'Always-on display', status: 'ENABLED', channelType: 'DISPLAY' },
      { id: '321002', name: 'Summer launch', status: 'PAUSED', channelType: 'DISPLAY' },
    ]);
    expect(await gadsLookups.adGroups(account, '321001')).toEqual([
      { id: '3210011', name: 'Prospecting', status: 'ENABLED', campaignId: '321001' },
      { id: '3210012', name: 'Retargeting', status: 'ENABLED', campaignId: '321001' },
    ]);
  });

  it.each([
    [
      'CLIENT_CUSTOMER_ID_INVALID',
      401,
      'account',
      'Invalid customer ID, please revise your customer ID (Google Ads: The customer ID is not a valid Google Ads customer ID.)',
    ],
    [
      'CUSTOMER_NOT_ENABLED',
      403,
      'account',
      "Invalid or deactivated Google Ads user (Google Ads: The customer account can't be accessed because it is not yet enabled or has been deactivated.)",
    ],
    [
      'USER_PERMISSION_DENIED',
      403,
      'auth',
      "Invalid or deactivated Google Ads user (Google Ads: User doesn't have permission to access customer.)",
    ],
    [
      'RESOURCE_TEMPORARILY_EXHAUSTED',
      429,
      'throttled',
      'Google Ads asks to slow down (Google Ads: Too many requests. Retry in 30 seconds.)',
    ],
    ['INTERNAL_ERROR', 500, 'unavailable', 'Unexpected error from Google Ads: INTERNAL_ERROR'],
  ])('maps %s (HTTP %i) to %s with the spec message', async (reason, status, kind, message) => {
    const { gads } = g.adapters();
    await g.control('errors', { path: '/v21/customers/1234563210/googleAds:search', status, reason });
    expect(await refused(gads.find(account, keyOf()))).toMatchObject({ kind, platformCode: reason, message });
  });

  it('says which look-up failed when Google Ads answers an error the list does not name', async () => {
    const { gadsLookups } = g.adapters();
    await g.control('errors', {
      path: '/v21/customers/1234563210/googleAds:search',
      status: 400,
      reason: 'QUERY_ERROR',
      message: 'Error in query.',
    });
    expect(await refused(gadsLookups.adGroups(account, '321001'))).toMatchObject({
      kind: 'invalid',
      message: 'Fetching Google Ads ad groups failed: Error in query.',
    });
  });

  it('rejects a customer ID Google Ads does not know as invalid: revise it', async () => {
    const { gadsLookups } = g.adapters();
    const wrong = { ...account, ids: { gadsCustomerAccountId: '12345' } };
    expect(await refused(gadsLookups.campaigns(wrong))).toMatchObject({
      kind: 'account',
      platformCode: 'CLIENT_CUSTOMER_ID_INVALID',
    });
  });

  it('is refused without the product developer token', async () => {
    const { gads } = g.adapters({ gadsDeveloperToken: '' });
    expect(await refused(gads.find(account, keyOf()))).toMatchObject({
      kind: 'auth',
      platformCode: 'DEVELOPER_TOKEN_PARAMETER_MISSING',
      message: 'Unexpected error from Google Ads: Developer token is missing from the request.',
    });
  });

  it('asks to reconnect on invalid_grant or no token, and no error carries the token', async () => {
    const { gads } = g.adapters();
    await g.control('errors', { path: '/token', status: 400, reason: 'invalid_grant' });
    const ranOut = { ...account, token: JSON.stringify({ ...JSON.parse(account.token), expiry_date: 1 }) };
    const error = await refused(gads.find(ranOut, keyOf()));
    expect(error).toMatchObject({
      kind: 'auth',
      platformCode: 'invalid_grant',
      message:
        "Invalid Google Ads OAuth token: connect Google Ads again in the business node's integrations (Token has been expired or revoked.)",
    });
    const { refresh_token, access_token } = JSON.parse(account.token) as Record<string, string>;
    const seen = inspect(error, { depth: 10, showHidden: true });
    expect(seen).not.toContain(refresh_token);
    expect(seen).not.toContain(access_token);
    expect(await refused(gads.find({ ...account, token: null as unknown as string }, keyOf()))).toMatchObject({
      kind: 'auth',
    });
  });
});

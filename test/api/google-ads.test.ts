// Google Ads' look-ups (spec 2 §7 'Google Ads'; issue 20 §4) against the simulated Google Ads through a node's Google
// Ads connection: who may call them, another partner's node, a node not connected, and Google Ads' refusals answered
// with the spec's messages (spec 2 §8's Google Ads list), never the token.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles';
import { useApiTest } from '../support/api-test';
import { injectGoogleError } from '../support/google-platform';
import type { HttpClient } from '../support/http';
import { connectByOAuth } from '../support/oauth';

const api = useApiTest({
  roles: ['SELF_SERVICE_ADMIN', 'SELF_SERVICE_MANAGER', 'MANAGER', 'REVIEWER', 'ANALYST'],
  globex: ['SELF_SERVICE_ADMIN'],
});
let googleUrl: string;

async function connect(admin: HttpClient, nodeId: string, gadsCustomerAccountId: string) {
  const ids = { publishing: { gads: { gadsCustomerAccountId } } };
  expect((await admin.put(`/business-nodes/${nodeId}/publishing`, ids)).status).toBe(200);
  expect((await connectByOAuth(admin, nodeId, 'gadsToken')).status).toBe(200);
}

const inject = (reason: string, status: number) =>
  injectGoogleError(googleUrl, { path: '/v21/customers/1234567001/googleAds:search', status, reason });

beforeAll(async () => {
  googleUrl = api.t.system.deps.oauth.simulated!.google;
  await connect(api.as('SELF_SERVICE_ADMIN'), api.acme.childNodeId, '123-456-7001');
  await connect(api.globex.users.SELF_SERVICE_ADMIN!.client, api.globex.childNodeId, '1234567002');
});

const campaignsOf = (client: HttpClient, nodeId = api.acme.childNodeId) =>
  client.get(`/google-ads/campaigns?nodeId=${nodeId}`);

describe('GET /google-ads/campaigns and /google-ads/campaign/{id}/adgroups', () => {
  it.each<[Role, number]>([
    ['SELF_SERVICE_ADMIN', 200],
    ['SELF_SERVICE_MANAGER', 200],
    ['MANAGER', 200],
    ['REVIEWER', 403],
    ['ANALYST', 403],
  ])('%s: %i', async (role, status) => {
    const reply = await campaignsOf(api.as(role));
    expect(reply.status).toBe(status);
    if (status === 200)
      expect(reply.body).toEqual([
        { id: '700101', name: 'Always-on display', status: 'ENABLED', channelType: 'DISPLAY' },
        { id: '700102', name: 'Summer launch', status: 'PAUSED', channelType: 'DISPLAY' },
      ]);
  });

  it("answers a campaign's ad groups, the removed one left out", async () => {
    const reply = await api.as('MANAGER').get(`/google-ads/campaign/700101/adgroups?nodeId=${api.acme.childNodeId}`);
    expect([reply.status, reply.body.map((g: { name: string }) => g.name)]).toEqual([
      200,
      ['Prospecting', 'Retargeting'],
    ]);
  });

  it("refuses another partner's node; its own admin and the super user reach it", async () => {
    const foreign = await campaignsOf(api.as('SELF_SERVICE_ADMIN'), api.globex.childNodeId);
    expect([foreign.status, foreign.body.message]).toEqual([403, 'Access to the Business Node denied']);
    const viaAdGroups = await api
      .as('SELF_SERVICE_ADMIN')
      .get(`/google-ads/campaign/700201/adgroups?nodeId=${api.globex.childNodeId}`);
    expect(viaAdGroups.status).toBe(403);
    expect((await campaignsOf(api.globex.users.SELF_SERVICE_ADMIN!.client, api.globex.childNodeId)).status).toBe(200);
    expect((await campaignsOf(api.su, api.globex.childNodeId)).status).toBe(200);
  });

  it('answers 503 for a node with no Google Ads connection', async () => {
    const reply = await campaignsOf(api.su, api.acme.rootNodeId);
    expect([reply.status, reply.body.message]).toEqual([409, 'Google Ads is not connected for this business node']);
  });

  it.each([
    ['CLIENT_CUSTOMER_ID_INVALID', 401, 422, 'account', 'Invalid customer ID, please revise your customer ID'],
    ['CUSTOMER_NOT_ENABLED', 403, 422, 'account', 'Invalid or deactivated Google Ads user'],
    ['USER_PERMISSION_DENIED', 403, 422, 'auth', 'Invalid or deactivated Google Ads user'],
    ['RESOURCE_EXHAUSTED', 429, 429, 'throttled', 'Google Ads asks to slow down'],
    ['INTERNAL_ERROR', 500, 503, 'unavailable', 'Fetching Google Ads campaigns failed'],
  ])('answers %s (Google Ads %i) as %i %s: "%s"', async (reason, sent, status, kind, message) => {
    await inject(reason, sent);
    const reply = await campaignsOf(api.as('SELF_SERVICE_ADMIN'));
    expect([reply.status, reply.body.details.kind, reply.body.details.platformCode]).toEqual([status, kind, reason]);
    expect(reply.body.message).toMatch(new RegExp(`^${message}`));
    expect(JSON.stringify(reply.body)).not.toMatch(/ya29\.|1\/\/sim-/);
  });
});

// DV360's look-ups and line item import (spec 2 §7 'DV360', §5; issue 20 §4) against the simulated DV360 through a
// node's DV360 connection: who may call them, another partner's node, advertiser and campaign, a node not connected,
// and DV360's refusals as answers.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles';
import { injectGoogleError } from '../support/google-platform';
import type { HttpClient } from '../support/http';
import { connectByOAuth } from '../support/oauth';
import { expectStatus, usePersonaliseWorld } from './personalise-fixture';

const w = usePersonaliseWorld();
let googleUrl: string;

async function connect(admin: HttpClient, nodeId: string, dv360AdvertiserId: string) {
  expectStatus(
    await admin.put(`/business-nodes/${nodeId}/publishing`, { publishing: { dv360: { dv360AdvertiserId } } }),
    200,
  );
  expectStatus(await connectByOAuth(admin, nodeId, 'dv360Token'), 200);
}

beforeAll(async () => {
  googleUrl = w.t.system.deps.oauth.simulated!.google;
  await connect(w.as('SELF_SERVICE_ADMIN'), w.acme.childNodeId, '6101');
  await connect(w.globex.users.SELF_SERVICE_ADMIN!.client, w.globex.childNodeId, '6201');
});

const campaignsOf = (client: HttpClient, advertiserId = '6101', nodeId = w.acme.childNodeId) =>
  client.get(`/dv360/${advertiserId}/campaigns?nodeId=${nodeId}`);

describe('GET /dv360/{id}/campaigns and /dv360/{id}/lineitems', () => {
  it.each<[Role, number]>([
    ['SELF_SERVICE_ADMIN', 200],
    ['SELF_SERVICE_MANAGER', 200],
    ['SELF_SERVICE_REVIEWER', 200],
    ['MANAGER', 200],
    ['REVIEWER', 403],
    ['ANALYST', 403],
  ])('%s: %i', async (role, status) => {
    const reply = await campaignsOf(w.as(role));
    expect(reply.status).toBe(status);
    if (status === 200)
      expect(reply.body).toEqual([
        { campaignId: '61011', name: 'Always-on awareness' },
        { campaignId: '61012', name: 'Summer launch' },
      ]);
  });

  it("answers the asked campaigns' line items, the ended ones left out when asked", async () => {
    const admin = w.as('SELF_SERVICE_ADMIN');
    const all = await admin.get(`/dv360/6101/lineitems?nodeId=${w.acme.childNodeId}`);
    expect(all.body.map((l: { lineItemId: string }) => l.lineItemId)).toEqual(['610111', '610112', '610121', '610122']);
    const running = await admin.get(
      `/dv360/6101/lineitems?nodeId=${w.acme.childNodeId}&campaignIds=61011&excludeCompleted=true`,
    );
    expect([running.status, running.body]).toEqual([
      200,
      [{ lineItemId: '610112', name: 'Always-on awareness — Retargeting', campaignId: '61011' }],
    ]);
  });

  it("refuses another partner's node, and an advertiser the node does not hold", async () => {
    const acme = w.as('SELF_SERVICE_ADMIN');
    const foreignNode = await campaignsOf(acme, '6201', w.globex.childNodeId);
    expect([foreignNode.status, foreignNode.body.message]).toEqual([403, 'Access to the Business Node denied']);
    const foreignAdvertiser = await campaignsOf(acme, '6201');
    expect([foreignAdvertiser.status, foreignAdvertiser.body.message]).toEqual([
      404,
      "DV360 advertiser not found on this business node's integration",
    ]);
    expect((await campaignsOf(w.su, '6201', w.globex.childNodeId)).status).toBe(200);
  });

  it('answers 503 for a node with no DV360 connection', async () => {
    const reply = await campaignsOf(w.su, '6101', w.acme.rootNodeId);
    expect([reply.status, reply.body.message]).toEqual([409, 'DV360 is not connected for this business node']);
  });

  it("answers DV360's refusal: throttled, with its reason", async () => {
    await injectGoogleError(googleUrl, {
      path: '/v4/advertisers/6101/campaigns',
      status: 429,
      reason: 'RESOURCE_EXHAUSTED',
    });
    const reply = await campaignsOf(w.as('SELF_SERVICE_ADMIN'));
    expect([reply.status, reply.body.message, reply.body.details.kind]).toEqual([
      429,
      'DV360: Resource has been exhausted (e.g. check quota).',
      'throttled',
    ]);
  });
});

describe('POST .../signals/import/lineitems', () => {
  const importInto = (client: HttpClient, treePath: string, body: object) =>
    client.post(`${treePath}/signals/import/lineitems`, { excludeCompleted: false, ...body });

  it.each<[Role, string, number]>([
    ['SELF_SERVICE_ADMIN', '61011', 200],
    ['SELF_SERVICE_MANAGER', '61012', 200],
    ['MANAGER', '61012', 403],
    ['REVIEWER', '61012', 403],
    ['ANALYST', '61012', 403],
  ])('%s imports the line items of campaign %s: %i', async (role, campaignId, status) => {
    const head = await w.t.system.deps.store.headPosition();
    const reply = await importInto(w.as(role), w.path(w.google), { campaignIds: [campaignId], advertiserId: '6101' });
    expect(reply.status).toBe(status);
    if (status === 200) expect(reply.body).toEqual({ imported: 2 });
    else expect(await w.t.system.deps.store.headPosition()).toBe(head);
  });

  it("imports nothing from another partner's advertiser or into another partner's tree", async () => {
    const acme = w.as('SELF_SERVICE_ADMIN');
    const head = await w.t.system.deps.store.headPosition();
    const foreignAdvertiser = await importInto(acme, w.path(w.google), {
      campaignIds: ['62011'],
      advertiserId: '6201',
    });
    expect(foreignAdvertiser.status).toBe(409);
    const foreignTree = await importInto(acme, `/campaigns/${w.foreign.campaignId}/personalize/${w.foreign.treeId}`, {
      campaignIds: ['61011'],
      advertiserId: '6101',
    });
    expect(foreignTree.status).toBe(403);
    const intoAcme = await importInto(w.globex.users.SELF_SERVICE_ADMIN!.client, w.path(w.google), {
      campaignIds: ['62011'],
      advertiserId: '6201',
    });
    expect(intoAcme.status).toBe(403);
    expect(await w.t.system.deps.store.headPosition()).toBe(head);
  });
});

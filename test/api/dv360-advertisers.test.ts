// GET /dv360/advertisers?campaignId (ours): the DV360 advertisers of a campaign's nodes, ids only, for the line item
// import's screen: none before the node holds one, then the node's advertiser and whether its token is connected;
// the personalise screen's roles only, and only for a campaign in the caller's reach.
import { describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles';
import { connectByOAuth } from '../support/oauth';
import { expectStatus, usePersonaliseWorld } from './personalise-fixture';

const w = usePersonaliseWorld();
const advertisersOf = (role: Role, campaignId = w.campaignId) =>
  w.as(role).get(`/dv360/advertisers?campaignId=${campaignId}`);

describe('GET /dv360/advertisers', () => {
  it("answers the campaign nodes' advertisers, and whether DV360 is connected on each", async () => {
    expect(expectStatus(await advertisersOf('SELF_SERVICE_ADMIN'), 200).body).toEqual([]);
    const admin = w.as('SELF_SERVICE_ADMIN');
    const nodeId = w.acme.childNodeId;
    const publishing = { publishing: { dv360: { dv360AdvertiserId: '6101' } } };
    expectStatus(await admin.put(`/business-nodes/${nodeId}/publishing`, publishing), 200);
    expect((await advertisersOf('SELF_SERVICE_ADMIN')).body).toEqual([
      { nodeId, dv360AdvertiserId: '6101', connected: false },
    ]);
    expectStatus(await connectByOAuth(admin, nodeId, 'dv360Token'), 200);
    const reply = await advertisersOf('SELF_SERVICE_REVIEWER');
    expect([reply.status, reply.body]).toEqual([200, [{ nodeId, dv360AdvertiserId: '6101', connected: true }]]);
    expect(JSON.stringify(reply.body)).not.toMatch(/token/i);
  });

  it.each<[Role, number]>([
    ['SELF_SERVICE_MANAGER', 200],
    ['MANAGER', 403],
    ['REVIEWER', 403],
    ['ANALYST', 403],
  ])('%s: %i', async (role, status) => {
    expect((await advertisersOf(role)).status).toBe(status);
  });

  it("refuses another partner's campaign and an unknown one", async () => {
    const foreign = await advertisersOf('SELF_SERVICE_ADMIN', w.foreign.campaignId);
    expect(foreign.status).toBe(403);
    expect((await advertisersOf('SELF_SERVICE_ADMIN', 'ffffffffffffffffffffffff')).status).toBe(404);
  });
});

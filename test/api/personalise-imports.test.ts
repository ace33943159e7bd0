// Importing user segments from the platforms (spec 2 §5, §7) through the personalise routes: DV360 line items into a
// google tree from the simulated DV360 through the DV360 connection of the campaign's node holding the advertiser,
// Meta ad sets into a Meta tree from the simulated Meta through the campaign node's Meta connection, completed ones
// left out when asked; no node connecting the advertiser, or a segment type the platform does not take, is refused
// and imports nothing.
import { describe, expect, it } from 'vitest';
import { connectByOAuth } from '../support/oauth';
import { expectStatus, usePersonaliseWorld } from './personalise-fixture';

const w = usePersonaliseWorld({ roles: ['SELF_SERVICE_ADMIN'] });

const segments = async (treeId: string) =>
  (
    expectStatus(await w.as('SELF_SERVICE_ADMIN').get(`${w.path(treeId)}/signals?type=userSegment`), 200).body as {
      name: string;
      segmentType: string;
      values: string[];
    }[]
  ).map((s) => [s.name, s.segmentType, s.values]);

describe('platform imports', () => {
  it("DV360 line items of the advertiser's campaigns become segments of a google tree, completed ones left out", async () => {
    const admin = w.as('SELF_SERVICE_ADMIN');
    const nodeId = w.acme.childNodeId;
    const body = { campaignIds: ['61011'], advertiserId: '6101', excludeCompleted: true };
    const head = await w.t.system.deps.store.headPosition();
    const unconnected = await admin.post(`${w.path(w.google)}/signals/import/lineitems`, body);
    expect([unconnected.status, unconnected.body.message]).toEqual([
      409,
      "DV360 advertiser 6101 is not connected on any business node of this campaign: connect DV360 in the node's integrations",
    ]);
    expect(await w.t.system.deps.store.headPosition()).toBe(head);
    const ids = { dv360AdvertiserId: '6101' };
    expectStatus(await admin.put(`/business-nodes/${nodeId}/publishing`, { publishing: { dv360: ids } }), 200);
    expectStatus(await connectByOAuth(admin, nodeId, 'dv360Token'), 200);
    const reply = await admin.post(`${w.path(w.google)}/signals/import/lineitems`, body);
    expect([reply.status, reply.body]).toEqual([200, { imported: 1 }]);
    expect(await segments(w.google)).toEqual([['Always-on awareness — Retargeting', 'DV360 Line Item', ['610112']]]);
    const elsewhere = await admin.post(`${w.path(w.google)}/signals/import/lineitems`, {
      ...body,
      advertiserId: '6102',
    });
    expect(elsewhere.status).toBe(409);
  });

  it('Meta ad sets become segments of the Meta tree; a google tree does not take them and imports nothing', async () => {
    const admin = w.as('SELF_SERVICE_ADMIN');
    const nodeId = w.acme.childNodeId;
    const ids = { facebookAdAccountId: 'act_3003', facebookPageId: '555000111' };
    expectStatus(await admin.put(`/business-nodes/${nodeId}/publishing`, { publishing: { facebook: ids } }), 200);
    expectStatus(await connectByOAuth(admin, nodeId, 'facebookToken'), 200);
    const campaigns = expectStatus(await admin.get('/facebook/act_3003/campaigns?expanded=true'), 200).body as {
      id: string;
      name: string;
      adSets: { name: string; completed: boolean }[];
    }[];
    const spring = campaigns.find((c) => c.name === 'Spring launch')!;
    expect(spring.adSets.map((a) => [a.name, a.completed])).toEqual([
      ['Launch week', true],
      ['Lookalikes', false],
    ]);
    const body = { campaignIds: [spring.id], ...ids, excludeCompleted: true };
    const head = await w.t.system.deps.store.headPosition();
    const refused = await admin.post(`${w.path(w.google)}/signals/import/adsets`, body);
    expect(refused.status).toBe(422);
    expect(await w.t.system.deps.store.headPosition()).toBe(head);
    expect(expectStatus(await admin.post(`${w.path(w.facebook)}/signals/import/adsets`, body), 200).body).toEqual({
      imported: 1,
    });
    expect((await segments(w.facebook)).map(([name, type]) => [name, type])).toEqual([['Lookalikes', 'Meta Ad Set']]);
  });
});

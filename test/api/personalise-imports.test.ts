// Importing user segments from the platforms (spec 2 §5, §7) through the personalise routes: DV360 line items into a
// google tree from a stand-in far end behind its port, Meta ad sets into a Meta tree from the simulated Meta through
// the campaign node's Meta connection, completed ones left out when asked; a segment type the platform does not take
// is refused and imports nothing.
import { describe, expect, it } from 'vitest';
import { connectByOAuth } from '../support/oauth';
import { StandInDv360 } from '../support/platform-far-ends';
import { expectStatus, usePersonaliseWorld } from './personalise-fixture';

const dv360 = new StandInDv360([
  { advertiserId: 'adv-1', campaignId: 'c-1', lineItemId: 'li-1', name: 'Line one', completed: false },
  { advertiserId: 'adv-1', campaignId: 'c-1', lineItemId: 'li-2', name: 'Line two', completed: true },
  { advertiserId: 'adv-2', campaignId: 'c-1', lineItemId: 'li-3', name: 'Elsewhere', completed: false },
]);
const w = usePersonaliseWorld({ roles: ['SELF_SERVICE_ADMIN'], parts: { platforms: { dv360 } } });

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
    const reply = await w.as('SELF_SERVICE_ADMIN').post(`${w.path(w.google)}/signals/import/lineitems`, {
      campaignIds: ['c-1'],
      advertiserId: 'adv-1',
      excludeCompleted: true,
    });
    expect([reply.status, reply.body]).toEqual([200, { imported: 1 }]);
    expect(await segments(w.google)).toEqual([['Line one', 'DV360 Line Item', ['li-1']]]);
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

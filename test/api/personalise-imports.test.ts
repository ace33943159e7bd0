// Importing user segments from the platforms (spec 2 §5, §7) through the personalise routes, with stand-in far ends
// behind the ports: DV360 line items into a google tree, Meta ad sets into a Meta tree, completed ones left out when
// asked; a segment type the platform does not take is refused and imports nothing.
import { describe, expect, it } from 'vitest';
import { StandInDv360, StandInMetaAds } from '../support/platform-far-ends';
import { expectStatus, usePersonaliseWorld } from './personalise-fixture';

const dv360 = new StandInDv360([
  { advertiserId: 'adv-1', campaignId: 'c-1', lineItemId: 'li-1', name: 'Line one', completed: false },
  { advertiserId: 'adv-1', campaignId: 'c-1', lineItemId: 'li-2', name: 'Line two', completed: true },
  { advertiserId: 'adv-2', campaignId: 'c-1', lineItemId: 'li-3', name: 'Elsewhere', completed: false },
]);
const meta = new StandInMetaAds(
  [{ adAccountId: 'act-1', campaignId: 'fb-1', name: 'Spring' }],
  [
    { adAccountId: 'act-1', campaignId: 'fb-1', adSetId: 'as-1', name: 'Set one', completed: false },
    { adAccountId: 'act-1', campaignId: 'fb-1', adSetId: 'as-2', name: 'Set two', completed: false },
  ],
);
const w = usePersonaliseWorld({ roles: ['SELF_SERVICE_ADMIN'], parts: { platforms: { dv360, meta } } });

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
    const body = {
      campaignIds: ['fb-1'],
      facebookAdAccountId: 'act-1',
      facebookPageId: 'page-1',
      excludeCompleted: false,
    };
    const head = await w.t.system.deps.store.headPosition();
    const refused = await w.as('SELF_SERVICE_ADMIN').post(`${w.path(w.google)}/signals/import/adsets`, body);
    expect(refused.status).toBe(422);
    expect(await w.t.system.deps.store.headPosition()).toBe(head);
    expect(
      expectStatus(await w.as('SELF_SERVICE_ADMIN').post(`${w.path(w.facebook)}/signals/import/adsets`, body), 200)
        .body,
    ).toEqual({ imported: 2 });
    expect(await segments(w.facebook)).toEqual([
      ['Set one', 'Meta Ad Set', ['as-1']],
      ['Set two', 'Meta Ad Set', ['as-2']],
    ]);
  });
});

// Who may call each personalise route (spec 2 §6): full personalise access is for admins and self-service; the
// MANAGER (and every other role) is refused by the gate with 'Wrong user roles'; another partner's campaign answers
// 'Access to the Campaign denied'; a tree of another campaign is 'Entity not
// found'. Every refusal appends nothing. The campaign's trees are read by every reader of the campaign.
import { beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_ACCESS_DENIED } from '../../domain/campaign';
import { WRONG_ROLES_MESSAGE } from '../../domain/roles';
import { MESSAGES } from '../../domain/shared/errors';
import type { HttpClient, Reply } from '../support/http';
import { expectStatus, newVariant, usePersonaliseWorld, variant } from './personalise-fixture';

const w = usePersonaliseWorld();

/** The ids a route's calls name: one campaign's tree, a variant, a format and a signal of it. */
interface Ids {
  campaignId: string;
  treeId: string;
  variantId: string;
  formatId: string;
  signalId: string;
}
let own: Ids;
let foreign: Ids;

async function idsOf(client: HttpClient, campaignId: string, treeId: string): Promise<Ids> {
  const path = `/campaigns/${campaignId}/personalize/${treeId}`;
  const variantId = await newVariant(client, path, `Access ${treeId.slice(-4)}`);
  const formatId = (await variant(client, path, variantId)).formats[0]!.id;
  const signalId = expectStatus(
    await client.post(`${path}/signal`, { name: 'Access segment', type: 'userSegment', segmentType: 'Custom' }),
    201,
  ).body.id;
  return { campaignId, treeId, variantId, formatId, signalId };
}

beforeAll(async () => {
  own = await idsOf(w.as('SELF_SERVICE_ADMIN'), w.campaignId, w.google);
  foreign = await idsOf(w.su, w.foreign.campaignId, w.foreign.treeId);
}, 240_000);

type Call = (client: HttpClient, ids: Ids, n: number) => Promise<Reply>;
const P = (ids: Ids) => `/campaigns/${ids.campaignId}/personalize/${ids.treeId}`;
const patch = (client: HttpClient, path: string, body?: unknown) => client.request('PATCH', path, body);

/** Each route with what an allowed caller gets (a domain refusal still shows the caller got past the checks). */
const ROUTES: [string, number, Call][] = [
  ['GET variants', 200, (c, i) => c.get(`${P(i)}/variants`)],
  ['GET variants/count', 200, (c, i) => c.get(`${P(i)}/variants/count`)],
  ['GET variant-identifiers', 200, (c, i) => c.get(`${P(i)}/variant-identifiers`)],
  ['GET variants/{id}', 200, (c, i) => c.get(`${P(i)}/variants/${i.variantId}`)],
  ['GET templates', 200, (c, i) => c.get(`${P(i)}/templates`)],
  ['GET variant/exist', 200, (c, i) => c.get(`${P(i)}/variant/exist?name=x`)],
  ['GET available-filters', 200, (c, i) => c.get(`${P(i)}/available-filters`)],
  ['GET signals', 200, (c, i) => c.get(`${P(i)}/signals`)],
  ['GET signals/exist', 200, (c, i) => c.get(`${P(i)}/signals/exist?name=x`)],
  [
    'GET variants/fallback/signals/count',
    200,
    (c, i) => c.get(`${P(i)}/variants/fallback/signals/count?signalType=userSegment`),
  ],
  [
    'GET list-accessible-to-clone',
    200,
    (c, i) => c.get(`/campaigns/personalize/list-accessible-to-clone?variantId=${i.variantId}`),
  ],
  ['POST variant', 201, (c, i, n) => c.post(`${P(i)}/variant`, { name: `New ${n}` })],
  [
    'POST variant/clone',
    201,
    (c, i, n) => c.post(`${P(i)}/variant/clone`, { variantId: i.variantId, name: `Clone ${n}` }),
  ],
  ['PATCH rename', 200, (c, i, n) => patch(c, `${P(i)}/variants/${i.variantId}/rename`, { name: `Renamed ${n}` })],
  ['PATCH archive', 200, (c, i) => patch(c, `${P(i)}/variants/${i.variantId}/archive`)],
  ['PATCH restore', 200, (c, i) => patch(c, `${P(i)}/variants/${i.variantId}/restore`)],
  ['PATCH format archive', 200, (c, i) => patch(c, `${P(i)}/variants/${i.variantId}/formats/${i.formatId}/archive`)],
  ['PATCH format restore', 200, (c, i) => patch(c, `${P(i)}/variants/${i.variantId}/formats/${i.formatId}/restore`)],
  ['PATCH fallback', 200, (c, i) => patch(c, `${P(i)}/variants/${i.variantId}/fallback`)],
  ['PATCH activate', 422, (c, i) => patch(c, `${P(i)}/variants/${i.variantId}/activate`)],
  ['PATCH deactivate', 200, (c, i) => patch(c, `${P(i)}/variants/${i.variantId}/deactivate`)],
  [
    'PATCH bulk activate',
    422,
    (c, i) => patch(c, `${P(i)}/bulk/variants/activate`, { variants: [{ id: i.variantId }], includeArchived: false }),
  ],
  ['PATCH bulk deactivate', 200, (c, i) => patch(c, `${P(i)}/bulk/variants/deactivate`, { variants: [i.variantId] })],
  [
    'PATCH formats/dynamic-elements',
    200,
    (c, i, n) =>
      patch(c, `${P(i)}/formats/dynamic-elements`, {
        formats: [i.formatId],
        elements: { headline: { value: `Hi ${n}` } },
      }),
  ],
  [
    'PATCH formats/signals',
    200,
    (c, i) => patch(c, `${P(i)}/formats/signals`, { formats: [i.formatId], signals: [i.signalId] }),
  ],
  [
    'POST signal',
    201,
    (c, i, n) => c.post(`${P(i)}/signal`, { name: `Segment ${n}`, type: 'userSegment', segmentType: 'Custom' }),
  ],
  [
    'PUT signals/{id}',
    200,
    (c, i) =>
      c.put(`${P(i)}/signals/${i.signalId}`, { name: 'Access segment', type: 'userSegment', segmentType: 'CM Ad' }),
  ],
  [
    'POST signals/upload',
    200,
    (c, i, n) =>
      c.post(`${P(i)}/signals/upload`, { csvData: `Segment name,Value\nUpload ${n},1\n`, segmentType: 'Custom' }),
  ],
  // No node of the campaign is connected to these accounts once the caller is let through: DV360 answers 409 (connect
  // it on a node), Meta 404 (no node holds that ad account).
  [
    'POST signals/import/lineitems',
    409,
    (c, i) =>
      c.post(`${P(i)}/signals/import/lineitems`, { campaignIds: ['1'], advertiserId: '2', excludeCompleted: false }),
  ],
  [
    'POST signals/import/adsets',
    404,
    (c, i) =>
      c.post(`${P(i)}/signals/import/adsets`, {
        campaignIds: ['1'],
        facebookAdAccountId: '2',
        facebookPageId: '3',
        excludeCompleted: false,
      }),
  ],
  // The google banners are no carousels.
  ['POST cards/new', 422, (c, i) => c.post(`${P(i)}/cards/new`, { formats: [i.formatId] })],
  ['DELETE cards/latest', 422, (c, i) => c.request('DELETE', `${P(i)}/cards/latest`, { formats: [i.formatId] })],
  ['DELETE signals/{id}', 200, (c, i) => c.delete(`${P(i)}/signals/${i.signalId}`)],
];

const head = () => w.t.system.deps.store.headPosition();

describe('every personalise route', () => {
  it.each(ROUTES.map(([name, status, call], n) => [name, status, call, n] as const))(
    '%s: refused to the MANAGER and on a foreign campaign, allowed to the self-service admin',
    async (_name, status, call, n) => {
      const before = await head();
      const manager = await call(w.as('MANAGER'), own, n);
      expect([manager.status, manager.body.message]).toEqual([403, WRONG_ROLES_MESSAGE]);
      const foreignReply = await call(w.as('SELF_SERVICE_ADMIN'), foreign, n);
      expect([foreignReply.status, foreignReply.body.message]).toEqual([403, CAMPAIGN_ACCESS_DENIED]);
      expect(await head()).toBe(before);
      const allowed = await call(w.as('SELF_SERVICE_ADMIN'), own, n);
      expect(allowed.status, JSON.stringify(allowed.body)).toBe(status);
    },
  );

  it("a tree of another campaign under this campaign's path is not found", async () => {
    const mixed = { ...own, treeId: foreign.treeId };
    for (const reply of [
      await w.as('SELF_SERVICE_ADMIN').get(`${P(mixed)}/variants`),
      await w.as('SELF_SERVICE_ADMIN').post(`${P(mixed)}/variant`, { name: 'Mixed' }),
    ]) {
      expect([reply.status, reply.body.message]).toEqual([404, MESSAGES.entityNotFound]);
    }
  });

  it('the self-service manager and reviewer have full personalise access too; the analyst none', async () => {
    expectStatus(await w.as('SELF_SERVICE_MANAGER').get(`${P(own)}/variants`), 200);
    expectStatus(await w.as('SELF_SERVICE_REVIEWER').post(`${P(own)}/variant`, { name: 'By the reviewer' }), 201);
    expect((await w.as('ANALYST').get(`${P(own)}/variants`)).status).toBe(403);
  });
});

describe('the trees and the approvals', () => {
  it("every reader of the campaign reads its trees; the analyst and another partner's users do not", async () => {
    expectStatus(await w.as('REVIEWER').get(`/campaigns/${own.campaignId}/personalize/trees`), 200);
    expectStatus(await w.as('MANAGER').get(`/campaigns/${own.campaignId}/personalize/trees`), 200);
    expect((await w.as('ANALYST').get(`/campaigns/${own.campaignId}/personalize/trees`)).status).toBe(403);
    const foreignReply = await w.as('SELF_SERVICE_ADMIN').get(`/campaigns/${foreign.campaignId}/personalize/trees`);
    expect([foreignReply.status, foreignReply.body.message]).toEqual([403, CAMPAIGN_ACCESS_DENIED]);
  });

  it('approvals: the reviewer approves in the interim, the analyst not at all, nobody on a foreign campaign', async () => {
    const body = (ids: Ids) => ({ treeId: ids.treeId, approvals: [ids.formatId], rejections: [], final: false });
    const before = await head();
    const analyst = await patch(w.as('ANALYST'), `/campaigns/${own.campaignId}/creatives/approvals`, body(own));
    expect([analyst.status, analyst.body.message]).toEqual([403, WRONG_ROLES_MESSAGE]);
    const foreignReply = await patch(
      w.as('SELF_SERVICE_ADMIN'),
      `/campaigns/${foreign.campaignId}/creatives/approvals`,
      body(foreign),
    );
    expect([foreignReply.status, foreignReply.body.message]).toEqual([403, CAMPAIGN_ACCESS_DENIED]);
    expect(await head()).toBe(before);
    expectStatus(await patch(w.as('REVIEWER'), `/campaigns/${own.campaignId}/creatives/approvals`, body(own)), 200);
  });
});

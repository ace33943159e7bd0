// Publishing through the API (issue 20 §3; spec 2 §7): who may publish (the admin group: SUPER, ADMIN and
// SELF_SERVICE_ADMIN, domain/publishing/access.ts) and who is refused, another partner's campaign, node and publish
// ids, the spec's refusals, each of which appends nothing, and what the read routes answer each role. The product
// runs without its workers: a publish is recorded and waits, IN_QUEUE, for a worker that never comes.
import { beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_ACCESS_DENIED } from '../../domain/campaign';
import {
  META_PAGE_ID_NOT_DEFINED,
  NO_APPROVED_VARIATIONS,
  NOTHING_TO_PUBLISH,
  NOTHING_TO_RETRY,
  UNKNOWN_PUBLISHING_CHANNEL,
} from '../../domain/publishing/messages';
import { PARTNER_ROLES, type Role } from '../../domain/roles';
import { useApiTest } from '../support/api-test';
import { campaignOf, readyConcept } from '../support/campaigns';
import { internalAdmin } from '../support/fixtures';
import type { HttpClient, Reply } from '../support/http';
import { approvedVariants, publishingCampaign } from '../support/publishing';
import type { ScreenshotCampaign } from '../support/screenshots';
import { expectStatus, patch } from './personalise-fixture';

const PUBLISHERS: readonly Role[] = ['SUPER', 'ADMIN', 'SELF_SERVICE_ADMIN'];
const READERS: readonly Role[] = [
  ...PUBLISHERS,
  'SELF_SERVICE_MANAGER',
  'SELF_SERVICE_REVIEWER',
  'MANAGER',
  'REVIEWER',
];
const WRONG_ROLES = 'Wrong user roles';

const api = useApiTest({ roles: PARTNER_ROLES, globex: ['SELF_SERVICE_ADMIN'] });
let admin: HttpClient;
let own: ScreenshotCampaign;
let foreign: ScreenshotCampaign;
let formats: string[];

/** Every role's signed-in client: the super user, an internal ADMIN and acme's partner roles. */
const client = (role: Role): HttpClient => (role === 'SUPER' ? api.su : role === 'ADMIN' ? admin : api.as(role));
const stranger = () => api.globex.users.SELF_SERVICE_ADMIN!.client;
const head = () => api.t.system.deps.store.headPosition();
const publish = (as: HttpClient, campaign: { campaignId: string } = own, channels: unknown = ['google']) =>
  as.post(`/campaigns/${campaign.campaignId}/publish`, { channels });

/** The reply refused with this status; answers its message. */
async function refused(reply: Promise<Reply>, status: number): Promise<string> {
  const { status: actual, body } = await reply;
  expect(actual, JSON.stringify(body)).toBe(status);
  return (body as { message: string }).message;
}

beforeAll(async () => {
  admin = (await internalAdmin(api.t, api.su)).client;
  own = await publishingCampaign(api.su, api.acme, 'Published');
  foreign = await publishingCampaign(api.su, api.globex, 'Published elsewhere');
  formats = (await approvedVariants(api.su, own, ['First ad', 'Second ad'])).flatMap((v) => v.formats);
  await approvedVariants(api.su, foreign, ['Their ad']);
}, 180_000);

describe('publishing a campaign', () => {
  it('lets the admin group publish the approved creatives and refuses every other role', async () => {
    for (const role of [...PUBLISHERS, ...PARTNER_ROLES.filter((r) => !PUBLISHERS.includes(r))]) {
      const before = await head();
      const reply = await publish(client(role));
      if (PUBLISHERS.includes(role)) {
        expect(expectStatus(reply, 201).body, role).toEqual({ publishId: expect.any(String), queued: formats.length });
        expect(await head(), role).toBeGreaterThan(before);
        continue;
      }
      expect([reply.status, reply.body.message], role).toEqual([403, WRONG_ROLES]);
      const prerendered = client(role).post('/html-prerenderer/publish', {
        campaignId: own.campaignId,
        platform: 'google',
      });
      expect(await refused(prerendered, 403), role).toBe(WRONG_ROLES);
      const gads = client(role).post('/google-ads/publish', {
        campaignId: own.campaignId,
        nodeId: api.acme.childNodeId,
      });
      expect(await refused(gads, 403), role).toBe(WRONG_ROLES);
      expect(await head(), role).toBe(before);
    }
  });

  it('answers each reader the campaign’s publishes and markets, and refuses the analyst', async () => {
    const [latest] = (
      expectStatus(await client('SUPER').get(`/campaigns/publishing/${own.campaignId}`), 200).body as {
        publishes: { id: string }[];
      }
    ).publishes;
    for (const role of PARTNER_ROLES.concat(['SUPER', 'ADMIN'])) {
      const reads = READERS.includes(role);
      const publishing = await client(role).get(`/campaigns/publishing/${own.campaignId}`);
      expect(publishing.status, role).toBe(reads ? 200 : 403);
      const markets = await client(role).get(`/campaigns/publishing-market-data/${own.campaignId}`);
      expect(markets.status, role).toBe(reads ? 200 : 403);
      const served = await client(role).get(`/campaigns/${own.campaignId}/served?at=${new Date().toISOString()}`);
      expect(served.status, role).toBe(reads ? 200 : 403);
      if (!reads) {
        expect([publishing.body.message, markets.body.message, served.body.message], role).toEqual([
          WRONG_ROLES,
          WRONG_ROLES,
          WRONG_ROLES,
        ]);
        continue;
      }
      expect(publishing.body, role).toMatchObject({
        campaignId: own.campaignId,
        personalizationType: 'DECISION_TREE',
        deliveryTypes: { google: 'NON_TRAFFICKED' },
        running: true,
      });
      const publishes = publishing.body.publishes as {
        id: string;
        status: string;
        queued: number;
        published: number;
        failed: number;
        failures: unknown[];
      }[];
      expect(publishes, role).toHaveLength(PUBLISHERS.length);
      expect(publishes[0], role).toMatchObject({
        id: latest!.id,
        platforms: ['google'],
        prerendered: false,
        status: 'running',
        queued: formats.length,
        published: 0,
        failed: 0,
        message: null,
        failures: [],
      });
      expect(markets.body, role).toEqual({
        campaignId: own.campaignId,
        markets: [
          {
            nodeId: api.acme.childNodeId,
            name: expect.any(String),
            connected: ['google'],
            platforms: {
              google: {
                inQueue: formats.length,
                published: 0,
                failed: 0,
                active: 0,
                pending: 0,
                withIssues: 0,
                disapproved: 0,
              },
            },
          },
        ],
      });
      // Nothing was published yet (no worker runs), so nothing was served.
      expect(served.body.ads, role).toEqual([]);
    }
  });

  it('shows each approved format waiting in queue on the creatives view', async () => {
    const page = await client('REVIEWER').get(`/campaigns/${own.campaignId}/creatives?treeId=${own.treeId}`);
    expect(page.status).toBe(200);
    const shown = (page.body as { formats: { id: string; publications: unknown[] }[] }[]).flatMap((v) => v.formats);
    expect(shown.map((f) => f.id).sort()).toEqual([...formats].sort());
    for (const format of shown)
      expect(format.publications, format.id).toEqual([
        expect.objectContaining({
          platform: 'google',
          nodeId: api.acme.childNodeId,
          delivery: 'NON_TRAFFICKED',
          status: 'IN_QUEUE',
          label: 'In queue',
          externalId: null,
          review: null,
          error: null,
        }),
      ]);
  });

  it('keeps another partner’s campaign, node and publish from the user, and appends nothing', async () => {
    const before = await head();
    const [latest] = (
      expectStatus(await api.su.get(`/campaigns/publishing/${own.campaignId}`), 200).body as {
        publishes: { id: string }[];
      }
    ).publishes;
    expect(await refused(publish(stranger()), 403)).toBe(CAMPAIGN_ACCESS_DENIED);
    expect(
      await refused(
        stranger().post('/html-prerenderer/publish', { campaignId: own.campaignId, platform: 'google' }),
        403,
      ),
    ).toBe(CAMPAIGN_ACCESS_DENIED);
    expect(
      await refused(
        stranger().post('/google-ads/publish', { campaignId: own.campaignId, nodeId: api.acme.childNodeId }),
        403,
      ),
    ).toBe(CAMPAIGN_ACCESS_DENIED);
    await refused(stranger().post(`/campaigns/publishing/${latest!.id}/retry`), 403);
    for (const read of [
      `/campaigns/publishing/${own.campaignId}`,
      `/campaigns/publishing-market-data/${own.campaignId}`,
      `/campaigns/${own.campaignId}/served?at=${new Date().toISOString()}`,
    ])
      expect(await refused(stranger().get(read), 403), read).toBe(CAMPAIGN_ACCESS_DENIED);
    // Their node is no node of this campaign, and their campaign no campaign of this user.
    const theirNode = client('SELF_SERVICE_ADMIN').post('/google-ads/publish', {
      campaignId: own.campaignId,
      nodeId: api.globex.childNodeId,
    });
    await refused(theirNode, 404);
    expect(await refused(publish(client('SELF_SERVICE_ADMIN'), foreign), 403)).toBe(CAMPAIGN_ACCESS_DENIED);
    expect(await head()).toBe(before);
  });

  it('refuses with the spec’s messages and appends nothing', async () => {
    const as = client('SELF_SERVICE_ADMIN');
    const unapproved = await publishingCampaign(api.su, api.acme, 'Not approved');
    const empty = await publishingCampaign(api.su, api.acme, 'Empty');
    expectStatus(await as.post(`${unapproved.treePath}/variant`, { name: 'Waiting' }), 201);
    const meta = await metaCampaignWithoutPage();
    const [latest] = (
      expectStatus(await as.get(`/campaigns/publishing/${own.campaignId}`), 200).body as {
        publishes: { id: string }[];
      }
    ).publishes;

    const before = await head();
    expect(await refused(publish(as, own, ['myspace']), 422)).toBe(UNKNOWN_PUBLISHING_CHANNEL);
    expect(await refused(publish(as, own, ['google', 'tiktok']), 422)).toBe(UNKNOWN_PUBLISHING_CHANNEL);
    expect(
      await refused(as.post('/html-prerenderer/publish', { campaignId: own.campaignId, platform: 'facebook' }), 422),
    ).toBe(UNKNOWN_PUBLISHING_CHANNEL);
    expect(await refused(publish(as, unapproved), 422)).toBe(NO_APPROVED_VARIATIONS);
    expect(await refused(publish(as, empty), 422)).toBe(NOTHING_TO_PUBLISH);
    // Nothing of the campaign was pictured: there is no pre-rendered image to publish.
    expect(
      await refused(as.post('/html-prerenderer/publish', { campaignId: own.campaignId, platform: 'google' }), 422),
    ).toBe(NOTHING_TO_PUBLISH);
    expect(await refused(publish(as, meta, ['facebook']), 422)).toBe(META_PAGE_ID_NOT_DEFINED);
    // The publish still waits for its worker: it has no failed creative to try again.
    expect(await refused(as.post(`/campaigns/publishing/${latest!.id}/retry`), 409)).toBe(NOTHING_TO_RETRY);
    await refused(publish(as, own, []), 400);
    await refused(as.post(`/campaigns/${own.campaignId}/publish`, { channels: ['google'], extra: true }), 400);
    await refused(as.post('/campaigns/publishing/0123456789abcdef01234567/retry'), 404);
    await refused(publish(as, { ...own, campaignId: '0123456789abcdef01234567' }), 404);
    expect(await head()).toBe(before);
  });
});

/** A campaign whose Meta tree holds a finally approved variant, on a node with a Meta ad account but no page. */
async function metaCampaignWithoutPage(): Promise<{ campaignId: string }> {
  const concept = await readyConcept(api.su, 'Meta concept', [api.acme.childNodeId], api.acme.partnerId);
  const { campaignId, trees } = await campaignOf(api.su, api.acme, concept, 'Meta', {
    platforms: ['facebook'],
    templates: ['feed'],
  });
  const treePath = `/campaigns/${campaignId}/personalize/${trees.facebook}`;
  const variantId = expectStatus(await api.su.post(`${treePath}/variant`, { name: 'Feed ad' }), 201).body.id as string;
  const variant = expectStatus(await api.su.get(`${treePath}/variants/${variantId}`), 200).body as {
    formats: { id: string }[];
  };
  expectStatus(
    await patch(api.su, `/campaigns/${campaignId}/creatives/approvals`, {
      treeId: trees.facebook,
      approvals: variant.formats.map((f) => f.id),
      rejections: [],
      final: true,
    }),
    200,
  );
  expectStatus(
    await api.su.put(`/business-nodes/${api.acme.childNodeId}/publishing`, {
      publishing: { facebook: { facebookAdAccountId: 'act_1234' } },
    }),
    200,
  );
  return { campaignId };
}

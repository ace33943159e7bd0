// One source drives a campaign's generated variants (issue 23; commands/variant-sources.ts): a feed into a tree of an
// ASSEMBLY campaign, or of a campaign that has datasources, is refused with a 409 that names why, and so is a
// datasource for a campaign a feed drives; the scheduled feed too. Each refusal appends nothing and makes no row.
// GET /campaigns/{id}/variant-sources answers the same reasons, which the screens grey their buttons out with.
import { describe, expect, it } from 'vitest';
import { VARIANT_SOURCE_MESSAGES } from '../../domain/assembly';
import { campaignOf, readyConcept } from '../support/campaigns';
import type { HttpClient } from '../support/http';
import { uploadTemplate } from '../support/templates';
import { mp4Video } from '../support/uploads';
import { datasourceInto as datasourceFor, feedInto } from '../support/variant-sources';
import { campaignWithTrees, expectStatus, usePersonaliseWorld } from './personalise-fixture';

const w = usePersonaliseWorld({ roles: ['SELF_SERVICE_ADMIN'] });

const head = () => w.t.system.deps.store.headPosition();
const datasourceInto = (campaignId: string) => datasourceFor(w.su, campaignId);

const scheduleFeed = (campaignId: string, treeId: string) =>
  w.su.request('PUT', `/campaigns/${campaignId}/personalize/${treeId}/feed-schedule`, {
    url: 'https://feeds.example/products.csv',
    everyHours: 6,
    idColumn: 'SKU',
    nameColumn: 'Product',
    elements: { Title: 'headline' },
  });

async function variantCount(campaignId: string): Promise<number> {
  const { rows } = await w.t.system.deps.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM variant WHERE campaign_id = $1',
    [campaignId],
  );
  return rows[0]!.n;
}

const sources = async (campaignId: string, client: HttpClient = w.as('SELF_SERVICE_ADMIN')) =>
  expectStatus(await client.get(`/campaigns/${campaignId}/variant-sources`), 200).body as {
    feed: string | null;
    datasource: string | null;
  };

/** Refused with a 409 and the message, appending nothing. */
async function expectRefused(call: () => Promise<{ status: number; body: { message?: string } }>, message: string) {
  const before = await head();
  const reply = await call();
  expect([reply.status, reply.body.message]).toEqual([409, message]);
  expect(await head()).toBe(before);
}

describe('a feed and an assembly never drive the same campaign', () => {
  it('refuses a datasource for a campaign whose tree a feed drives', async () => {
    expectStatus(await feedInto(w.as('SELF_SERVICE_ADMIN'), w.campaignId, w.google), 200);
    await expectRefused(() => datasourceInto(w.campaignId), VARIANT_SOURCE_MESSAGES.datasourceBesideFeed);
    expect((await w.su.get(`/assemblies?campaignId=${w.campaignId}`)).body).toEqual([]);
    // What the screens grey their buttons out with; another partner's admin does not reach the campaign.
    expect(await sources(w.campaignId)).toEqual({
      feed: null,
      datasource: VARIANT_SOURCE_MESSAGES.datasourceBesideFeed,
    });
    const globex = w.globex.users.SELF_SERVICE_ADMIN!.client;
    expect((await globex.get(`/campaigns/${w.campaignId}/variant-sources`)).status).toBe(403);
  });

  it('refuses a feed, and a feed schedule, for a campaign with datasources', async () => {
    const { campaignId, google } = await campaignWithTrees(w.su, w.acme, 'Autumn');
    expect(await sources(campaignId)).toEqual({ feed: null, datasource: null });
    expectStatus(await datasourceInto(campaignId), 201);
    expect(await sources(campaignId)).toEqual({ feed: VARIANT_SOURCE_MESSAGES.feedBesideDatasource, datasource: null });
    await expectRefused(
      () => feedInto(w.as('SELF_SERVICE_ADMIN'), campaignId, google),
      VARIANT_SOURCE_MESSAGES.feedBesideDatasource,
    );
    await expectRefused(() => scheduleFeed(campaignId, google), VARIANT_SOURCE_MESSAGES.feedBesideDatasource);
    expect(await variantCount(campaignId)).toBe(0);
  });

  it('refuses a feed into a tree of an ASSEMBLY campaign', async () => {
    const concept = await readyConcept(w.su, 'Bumper concept', [w.acme.childNodeId], w.acme.partnerId);
    const uploaded = expectStatus(
      await uploadTemplate(w.su, concept.conceptId, '640x360-Summer bumper.mp4', await mp4Video()),
      201,
    ).body as { templates: { id: string }[] };
    const { campaignId, trees } = await campaignOf(w.su, w.acme, concept, 'Bumpers', {
      platforms: ['youtube'],
      templates: [],
      templateIds: [uploaded.templates[0]!.id],
    });
    const campaign = await w.su.get<{ personalizationType: string }>(`/campaigns/${campaignId}`);
    expect(campaign.body.personalizationType).toBe('ASSEMBLY');
    expect(await sources(campaignId)).toEqual({ feed: VARIANT_SOURCE_MESSAGES.feedIntoAssembly, datasource: null });
    await expectRefused(
      () => feedInto(w.as('SELF_SERVICE_ADMIN'), campaignId, trees.youtube!),
      VARIANT_SOURCE_MESSAGES.feedIntoAssembly,
    );
    await expectRefused(() => scheduleFeed(campaignId, trees.youtube!), VARIANT_SOURCE_MESSAGES.feedIntoAssembly);
    expect(await variantCount(campaignId)).toBe(0);
  });
});

// The market-change block (spec 2 §8): once a variant of the campaign holds a library asset, its markets can no
// longer change ('You cannot change markets once assets have been selected'); the basic settings still can. The
// campaign's variant counts, and 'ready' once a variant is on, come from the personalise read model.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  activateVariants,
  changeApprovals,
  createVariant,
  setDynamicElements,
  setFallback,
} from '../../commands/personalise';
import type { CommandContext } from '../../commands/context';
import { MARKETS_LOCKED } from '../../domain/campaign';
import { useApiTest } from '../support/api-test';
import { readyConcept } from '../support/campaigns';
import { pngImage, uploadedAsset } from '../support/uploads';

const w = useApiTest({ config: { runWorker: true }, roles: ['SELF_SERVICE_ADMIN'] });

let campaign: { id: string; trees: { id: string }[] };

beforeAll(async () => {
  const concept = await readyConcept(w.su, 'Markets', [w.acme.childNodeId], w.acme.partnerId);
  const admin = w.as('SELF_SERVICE_ADMIN');
  const created = await admin.post('/campaigns', {
    conceptId: concept.conceptId,
    name: 'Fixed',
    businessNodes: [w.acme.childNodeId],
    platforms: ['google'],
    templateIds: [concept.templates.banner],
  });
  campaign = (await admin.get(`/campaigns/${created.body.id}`)).body;
}, 180_000);

describe('markets once assets are selected', () => {
  it('change until a variant holds a library asset, then refuse with the spec message; a variant on makes the campaign ready', async () => {
    const admin = w.as('SELF_SERVICE_ADMIN');
    const markets = (businessNodes: string[]) =>
      admin.request('PATCH', `/campaigns/${campaign.id}/settings`, { businessNodes });
    expect((await markets([w.acme.childNodeId, w.acme.rootNodeId])).status).toBe(200);

    // A variant whose hero image is a library asset, made through the personalise commands.
    const hero = await uploadedAsset(
      w.t,
      admin,
      {},
      { name: 'hero.png', data: await pngImage(300, 250), type: 'image/png' },
    );
    const context: CommandContext = {
      actor: { userId: w.user('SELF_SERVICE_ADMIN').id, role: 'SELF_SERVICE_ADMIN', partnerId: w.acme.partnerId },
      correlationId: 'markets-test',
      now: () => new Date(),
    };
    const deps = { store: w.t.system.deps.store, lookups: w.t.system.deps.lookups };
    const ref = { campaignId: campaign.id, treeId: campaign.trees[0]!.id };
    const variant = await createVariant(deps, context, ref, { name: 'With a hero' });
    const formatIds = variant.events.flatMap((e) =>
      e.type === 'VariantCreated' ? e.data.formats.map((f) => f.formatId) : [],
    );
    const set = await setDynamicElements(deps, context, ref, {
      formats: formatIds,
      elements: { hero: { value: '', assetId: hero } },
    });
    expect(await w.t.system.deps.catchUp.waitFor(set.position!, 5000)).toBe(true);
    // The list counts the personalise read model's variants: one, not on, so still a draft.
    expect((await admin.get(`/campaigns/${campaign.id}`)).body).toMatchObject({
      totalVariants: 1,
      activeVariants: 0,
      status: 'draft',
    });

    const refused = await markets([w.acme.childNodeId]);
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(refused.body.message).toBe(MARKETS_LOCKED);
    // The same markets, and the basic settings, still go through.
    expect((await markets([w.acme.rootNodeId, w.acme.childNodeId])).status).toBe(200);
    const renamed = await admin.request('PATCH', `/campaigns/${campaign.id}/settings`, { name: 'Fixed markets' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.businessNodes).toEqual([w.acme.childNodeId, w.acme.rootNodeId]);

    // Filled, the fallback, finally approved and turned on: the campaign counts it active and answers 'ready'.
    const variantId = variant.variantId;
    await setDynamicElements(deps, context, ref, {
      formats: formatIds,
      elements: { headline: { value: 'Summer sale' } },
    });
    await setFallback(deps, context, ref, variantId);
    await changeApprovals(deps, context, campaign.id, {
      treeId: ref.treeId,
      approvals: formatIds,
      rejections: [],
      final: true,
    });
    const activated = await activateVariants(deps, context, ref, {
      variants: [{ id: variantId }],
      includeArchived: false,
    });
    expect(activated.failed).toEqual([]);
    expect(await w.t.system.deps.catchUp.waitFor(activated.position!, 5000)).toBe(true);
    expect((await admin.get(`/campaigns/${campaign.id}`)).body).toMatchObject({
      totalVariants: 1,
      activeVariants: 1,
      status: 'ready',
    });
    const ready = await admin.get(`/campaigns?filter=${encodeURIComponent(JSON.stringify({ status: 'ready' }))}`);
    expect(ready.body.map((row: { id: string }) => row.id)).toEqual([campaign.id]);
  });
});

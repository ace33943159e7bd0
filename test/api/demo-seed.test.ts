// The demo (demo): when a start loads it, and the seed itself against the real app with its upload
// worker: partners, users of every role who can sign in, assets made by the seed reaching the library with
// thumbnails and dimensions, concepts in every status, a display tree of 2,001 variants made by one feed import, a
// campaign on all five platforms approved and left unpublished for a newcomer, its campaigns' screenshots rendered
// in the background (one variant's headline found overflowing by QA), one campaign's tearsheet shared once its
// screenshots rendered, by a printed public link that opens signed out, and a second run that adds nothing. One seed
// serves every check: a seed of the whole demo takes most of a minute.
import pino from 'pino';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { NO_CONCEPT_THUMBNAIL } from '../../api/routes/concepts/thumbnail';
import type { AssemblyAnswer, GenerationAnswer } from '../../domain/assembly/answers';
import { VARIANT_SOURCE_MESSAGES } from '../../domain/assembly/sources';
import type { AudienceAnswer } from '../../domain/audience/answers';
import { PLATFORMS } from '../../domain/campaign/platforms';
import type { Publishing } from '../../domain/integration/answers';
import type { MetaCampaign } from '../../domain/meta/answers';
import type { QueuedCreative } from '../../domain/publishing/events';
import type { CreativeCounts } from '../../domain/personalise/creative-answers';
import type { PublishAnswer, PublishingAnswer } from '../../domain/publishing/answers';
import { ROLES } from '../../domain/roles';
import type { RenderQueueState } from '../../domain/screenshot/answers';
import type { Tearsheet } from '../../domain/tearsheet/answers';
import { loadConfig, renderTaskQueueOf, type Config } from '../../runtime/config';
import { DEMO_ASSETS, libraryNames, type DemoFile } from '../../demo/asset-data';
import { ASSEMBLY_CAMPAIGN, DEMO_CAMPAIGNS, LAUNCH_CAMPAIGN } from '../../demo/campaign-data';
import { FEED_CAMPAIGN, PRODUCT_FEED } from '../../demo/feeds';
import { DATASOURCE_FILE, REEL_DATASOURCE, REEL_VIDEO } from '../../demo/assemblies';
import { DEMO_AUDIENCES } from '../../demo/audiences';
import { DEMO_CONCEPTS } from '../../demo/concept-data';
import { DEMO_PASSWORD, INTERNAL_USERS, PARTNERS } from '../../demo/data';
import { DEMO_DELIVERY_DAYS } from '../../demo/delivery-year';
import { demoPublishingIds } from '../../demo/integrations';
import { demoDueAtBoot, loadDemo, shouldSeedDemo, type BootFacts } from '../../demo/on-boot';
import { seedDemo } from '../../demo/seed';
import { DEMO_SSO } from '../../demo/sso';
import type { SsoConfig } from '../../domain/sso-config/answers';
import { SHARED_CAMPAIGN, shareDemoTearsheet } from '../../demo/tearsheet';
import { daysBefore } from '../../workflows/delivery/delivery.workflow';
import { deliveryImports } from '../../workflows/delivery/starters';
import { useApiTest } from '../support/api-test';
import { SUPER } from '../support/app';
import { eventually } from '../support/eventually';
import { caughtUp } from '../support/uploads';

// CM360 at 20 queries a second, not the default 1 (test/platforms/rate-limit.test.ts holds that): the seed's
// floodlight and targeting look-ups waited a second each, ~15 s of its time, and the pace is all the quota changes.
const w = useApiTest({ config: { runWorker: true, cm360QueriesPerSecond: 20 } });

describe('whether a start loads the demo', () => {
  const defaults = loadConfig({});
  const firstStart: BootFacts = {
    demo: defaults.demo,
    databaseUrl: defaults.databaseUrl,
    untouched: true,
    seedUnfinished: false,
  };

  it('loads it on the embedded defaults with DEMO unset and nothing done yet', () => {
    expect(shouldSeedDemo(firstStart)).toBe(true);
  });

  it('not with DEMO=false', () => {
    expect(shouldSeedDemo({ ...firstStart, demo: loadConfig({ DEMO: 'false' }).demo })).toBe(false);
  });

  it('never when DATABASE_URL is set, not even to finish an earlier seed', () => {
    const databaseUrl = loadConfig({ DATABASE_URL: 'postgres://db.example/varia' }).databaseUrl;
    expect(shouldSeedDemo({ ...firstStart, databaseUrl })).toBe(false);
    expect(shouldSeedDemo({ ...firstStart, databaseUrl, seedUnfinished: true })).toBe(false);
  });

  it('not once someone has acted, unless an earlier demo seed was cut short', () => {
    expect(shouldSeedDemo({ ...firstStart, untouched: false })).toBe(false);
    expect(shouldSeedDemo({ ...firstStart, untouched: false, seedUnfinished: true })).toBe(true);
  });
});
/** The test app as `npm start` on the embedded defaults would see it. */
let embedded: Config;

const partnerUsers = PARTNERS.flatMap((p) => p.users);
const list = (path: string) => `${path}${path.includes('?') ? '&' : '?'}range=${encodeURIComponent('[0,999]')}`;

async function partnerId(name: string): Promise<string> {
  const partners = (await w.su.get<{ id: string; name: string }[]>(list('/partners/admin'))).body;
  return partners.find((p) => p.name === name)!.id;
}

interface TreeNode {
  id: string;
  name: string;
  children: TreeNode[];
}
async function nodeId(partner: string, path: string[]): Promise<string | undefined> {
  let level = (await w.su.get<TreeNode[]>(`/business-nodes?partnerId=${await partnerId(partner)}`)).body;
  let node: TreeNode | undefined;
  for (const name of path) {
    node = level.find((n) => n.name === name);
    level = node?.children ?? [];
  }
  return node?.id;
}

interface LibraryAsset {
  name: string;
  businessNodes: string[];
  kind: string;
  dimension: string | null;
  durationSeconds: number | null;
  thumbLocation: string | null;
  tags: string[];
}
async function library(partner: string): Promise<LibraryAsset[]> {
  // The library lists DONE assets only.
  const reply = await w.su.get<{ results: LibraryAsset[] }>(
    `/assets/single-files?partnerId=${await partnerId(partner)}&limit=100`,
  );
  return reply.body.results.sort(byName);
}

/** Everything the seed makes, by name, to compare two runs. */
async function inventory() {
  const partners = (await w.su.get<{ name: string }[]>(list('/partners/admin'))).body.map((p) => p.name).sort();
  const admins = (await w.su.get<{ email: string }[]>(list('/users/admins'))).body.map((u) => u.email);
  const users: string[] = [];
  const assets: string[] = [];
  for (const name of PARTNERS.map((p) => p.name)) {
    const id = await partnerId(name);
    users.push(
      ...(await w.su.get<{ email: string }[]>(list(`/users/by-partner?partnerId=${id}`))).body.map((u) => u.email),
    );
    assets.push(...(await library(name)).map((a) => `${name}: ${a.name}`));
  }
  return { partners, users: [...admins, ...users].sort(), assets: assets.sort() };
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

interface ConceptRow {
  id: string;
  name: string;
  status: string;
  archived: boolean;
  thumbnail: string | null;
  submittedAt: string | null;
}

async function conceptsOf(partner: string): Promise<ConceptRow[]> {
  return (await w.su.get<ConceptRow[]>(list(`/assets/concepts?partnerId=${await partnerId(partner)}`))).body;
}

/** The demo's concepts by name, as the first seed made them. */
let seededConcepts: Record<string, ConceptRow> | undefined;
async function demoConcepts(): Promise<Record<string, ConceptRow>> {
  const partners = [...new Set(DEMO_CONCEPTS.map((c) => c.partner))];
  return (seededConcepts ??= Object.fromEntries(
    (await Promise.all(partners.map(conceptsOf))).flat().map((c) => [c.name, c]),
  ));
}

/** The demo's campaigns by name, with their partner's id. */
async function demoCampaigns(): Promise<{ id: string; name: string; partnerId: string }[]> {
  return Promise.all(
    DEMO_CAMPAIGNS.map(async (spec) => {
      const partner = await partnerId(DEMO_CONCEPTS.find((c) => c.name === spec.concept)!.partner);
      const rows = (await w.su.get<{ id: string; name: string }[]>(list(`/campaigns?partnerId=${partner}`))).body;
      return { ...rows.find((c) => c.name === spec.name)!, partnerId: partner };
    }),
  );
}

const queueOf = async (campaign: { id: string }) =>
  (await w.su.get<RenderQueueState>(`/campaigns/${campaign.id}/render-queue/state`)).body;

/** What the library should show for a demo file: dimensions of each picture, a video's too. */
const expectedAssets = (f: DemoFile) =>
  f.kind === 'banner'
    ? [{ name: f.banner.name, kind: 'image', dimension: `${f.banner.width}x${f.banner.height}` }]
    : f.kind === 'video'
      ? [{ name: f.name, kind: 'video', dimension: `${f.card.width}x${f.card.height}` }]
      : f.entries.map((e) => ({ name: e.name, kind: 'image', dimension: `${e.width}x${e.height}` }));

describe('the demo on a fresh product', () => {
  let printed = '';

  beforeAll(() => {
    embedded = { ...w.t.config, databaseUrl: null, demo: true };
  });

  it('is due at the first start on the embedded defaults, not with DEMO=false nor with DATABASE_URL', async () => {
    expect(await demoDueAtBoot(embedded, w.t.system.deps.store)).toBe(true);
    expect(await demoDueAtBoot({ ...embedded, demo: false }, w.t.system.deps.store)).toBe(false);
    expect(await demoDueAtBoot(w.t.config, w.t.system.deps.store)).toBe(false);
  });

  it('loads through the API and prints where to sign in, and who can', async () => {
    const loaded = await loadDemo(embedded, w.t.baseUrl, {
      logger: pino({ level: 'silent' }),
      print: (text) => (printed += text),
      deliveries: deliveryImports(w.t.system.temporal.client, renderTaskQueueOf(w.t.config)),
    });
    expect(loaded).toBe(true);
    expect(printed).toContain(`Sign in at ${w.t.baseUrl}`);
    expect(printed).toContain(`Every demo user's password: ${DEMO_PASSWORD}`);
    for (const email of [SUPER.email, ...INTERNAL_USERS.map((u) => u.email), ...partnerUsers.map((u) => u.email)])
      expect(printed).toContain(email);
    expect(printed).toMatch(
      new RegExp(`paul\\.pending\\S+ +MANAGER .*\\(invitation pending: ${w.t.baseUrl}/join/\\w+\\)`),
    );
    // After the sign-in lines, once its campaign's screenshots rendered: the shared tearsheet's link.
    expect(printed.indexOf(`A shared tearsheet of ${SHARED_CAMPAIGN} opens without signing in:`)).toBeGreaterThan(
      printed.indexOf('Every demo user'),
    );
    // Not due any more: someone (the seed) has acted, and it finished.
    expect(await demoDueAtBoot(embedded, w.t.system.deps.store)).toBe(false);
    // It waits for the year of delivery too: a daily import per account, 365 of them, after the sign-in lines.
  }, 1_200_000);

  it("renders its campaigns' screenshots in the background: one headline found overflowing, the smaller campaigns wholly", async () => {
    const campaigns = await demoCampaigns();
    expect(campaigns.map((c) => c.name)).toEqual(DEMO_CAMPAIGNS.map((c) => c.name));
    // The always-on campaign's thousands of formats render for minutes after the seed (the screenshot workflow's own
    // tests render requests to their end); the others are followed to their last format.
    const [alwaysOn, ...smaller] = campaigns;
    for (const campaign of smaller) {
      let queue: RenderQueueState | undefined;
      await eventually(async () => {
        queue = await queueOf(campaign);
        expect(queue.running, `${campaign.name} still rendering`).toBe(false);
      }, 600_000);
      expect(
        queue!.requests.map((r) => r.scope),
        campaign.name,
      ).toEqual([{ kind: 'campaign', approvalStatus: null }]);
      expect(queue!.counts, campaign.name).toMatchObject({ waiting: 0, rendering: 0, failed: 0, cancelled: 0 });
      expect(queue!.counts.done, campaign.name).toBeGreaterThan(0);
      expect(queue!.counts.done).toBe(queue!.counts.total);
    }
    // The always-on campaign's display tree: its one variant with a localised headline too long for the banners, found
    // once each of its formats is pictured; no variant pictured before it is found overflowing. Only overflows are
    // compared: 'slow' measures the machine's time too, and a machine busy with other tests may picture a few slowly.
    const display = DEMO_CAMPAIGNS[0]!.trees['google/display']!;
    const overflowing = Object.keys(display.feed!.overrides!).map((i) => display.name(Number(i)));
    const trees = (await w.su.get<{ id: string; platform: string }[]>(`/campaigns/${alwaysOn!.id}/personalize/trees`))
      .body;
    const treePath = `/campaigns/${alwaysOn!.id}/personalize/${trees.find((t) => t.platform === 'google')!.id}`;
    await eventually(async () => {
      const withFindings = (
        await w.su.get<{ name: string; formats: { screenshot: { findings: { kind: string }[] } | null }[] }[]>(
          `${treePath}/variants?range=[0,999]&filter=${encodeURIComponent(JSON.stringify({ qa: 'findings' }))}`,
        )
      ).body;
      const found = (v: (typeof withFindings)[number]) => v.formats.flatMap((f) => f.screenshot?.findings ?? []);
      const withOverflows = withFindings.filter((v) => found(v).some((f) => f.kind === 'overflow'));
      expect(withOverflows.map((v) => v.name)).toEqual(overflowing);
      for (const format of withOverflows[0]!.formats)
        expect(format.screenshot?.findings.map((f) => f.kind)).toContain('overflow');
    }, 600_000);
    const queue = await queueOf(alwaysOn!);
    expect(queue.requests.map((r) => r.scope)).toEqual([{ kind: 'campaign', approvalStatus: null }]);
    expect(queue.counts).toMatchObject({ failed: 0, cancelled: 0 });
    expect(queue.counts.done).toBeGreaterThan(0);
  }, 660_000);

  it('connects the nodes of its campaigns to the simulated platforms: ids for all five, VALID tokens through OAuth', async () => {
    const nodes = new Set<string>();
    for (const campaign of await demoCampaigns())
      for (const node of (await w.su.get<{ businessNodes: string[] }>(`/campaigns/${campaign.id}`)).body.businessNodes)
        nodes.add(node);
    expect(nodes.size).toBeGreaterThan(0);
    for (const node of nodes) {
      const { body } = await w.su.get<Publishing>(`/business-nodes/${node}/publishing`);
      const { gads, google, facebook, youtube, dv360 } = body.publishing;
      const ids = demoPublishingIds(node);
      expect(body.simulated).toBe(true);
      expect({ ...gads, ...google, ...facebook, ...dv360 }).toMatchObject(ids);
      for (const token of [gads.gadsToken, dv360.dv360Token, youtube.youtubeToken, facebook.facebookToken])
        expect(token, node).toMatchObject({ present: true, validity: 'VALID' });
      expect((await w.su.get(`/business-nodes/${node}/available-channels`)).body).toEqual({
        google: ['display', 'video'],
        facebook: ['social'],
        youtube: ['video'],
        gads: ['display'],
        dv360: ['video'],
      });
      // CM360 has no token per node: the product's own CM360 user reaches the node's network (no such ad, no refusal).
      const cm360 = w.t.system.deps.oauth.google.google;
      expect(await cm360.find({ ids, token: '' }, `varia-demo-check-${node}`)).toBeNull();
    }
  });

  it('counts two floodlight activities of its CM360 as custom conversions of each partner with campaigns', async () => {
    for (const partner of new Set((await demoCampaigns()).map((c) => c.partnerId))) {
      const { body } = await w.su.get<{ name: string; floodlightActivityName: string }[]>(
        list(`/report/custom-conversions?partnerId=${partner}`),
      );
      expect(body.map((c) => [c.name, c.floodlightActivityName])).toEqual([
        ['Newsletter sign-ups', 'Newsletter sign-up'],
        ['Online purchases', 'Purchase'],
      ]);
    }
  });

  it("gives its video campaign an audience over its simulated CM360's targeting options", async () => {
    const video = (await demoCampaigns()).find((c) => c.name === 'Cola Summer Splash – Video')!;
    const { body } = await w.su.get<AudienceAnswer[]>(list(`/campaigns/${video.id}/audiences`));
    expect(
      body.map((a) => [a.name, a.rules.map((r) => [r.dimension, r.values.map((v) => v.name).sort()]), a.segments]),
    ).toEqual([
      [
        'Mobile viewers in German',
        [
          ['operating_systems', ['Android', 'iOS']],
          ['languages', ['German']],
        ],
        [{ type: 'Custom', value: 'mobile-de' }],
      ],
    ]);
  });

  it('assembles its Meta reel campaign from a datasource: an ASSEMBLY campaign with an audience, its variations generated', async () => {
    const campaign = (await demoCampaigns()).find((c) => c.name === ASSEMBLY_CAMPAIGN)!;
    const detail = (await w.su.get<{ personalizationType: string; platforms: string[] }>(`/campaigns/${campaign.id}`))
      .body;
    expect([detail.personalizationType, detail.platforms]).toEqual(['ASSEMBLY', ['facebook']]);
    const audiences = (await w.su.get<AudienceAnswer[]>(list(`/campaigns/${campaign.id}/audiences`))).body;
    expect(audiences.map((a) => [a.name, a.rules.length])).toEqual([[DEMO_AUDIENCES[1]!.name, 2]]);
    const assemblies = (await w.su.get<AssemblyAnswer[]>(`/assemblies?campaignId=${campaign.id}`)).body;
    // Three offers (headline, text and link paired) times two calls to action.
    expect(assemblies.map((a) => [a.fileName, a.permutations])).toEqual([[DATASOURCE_FILE, 6]]);
    const generation = (await w.su.get<GenerationAnswer>(`/campaigns/${campaign.id}/variations/generation`)).body;
    expect(generation.status).toBe('finished');
    expect(generation.done).toBe(generation.total);
    const { rows } = await w.t.system.deps.pool.query<{ headline: string; cta: string; video: string }>(
      `SELECT f."values" -> 'headline' ->> 'value' AS headline, f."values" -> 'callToAction' ->> 'value' AS cta,
              f."values" -> 'video' ->> 'value' AS video
       FROM variant v JOIN variant_format f ON f.variant_id = v.id
       WHERE v.campaign_id = $1 AND NOT v.archived ORDER BY headline, cta`,
      [campaign.id],
    );
    const offers = REEL_DATASOURCE.slice(1).map(([headline]) => headline!);
    const ctas = REEL_DATASOURCE.slice(1).flatMap(([, , , cta]) => (cta ? [cta] : []));
    expect(rows).toEqual(
      offers
        .flatMap((headline) => ctas.map((cta) => ({ headline, cta, video: REEL_VIDEO })))
        .sort((a, b) => a.headline.localeCompare(b.headline) || a.cta.localeCompare(b.cta)),
    );
  });

  it('makes its display tree of thousands through one feed: every variant its segment and values, 200 live', async () => {
    const [alwaysOn] = await demoCampaigns();
    const display = DEMO_CAMPAIGNS[0]!.trees['google/display']!;
    const { rows } = await w.t.system.deps.pool.query<{
      name: string;
      fallback: boolean;
      enabled: boolean;
      values: string[];
      segments: string[];
    }>(
      `SELECT v.name, v.is_fallback AS fallback, v.enabled,
         array_agg(DISTINCT concat_ws(' ', f."values" -> 'headline' ->> 'value', f."values" -> 'clickUrl' ->> 'value')) AS values,
         coalesce(array_agg(DISTINCT s.name) FILTER (WHERE s.id IS NOT NULL), '{}') AS segments
       FROM variant v JOIN variant_format f ON f.variant_id = v.id LEFT JOIN signal s ON s.id = ANY(f.signal_ids)
       JOIN personalise_tree_state t ON t.tree_id = v.tree_id
       WHERE v.campaign_id = $1 AND t.platform = 'google' AND NOT v.archived GROUP BY v.id ORDER BY v.seq`,
      [alwaysOn!.id],
    );
    const value = (values: Record<string, string>) => [`${values.headline} ${values.clickUrl}`];
    expect(rows[0]).toEqual({
      name: 'Fallback – everyone',
      fallback: true,
      enabled: true,
      values: value(display.values),
      segments: [],
    });
    // In the feed's order, each with the segment of its name.
    expect(rows.slice(1)).toEqual(
      Array.from({ length: display.variants }, (_, i) => ({
        name: display.name(i),
        fallback: false,
        enabled: i < display.live,
        values: value({ ...display.values, ...display.feed!.overrides![i] }),
        segments: [display.name(i)],
      })),
    );
    // A feed drives the tree, so no datasource may drive the campaign too.
    const sources = (await w.su.get<{ datasource: string | null }>(`/campaigns/${alwaysOn!.id}/variant-sources`)).body;
    expect(sources.datasource).toBe(VARIANT_SOURCE_MESSAGES.datasourceBesideFeed);
  });

  it('feeds a Google display tree from a product feed: a variant per product, its headline and landing page', async () => {
    const campaign = (await demoCampaigns()).find((c) => c.name === FEED_CAMPAIGN)!;
    const { rows } = await w.t.system.deps.pool.query<{ name: string; headline: string; link: string }>(
      `SELECT v.name, min(f."values" -> 'headline' ->> 'value') AS headline, min(f."values" -> 'clickUrl' ->> 'value') AS link
       FROM variant v JOIN variant_format f ON f.variant_id = v.id
       WHERE v.campaign_id = $1 AND NOT v.archived GROUP BY v.id ORDER BY v.name`,
      [campaign.id],
    );
    const products = PRODUCT_FEED.slice(1).map(([, name, headline, link]) => ({ name, headline, link }));
    expect(rows).toEqual(products.sort((a, b) => (a.name! < b.name! ? -1 : 1)));
    expect(rows.length).toBeGreaterThanOrEqual(20);
  });

  it('published its Google Ads and Meta campaigns, each segmented Meta variant into its own real ad set', async () => {
    const campaigns = await demoCampaigns();
    const queued: QueuedCreative[] = [];
    for (const spec of DEMO_CAMPAIGNS.filter((c) => c.publish)) {
      const campaign = campaigns.find((c) => c.name === spec.name)!;
      let publishes: PublishAnswer[] = [];
      // The publish, not the reviews that follow it.
      await eventually(async () => {
        publishes = (await w.su.get<PublishingAnswer>(`/campaigns/publishing/${campaign.id}`)).body.publishes;
        expect(
          publishes.map((p) => p.status),
          spec.name,
        ).toEqual(['finished']);
      }, 120_000);
      expect(publishes[0], spec.name).toMatchObject({ platforms: spec.publish, message: 'Published successfully' });
      expect(publishes[0]!.published).toBe(publishes[0]!.queued);
      for (const event of await w.t.system.deps.store.readStream(`Publish-${publishes[0]!.id}`))
        if (event.type === 'PublishCreativesQueued')
          queued.push(...(event.data as { creatives: QueuedCreative[] }).creatives);
    }
    const social = campaigns.find((c) => c.name === SHARED_CAMPAIGN)!;
    const [node, ...others] = (await w.su.get<{ businessNodes: string[] }>(`/campaigns/${social.id}`)).body
      .businessNodes;
    expect(others).toEqual([]);
    const adAccount = demoPublishingIds(node!).facebookAdAccountId;
    const metaCampaigns = (await w.su.get<MetaCampaign[]>(`/facebook/${adAccount}/campaigns?expanded=true`)).body;
    const adSets = new Map(metaCampaigns.find((c) => c.name === social.name)!.adSets!.map((a) => [a.name, a.id]));
    const trees = (await w.su.get<{ id: string; platform: string }[]>(`/campaigns/${social.id}/personalize/trees`))
      .body;
    const treePath = `/campaigns/${social.id}/personalize/${trees.find((t) => t.platform === 'facebook')!.id}`;
    const segments = (
      await w.su.get<{ name: string; segmentType: string; values: string[] }[]>(`${treePath}/signals?type=userSegment`)
    ).body;
    const byName = (a: string[], b: string[]) => a[1]!.localeCompare(b[1]!);
    expect(segments.map((sg) => [sg.segmentType, sg.name, ...sg.values]).sort(byName)).toEqual(
      [...adSets].map(([name, id]) => ['Meta Ad Set', name, id]).sort(byName),
    );
    const names = new Map(
      (
        await w.su.get<{ id: string; name: string }[]>(
          `${treePath}/variants?filter=%7B%7D&range=${encodeURIComponent('[0,99]')}`,
        )
      ).body.map((v) => [v.id, v.name]),
    );
    const meta = queued.filter((c) => c.platform === 'facebook');
    expect(meta.length).toBeGreaterThan(2);
    const segmented = meta.filter((c) => adSets.has(names.get(c.variantId)!));
    for (const creative of segmented) expect(creative.placementId).toBe(adSets.get(names.get(creative.variantId)!));
    expect(new Set(segmented.map((c) => c.placementId)).size).toBe(segmented.length);
    // The fallback, of no segment, in an ad set of the account's own.
    expect(meta.filter((c) => !segmented.includes(c)).map((c) => names.get(c.variantId))).toEqual([
      'Fallback – everyone',
    ]);
    expect(queued.filter((c) => c.platform === 'gads').every((c) => c.placementId)).toBe(true);
  });

  it('stands a campaign on all five platforms for a newcomer to publish: every creative finally approved, none published', async () => {
    const launch = (await demoCampaigns()).find((c) => c.name === LAUNCH_CAMPAIGN)!;
    const spec = DEMO_CAMPAIGNS.find((c) => c.name === LAUNCH_CAMPAIGN)!;
    const detail = (await w.su.get<{ platforms: string[] }>(`/campaigns/${launch.id}`)).body;
    expect([...detail.platforms].sort()).toEqual([...PLATFORMS].sort());
    const trees = (
      await w.su.get<{ id: string; platform: string; format: string }[]>(`/campaigns/${launch.id}/personalize/trees`)
    ).body;
    const approvedOn: string[] = [];
    for (const tree of trees) {
      const treeSpec = spec.trees[`${tree.platform}/${tree.format}`];
      if (!treeSpec) continue;
      const counts = (
        await w.su.get<CreativeCounts>(`/campaigns/${launch.id}/creatives/count?treeId=${tree.id}&viewmode=admin`)
      ).body;
      // Every variant and the fallback live, each of their formats approved finally.
      expect(counts, tree.platform).toMatchObject({
        variants: treeSpec.variants + 1,
        unapproved: 0,
        interimApproved: 0,
        interimRejected: 0,
        rejected: 0,
        changed: 0,
      });
      expect(counts.approved, tree.platform).toBeGreaterThan(treeSpec.variants);
      approvedOn.push(tree.platform);
    }
    expect(approvedOn.sort()).toEqual([...PLATFORMS].sort());
    expect((await w.su.get<PublishingAnswer>(`/campaigns/publishing/${launch.id}`)).body.publishes).toEqual([]);
  });

  it('imported a year of delivery of its published campaigns from their platforms, every day of it', async () => {
    await caughtUp(w.t);
    const campaigns = await demoCampaigns();
    const yearAgo = daysBefore(new Date(), DEMO_DELIVERY_DAYS)[0]!;
    for (const spec of DEMO_CAMPAIGNS.filter((c) => c.publish)) {
      const campaign = campaigns.find((c) => c.name === spec.name)!;
      const { rows } = await w.t.system.deps.pool.query<{ first: string; days: number; platforms: string[] }>(
        `SELECT min(day)::text AS first, count(DISTINCT day)::int AS days, array_agg(DISTINCT platform) AS platforms
         FROM report_fact WHERE campaign_id = $1 AND impressions > 0`,
        [campaign.id],
      );
      // Imported through the adapters: the facts carry the platforms published to, a day a year back the first.
      expect(rows[0], spec.name).toMatchObject({ days: DEMO_DELIVERY_DAYS, platforms: spec.publish });
      expect(rows[0]!.first <= yearAgo, `${spec.name} from ${rows[0]!.first}`).toBe(true);
    }
    // Every account the demo published to has each day of the year imported.
    const { rows: accounts } = await w.t.system.deps.pool.query<{ account: string; days: number }>(
      `SELECT account, count(*)::int AS days FROM report_day WHERE day >= $1::date GROUP BY account`,
      [yearAgo],
    );
    expect(accounts.length).toBeGreaterThan(1);
    for (const { account, days } of accounts) expect(days, account).toBeGreaterThanOrEqual(DEMO_DELIVERY_DAYS - 1);
  });

  it('shares a tearsheet of the social campaign made after its screenshots, by a link that opens signed out', async () => {
    const url = new RegExp(`^  (${w.t.baseUrl}/api/v1/public/tearsheets/[\\w-]{43})$`, 'm').exec(printed)?.[1];
    expect(url, printed).toBeDefined();
    const pdf = await fetch(url!);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const social = (await demoCampaigns()).find((c) => c.name === SHARED_CAMPAIGN)!;
    const [shared, ...others] = (await w.su.get<Tearsheet[]>(`/campaigns/${social.id}/tearsheets`)).body;
    expect(others).toEqual([]);
    expect(shared).toMatchObject({
      status: 'ready',
      filter: {},
      links: [{ state: 'active', expiresAt: null, opened: 1 }],
    });
    expect(shared!.entries).toBeGreaterThan(0);
    const queue = (await w.su.get<RenderQueueState>(`/campaigns/${social.id}/render-queue/state`)).body;
    const rendered = queue.requests[0]!.outcome!.finishedAt;
    expect(Date.parse(shared!.requestedAt)).toBeGreaterThanOrEqual(Date.parse(rendered));
  });

  it('made every partner, and users of every role who sign in with the demo password', async () => {
    expect((await inventory()).partners).toEqual(PARTNERS.map((p) => p.name).sort());
    const roles = new Set<string>(['SUPER']);
    for (const user of [...INTERNAL_USERS, ...partnerUsers.filter((u) => !u.pending)]) {
      const reply = await w.t.client().login(user.email, DEMO_PASSWORD);
      expect(reply.body).toMatchObject({ email: user.email, role: user.role });
      roles.add(reply.body.role);
    }
    expect([...roles].sort()).toEqual([...ROLES].sort());
    const pending = partnerUsers.find((u) => u.pending)!;
    expect((await w.t.client().post('/auth/login', { username: pending.email, password: DEMO_PASSWORD })).status).toBe(
      401,
    );
  });

  it("has Northwind's SSO config, labelled as pointing at nothing live, on a domain none of its users has", async () => {
    const configs = (await w.su.get<SsoConfig[]>('/sso-configs')).body;
    const config = configs.find((c) => c.name === DEMO_SSO.name)!;
    expect(config).toMatchObject({ partnerId: await partnerId(DEMO_SSO.partner), provider: 'saml' });
    expect(config.name).toMatch(/no live identity provider/);
    const demoDomains = new Set([...INTERNAL_USERS, ...partnerUsers].map((u) => u.email.split('@')[1]));
    for (const domain of config.emailDomains) expect(demoDomains.has(domain), domain).toBe(false);
    // So the demo users still sign in with a password.
    const mode = await w.t.client().post('/auth/mode', { username: partnerUsers[0]!.email });
    expect(mode.body).toEqual({ authMode: 'password' });
  });

  it('uploaded its pictures, video and zip entries: DONE in the library on their node, with thumbnails and dimensions', async () => {
    for (const group of DEMO_ASSETS) {
      const shown = await library(group.partner);
      const node = await nodeId(group.partner, group.node);
      // Exactly these: a zip shows as its entries, never itself.
      const expected = group.files.flatMap(expectedAssets).sort(byName);
      expect(shown.map(({ name, kind, dimension }) => ({ name, kind, dimension }))).toEqual(expected);
      for (const asset of shown) {
        expect(asset.thumbLocation).toMatch(/\/thumbnail$/);
        expect(asset.tags).toEqual(group.tags);
        expect(asset.businessNodes).toEqual([node]);
      }
    }
    const video = (await library('Northwind Beverages')).find((a) => a.kind === 'video')!;
    expect(video.durationSeconds).toBeCloseTo(3, 0);
  });

  it('stands its concepts in every status, as their data says, with a thumbnail where named', async () => {
    const first = await demoConcepts();
    for (const spec of DEMO_CONCEPTS) {
      const concept = first[spec.name];
      expect(concept, spec.name).toMatchObject({ status: spec.status, archived: !!spec.archived });
      expect(concept!.thumbnail !== null, `${spec.name} thumbnail`).toBe(!!spec.thumbnail);
      expect(concept!.submittedAt !== null, `${spec.name} submitted`).toBe(spec.status !== 'draft');
    }
    expect(new Set(DEMO_CONCEPTS.map((c) => c.status))).toEqual(
      new Set(['draft', 'storyboardsProgress', 'review', 'templatesProgress', 'ready']),
    );
  });

  it('keeps a draft concept at its step, and points a brief at the uploaded library files', async () => {
    const first = await demoConcepts();
    const winter = (await w.su.get(`/assets/concepts/${first['Cola Winter Warmers']!.id}`)).body;
    expect(winter.brief.meta.currentStep).toBe('FORMATS');
    const summer = (await w.su.get(`/assets/concepts/${first['Cola Summer Splash 2026']!.id}`)).body;
    const other = summer.brief.assets.other as { assetId: string; name: string; link: string | null }[];
    expect(other.map((a) => a.name)).toContain('cola-summer-bumper-640x360.mp4');
    for (const asset of other) expect((await w.su.get(`/assets/single-files/${asset.assetId}`)).status).toBe(200);
  });

  it('lends a concept thumbnail to everyone who reads the concept: a manager gets the picture the library keeps from him', async () => {
    const first = await demoConcepts();
    const max = w.t.client();
    expect((await max.login('max.manager@northwind.example', DEMO_PASSWORD)).status).toBe(200);
    const summer = first['Cola Summer Splash 2026']!;
    const picture = await fetch(`${w.t.baseUrl}/api/v1/assets/concepts/${summer.id}/thumbnail`, {
      headers: { cookie: max.cookieHeader() },
    });
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await picture.arrayBuffer())).metadata()).format).toBe('jpeg');
    expect((await max.get(`/assets/single-files/${summer.thumbnail}/thumbnail`)).status).toBe(403);
    const plain = await max.get(`/assets/concepts/${first['Cola Winter Warmers']!.id}/thumbnail`);
    expect(plain).toMatchObject({ status: 404, body: { message: NO_CONCEPT_THUMBNAIL } });
  });

  it("talks about the always-on campaign's concept: its Storyboards tab, a storyboard and a template each have a thread", async () => {
    const summer = (await demoConcepts())['Cola Summer Splash 2026']!;
    const rob = w.t.client();
    expect((await rob.login('rob.reviewer@northwind.example', DEMO_PASSWORD)).status).toBe(200);
    const threads = (await rob.get(`/concepts/${summer.id}/comments`)).body as {
      commentedEntityType: string;
      threadedComments: unknown[];
    }[];
    expect(new Set(threads.map((c) => c.commentedEntityType))).toEqual(
      new Set(['storyboards', 'storyboard', 'template']),
    );
    expect(threads.find((c) => c.commentedEntityType === 'storyboard')!.threadedComments).toHaveLength(1);
  });

  it('adds nothing when run again: no event, the same library and concepts', async () => {
    const first = await demoConcepts();
    // The demo's templates render in the background; their thumbnails are the first run's last events.
    await eventually(async () => {
      const { rows } = await w.t.system.deps.pool.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM template_version WHERE render_status = 'pending'",
      );
      expect(rows[0]!.n).toBe(0);
    }, 120_000);
    const before = await inventory();
    expect(before.assets).toHaveLength(DEMO_ASSETS.flatMap((g) => g.files.flatMap(libraryNames)).length);
    // The always-on campaign may still be rendering: the re-run leaves it be, and only its render appends.
    const alwaysOn = (await demoCampaigns())[0]!;
    const rendering = (await queueOf(alwaysOn)).requests.filter((r) => r.status === 'running').map((r) => r.id);
    const head = await w.t.system.deps.store.headPosition();
    const lines: string[] = [];
    const options = {
      baseUrl: w.t.baseUrl,
      superEmail: SUPER.email,
      superPassword: SUPER.password,
      log: (line: string) => lines.push(line),
    };
    await seedDemo(options);
    await expect(shareDemoTearsheet(options)).resolves.toBeNull();
    expect(lines.filter((line) => line.startsWith('+'))).toEqual([]);
    expect(lines).toContain(`= shared tearsheet of ${SHARED_CAMPAIGN}`);
    const byRender = (e: { streamId: string; data: unknown }) =>
      rendering.some(
        (id) => e.streamId === `ScreenshotRender-${id}` || (e.data as { requestId?: string }).requestId === id,
      );
    expect((await w.t.system.deps.store.readAll(head, 1000)).filter((e) => !byRender(e)).map((e) => e.type)).toEqual(
      [],
    );
    expect(await inventory()).toEqual(before);
    const again = (await conceptsOf('Northwind Beverages')).map((c) => c.id).sort();
    expect(again).toEqual(
      DEMO_CONCEPTS.filter((c) => c.partner === 'Northwind Beverages')
        .map((c) => first[c.name]!.id)
        .sort(),
    );
  }, 300_000);
});

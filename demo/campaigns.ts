// Demo campaigns, made through the public API as a self-service team would: the concept gets a social and a video
// template beside its display ones, each campaign is created on the concept's markets, and each tree is
// personalised: segments imported from a CSV (a Meta tree's: the ad sets of its Meta campaign, meta-ad-sets.ts),
// variants created, each given its segment, the required elements filled (the display tree's thousands all at once,
// as the rows of one feed import: tree-feed.ts), a fallback set, the first ones approved (through the approvals call)
// and turned on. A re-run finds each campaign by name and tops a tree up only to its size.
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { signalsCsvHeader } from '../domain/personalise/signals-csv';
import { NEEDS_CAMPAIGN_IDS } from '../domain/personalise/signals';
import { listQuery, sameName, type ApiClient } from './api-client';
import { DEMO_CAMPAIGNS, REEL_TEMPLATE, type CampaignSpec, type TreeSpec } from './campaign-data';
import { DEMO_CONCEPTS } from './concept-data';
import { csvOf } from './csv';
import type { SeededConcept } from './concepts';
import { ensure, pathKey, requireKey, type Seeding } from './ensure';
import { inTempFolder, makeFile } from './media';
import { importAdSetSegments } from './meta-ad-sets';
import type { SeededPartner } from './partners';
import { uploadDemoTemplate, zipFolder } from './templates';
import { importTreeFeed, segmentKey } from './tree-feed';

interface Tree {
  id: string;
  platform: string;
  format: string;
  fallbackVariantId: string | null;
}
interface Identifier {
  variantId: string;
  formatIds: string[];
}
interface TemplateAnswer {
  id: string;
  name: string;
  suitableChannels: string[];
  approved: boolean;
}

const FALLBACK = 'Fallback – everyone';

/** Requests at once when a tree is filled variant by variant. */
const PARALLEL = 32;

async function inParallel<T>(items: readonly T[], work: (item: T, index: number) => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(PARALLEL, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index]!, index);
      }
    }),
  );
}

/** A video template of the concept, uploaded as a 6-second card of the given size; a video keeps its extension. */
async function ensureVideoTemplate(
  s: Seeding,
  concept: SeededConcept,
  existing: readonly TemplateAnswer[],
  name: string,
  [width, height]: [number, number],
  social: boolean,
): Promise<void> {
  if (existing.some((t) => t.name.startsWith(name))) return;
  const base = `/assets/concepts/${concept.id}/templates`;
  await inTempFolder(async (dir) => {
    const file = await makeFile(dir, {
      kind: 'video',
      name: `${name}.mp4`,
      seconds: 6,
      card: {
        name: 'bumper',
        brand: 'Northwind Cola',
        colors: ['#b91c1c', '#f97316'],
        width,
        height,
        headline: 'Ice-cold summer',
        cta: 'Find a store',
      },
    });
    const [uploaded] = await uploadDemoTemplate(s, concept, path.basename(file), await readFile(file), 'video/mp4');
    // A video is a video-channel format until told otherwise; a Meta video is a social one.
    if (social)
      await s.api.call('PATCH', `${base}/${uploaded!.id}`, {
        suitableChannels: ['social'],
        formats: { display: [], social: [name.split('-')[0]!], video: [] },
      });
    await s.api.call('PATCH', `${base}/${uploaded!.id}/approve`);
  });
  s.log(`+ template ${name}`);
}

/** A social and a video template beside the display ones, so every platform gets a tree, and the Meta video
 * template once a campaign takes it. */
async function ensureChannelTemplates(
  s: Seeding,
  concept: SeededConcept,
  spec: CampaignSpec,
): Promise<TemplateAnswer[]> {
  const base = `/assets/concepts/${concept.id}/templates`;
  const existing = await s.api.get<TemplateAnswer[]>(`${base}?fetchAll=true`);
  const social = '1080x1080-Summer social';
  if (!existing.some((t) => t.name === social)) {
    const [uploaded] = await uploadDemoTemplate(s, concept, `${social}.zip`, await zipFolder(), 'application/zip');
    await s.api.call('PATCH', `${base}/${uploaded!.id}`, {
      suitableChannels: ['social'],
      formats: { display: [], social: ['1080x1080'], video: [] },
    });
    await s.api.call('PATCH', `${base}/${uploaded!.id}/approve`);
    s.log(`+ template ${social}`);
  }
  await ensureVideoTemplate(s, concept, existing, '1920x1080-Summer bumper', [640, 360], false);
  if (spec.templates?.includes(REEL_TEMPLATE))
    await ensureVideoTemplate(s, concept, existing, REEL_TEMPLATE, [360, 360], true);
  return s.api.get<TemplateAnswer[]>(base);
}

/** The templates a campaign takes: those its data names, else every one but the reel. */
const templatesOf = (spec: CampaignSpec, templates: readonly TemplateAnswer[]) =>
  templates.filter((t) =>
    spec.templates ? spec.templates.some((name) => t.name.startsWith(name)) : !t.name.startsWith(REEL_TEMPLATE),
  );

async function ensureCampaign(
  s: Seeding,
  concept: SeededConcept,
  spec: CampaignSpec,
  templateIds: string[],
  businessNodes: string[],
) {
  const find = async () =>
    (
      await s.api.get<{ id: string; name: string }[]>(
        `/campaigns?${listQuery({ partnerId: concept.partnerId, q: spec.name })}`,
      )
    ).find((c) => sameName(c.name, spec.name));
  return ensure(s, `campaign ${spec.name}`, find, () =>
    s.api.post<{ id: string }>('/campaigns', {
      partnerId: concept.partnerId,
      conceptId: concept.id,
      name: spec.name,
      businessNodes,
      platforms: spec.platforms,
      templateIds,
    }),
  );
}

/** Segments of the variants at `indexes`, imported as one CSV of the tree's segment type. */
async function importSegments(api: ApiClient, treePath: string, spec: TreeSpec, indexes: number[]): Promise<void> {
  const header = signalsCsvHeader(spec.segmentType);
  const companion = NEEDS_CAMPAIGN_IDS.includes(spec.segmentType) ? ['8000123'] : [];
  const rows = indexes.map((i) => [spec.name(i), segmentKey(i), ...companion]);
  const csvData = csvOf([header, ...rows]);
  await api.post(`${treePath}/signals/upload`, { csvData, segmentType: spec.segmentType });
}

/** Every live variant's id by its name, a page of 1,000 at a time. */
async function variantIdsByName(api: ApiClient, treePath: string): Promise<Map<string, string>> {
  const byName = new Map<string, string>();
  for (let from = 0; ; from += 1000) {
    const range = encodeURIComponent(`[${from},${from + 999}]`);
    const page = await api.get<{ id: string; name: string }[]>(
      `${treePath}/variants?filter=%7B%7D&range=${range}&sort=${encodeURIComponent('["createdAt","ASC"]')}`,
    );
    for (const row of page) byName.set(row.name, row.id);
    if (page.length < 1000) return byName;
  }
}

const textElements = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).map(([k, value]) => [k, { value }]));

export async function libraryAsset(api: ApiClient, partnerId: string, name: string): Promise<string> {
  const page = await api.get<{ results: { id: string; name: string }[] }>(
    `/assets/single-files?partnerId=${partnerId}&limit=100&search=${encodeURIComponent(name)}`,
  );
  const file = page.results.find((a) => a.name === name);
  if (!file) throw new Error(`The demo campaigns name library file ${name}, which the demo did not upload`);
  return file.id;
}

/** The tree's user segments by name, once those of its variants it lacks are imported: a Meta tree's are its Meta
 * campaign's ad sets, imported all at once. */
async function addSegments(
  s: Seeding,
  campaign: SeededCampaign,
  treePath: string,
  spec: TreeSpec,
): Promise<Map<string, string>> {
  const segments = async () =>
    new Map(
      (await s.api.get<{ id: string; name: string }[]>(`${treePath}/signals?type=userSegment`)).map((sg) => [
        sg.name,
        sg.id,
      ]),
    );
  const had = await segments();
  const all = Array.from({ length: spec.variants }, (_, i) => i);
  const lacking = all.filter((i) => !had.has(spec.name(i)));
  if (lacking.length === 0) return had;
  const adSets =
    spec.segmentType === 'Meta Ad Set' &&
    lacking.length === spec.variants &&
    (await importAdSetSegments(
      s,
      campaign,
      treePath,
      all.map((i) => spec.name(i)),
    ));
  if (!adSets) await importSegments(s.api, treePath, spec, lacking);
  return segments();
}

/** Sets the elements on the formats `on` names (a filter or format ids); nothing when there are none. */
async function setElements(api: ApiClient, treePath: string, on: object, elements: Record<string, unknown>) {
  if (Object.keys(elements).length > 0)
    await api.call('PATCH', `${treePath}/formats/dynamic-elements`, { ...on, elements });
}

async function personalise(
  s: Seeding,
  concept: SeededConcept,
  campaign: SeededCampaign,
  tree: Tree,
  spec: TreeSpec,
): Promise<void> {
  const { api } = s;
  const campaignId = campaign.id;
  const treePath = `/campaigns/${campaignId}/personalize/${tree.id}`;
  const label = `${tree.platform}/${tree.format} tree`;
  const count = await api.get<{ totalAmount: number; archivedAmount: number }>(
    `${treePath}/variants/count?filter=%7B%7D`,
  );
  const existing = count.totalAmount + count.archivedAmount;
  const have = Math.max(0, existing - 1);
  if (have >= spec.variants) {
    s.log(`= ${label} of ${spec.variants + 1} variants`);
    return;
  }
  if (existing === 0) await api.post(`${treePath}/variant`, { name: FALLBACK });
  const segments = await addSegments(s, campaign, treePath, spec);
  const names = Array.from({ length: spec.variants - have }, (_, i) => spec.name(have + i));
  if (spec.feed) await importTreeFeed(api, { campaignId, treeId: tree.id }, spec, spec.feed);
  else await inParallel(names, (name) => api.post(`${treePath}/variant`, { name }));
  const all = await api.get<Identifier[]>(`${treePath}/variant-identifiers?filter=%7B%7D`);
  const byName = await variantIdsByName(api, treePath);
  const formatsOf = new Map(all.map((v) => [v.variantId, v.formatIds]));
  const fallbackId = byName.get(FALLBACK)!;
  // A fed tree's rows named each variant's segment and carried its values: of it, only the fallback (no row) takes
  // the values below.
  if (!spec.feed)
    await inParallel(names, (name) =>
      api.call('PATCH', `${treePath}/formats/signals`, {
        formats: formatsOf.get(byName.get(name)!)!,
        signals: [segments.get(name)!],
      }),
    );
  const files: Record<string, { value: string; assetId: string }> = {};
  for (const [element, file] of Object.entries(spec.files ?? {}))
    files[element] = { value: file, assetId: await libraryAsset(api, concept.partnerId, file) };
  const values = textElements(spec.values);
  if (spec.feed) {
    await setElements(api, treePath, { formats: formatsOf.get(fallbackId)! }, values);
    await setElements(api, treePath, { filters: {} }, files);
  } else await setElements(api, treePath, { filters: {} }, { ...values, ...files });
  await api.call('PATCH', `${treePath}/variants/${fallbackId}/fallback`);
  // The first variants by index, those a run cut short made too.
  const live = [fallbackId, ...Array.from({ length: spec.live }, (_, i) => byName.get(spec.name(i))!)];
  if (spec.live > 0) {
    await api.call('PATCH', `/campaigns/${campaignId}/creatives/approvals`, {
      treeId: tree.id,
      approvals: live.flatMap((id) => formatsOf.get(id)!),
      rejections: [],
      final: true,
    });
    await api.call('PATCH', `${treePath}/bulk/variants/activate`, {
      variants: live.map((id) => ({ id })),
      includeArchived: false,
    });
  }
  s.log(`+ ${label}: ${names.length} variants${spec.live > 0 ? `, ${spec.live} live beside the fallback` : ''}`);
}

/** The campaign's markets: those its data names, else its concept's. */
function nodesOf(spec: CampaignSpec, partners: ReadonlyMap<string, SeededPartner>): string[] {
  const concept = DEMO_CONCEPTS.find((c) => c.name === spec.concept);
  if (!concept) throw new Error(`The demo campaigns name concept ${spec.concept}, which the demo does not create`);
  const nodes = partners.get(concept.partner)?.nodes ?? new Map<string, string>();
  return (spec.markets ?? concept.markets).map((path) =>
    requireKey(nodes, pathKey(path), `node ${pathKey(path)} of ${concept.partner}`),
  );
}

/** Every market of these demo campaigns (all of them when not named). */
export const demoCampaignNodes = (
  partners: ReadonlyMap<string, SeededPartner>,
  specs: readonly CampaignSpec[] = DEMO_CAMPAIGNS,
): Set<string> => new Set(specs.flatMap((spec) => nodesOf(spec, partners)));

export interface SeededCampaign {
  id: string;
  partnerId: string;
  name: string;
  businessNodes: string[];
}

export async function seedCampaigns(
  s: Seeding,
  concepts: SeededConcept[],
  partners: ReadonlyMap<string, SeededPartner>,
  specs: readonly CampaignSpec[] = DEMO_CAMPAIGNS,
): Promise<SeededCampaign[]> {
  const seeded: SeededCampaign[] = [];
  for (const spec of specs) {
    const concept = concepts.find((c) => c.name === spec.concept && !c.archived);
    if (!concept) throw new Error(`The demo campaigns name concept ${spec.concept}, which the demo does not create`);
    const templates = await ensureChannelTemplates(s, concept, spec);
    const campaign = await ensureCampaign(
      s,
      concept,
      spec,
      templatesOf(spec, templates).map((t) => t.id),
      nodesOf(spec, partners),
    );
    // Its nodes as made (a re-run finds a campaign made before its data named markets).
    const { businessNodes: made } = await s.api.get<{ businessNodes: string[] }>(`/campaigns/${campaign.id}`);
    const seededCampaign = { id: campaign.id, partnerId: concept.partnerId, name: spec.name, businessNodes: made };
    const trees = await s.api.get<Tree[]>(`/campaigns/${campaign.id}/personalize/trees`);
    // Side by side: each tree is a stream of its own.
    await Promise.all(
      trees.map(async (tree) => {
        const treeSpec = spec.trees[`${tree.platform}/${tree.format}`];
        if (treeSpec) await personalise(s, concept, seededCampaign, tree, treeSpec);
      }),
    );
    seeded.push(seededCampaign);
  }
  return seeded;
}

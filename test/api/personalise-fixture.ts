// What the personalise API tests share: a partner with every role, a foreign partner, and a campaign made through
// POST /campaigns from a ready concept, with a google display tree (two banners) and a Meta social tree (one feed).
import type { SystemParts } from '../../api/system';
import type { Role } from '../../domain/roles';
import { startTestApp, type TestApp } from '../support/app';
import { readyConcept } from '../support/campaigns';
import { eventually } from '../support/eventually';
import { partnerFixture, type PartnerFixture } from '../support/fixtures';
import type { HttpClient, Reply } from '../support/http';
import { file, pngImage, uploadedAsset } from '../support/uploads';

export interface PersonaliseWorld {
  t: TestApp;
  su: HttpClient;
  acme: PartnerFixture;
  globex: PartnerFixture;
  campaignId: string;
  google: string;
  facebook: string;
  /** Globex's own campaign and google tree: a foreign partner's ids. */
  foreign: { campaignId: string; treeId: string };
  as(role: Role): HttpClient;
  /** The path of a tree of acme's campaign: /campaigns/{id}/personalize/{treeId}. */
  path(treeId: string): string;
}

export async function campaignWithTrees(
  su: HttpClient,
  partner: PartnerFixture,
  name: string,
): Promise<{ campaignId: string; google: string; facebook: string }> {
  const concept = await readyConcept(su, `${name} concept`, [partner.childNodeId], partner.partnerId);
  const created = await su.post('/campaigns', {
    conceptId: concept.conceptId,
    name,
    businessNodes: [partner.childNodeId],
    platforms: ['google', 'facebook'],
    templateIds: [concept.templates.banner, concept.templates.leaderboard, concept.templates.feed],
  });
  if (created.status !== 201) throw new Error(`campaign: ${JSON.stringify(created.body)}`);
  const trees = await su.get(`/campaigns/${created.body.id}/personalize/trees`);
  if (trees.status !== 200) throw new Error(`trees: ${JSON.stringify(trees.body)}`);
  const tree = (platform: string) =>
    (trees.body as { id: string; platform: string }[]).find((t) => t.platform === platform)!.id;
  return { campaignId: created.body.id, google: tree('google'), facebook: tree('facebook') };
}

const ROLES: readonly Role[] = [
  'SELF_SERVICE_ADMIN',
  'SELF_SERVICE_MANAGER',
  'SELF_SERVICE_REVIEWER',
  'MANAGER',
  'REVIEWER',
  'ANALYST',
];

/** `runWorker`: the upload workflow runs, for tests that fill image elements with library assets; `parts`: stand-in far
 * ends. */
export async function personaliseWorld({
  roles = ROLES,
  runWorker = false,
  parts = {},
}: { roles?: readonly Role[]; runWorker?: boolean; parts?: SystemParts } = {}): Promise<PersonaliseWorld> {
  const t = await startTestApp({ runWorker }, parts);
  const su = await t.superClient();
  const acme = await partnerFixture(t, su, roles);
  const globex = await partnerFixture(t, su, ['SELF_SERVICE_ADMIN']);
  const own = await campaignWithTrees(su, acme, 'Summer');
  const other = await campaignWithTrees(su, globex, 'Winter');
  // With the workers on, the templates render in the background and their events land at any moment; the tests
  // that check a refusal appended nothing need a quiet log, so the renders end first.
  if (runWorker) {
    await eventually(async () => {
      const { rows } = await t.system.deps.pool.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM template_version WHERE render_status = 'pending'",
      );
      if (rows[0]!.n > 0) throw new Error(`${rows[0]!.n} template renders still pending`);
    }, 60_000);
  }
  return {
    t,
    su,
    acme,
    globex,
    ...own,
    foreign: { campaignId: other.campaignId, treeId: other.google },
    as: (role) => acme.users[role]!.client,
    path: (treeId) => `/campaigns/${own.campaignId}/personalize/${treeId}`,
  };
}

export const patch = (client: HttpClient, path: string, body?: unknown) => client.request('PATCH', path, body);

/** The reply's status, failing with its body when it is not the expected one. */
export function expectStatus<T>(reply: Reply<T>, status: number): Reply<T> {
  if (reply.status !== status)
    throw new Error(`expected ${status}, got ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply;
}

/** Creates a variant and answers its id. */
export async function newVariant(client: HttpClient, treePath: string, name: string): Promise<string> {
  return expectStatus(await client.post(`${treePath}/variant`, { name }), 201).body.id as string;
}

/** A variant as GET P/variants/{id} answers it. */
export async function variant(client: HttpClient, treePath: string, id: string) {
  return expectStatus(await client.get(`${treePath}/variants/${id}`), 200).body as {
    id: string;
    name: string;
    enabled: boolean;
    archived: boolean;
    isFallback: boolean;
    statusTags: string[];
    filled: boolean;
    activationBlockers: string[];
    activationTooltip: string | null;
    signals: Record<'userSegment' | 'schedule' | 'location', { id: string; name: string }[]>;
    formats: {
      id: string;
      templateId: string;
      approval: string;
      archived: boolean;
      filled: boolean;
      signals: string[];
      dynamicElements: Record<string, { value: string | null; type: string }>;
      hash: string;
    }[];
  };
}

/** A PNG in acme's library, uploaded by its self-service admin and processed (needs `runWorker`). */
export async function imageAsset(world: PersonaliseWorld): Promise<string> {
  return uploadedAsset(
    world.t,
    world.as('SELF_SERVICE_ADMIN'),
    {},
    file('hero.png', await pngImage(300, 250), 'image/png'),
  );
}

/** A value each element type takes: the image asset for images, a URL for URLs, a call to action Meta takes. */
function valueFor(name: string, type: string, imageId: string) {
  if (type === 'image') return { value: 'hero.png', assetId: imageId };
  if (type === 'url') return { value: 'https://example.com' };
  if (name === 'callToAction') return { value: 'Shop now' };
  return { value: `${name} value` };
}

/** Fills every element of the variant's formats (required or not) with valid values; answers its format ids. */
export async function fill(client: HttpClient, treePath: string, id: string, imageId: string) {
  const v = await variant(client, treePath, id);
  const cells = v.formats.flatMap((f) => Object.entries(f.dynamicElements));
  const elements = Object.fromEntries(cells.map(([name, cell]) => [name, valueFor(name, cell.type, imageId)]));
  expectStatus(
    await patch(client, `${treePath}/formats/dynamic-elements`, { formats: v.formats.map((f) => f.id), elements }),
    200,
  );
  return v.formats.map((f) => f.id);
}

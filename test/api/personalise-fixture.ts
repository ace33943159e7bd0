// What the personalise API tests share: a partner with every role, a foreign partner, and a campaign made through
// POST /campaigns from a ready concept, with a google display tree (two banners) and a Meta social tree (one feed).
import { beforeAll } from 'vitest';
import { PARTNER_ROLES } from '../../domain/roles';
import { useApiTest, type ApiTest, type ApiTestOptions } from '../support/api-test';
import { campaignOf, readyConcept } from '../support/campaigns';
import { eventually } from '../support/eventually';
import { type PartnerFixture } from '../support/fixtures';
import type { HttpClient, Reply } from '../support/http';
import { file, pngImage, uploadedAsset } from '../support/uploads';

export interface PersonaliseWorld extends ApiTest {
  campaignId: string;
  google: string;
  facebook: string;
  /** Globex's own campaign and google tree: a foreign partner's ids. */
  foreign: { campaignId: string; treeId: string };
  /** The path of a tree of acme's campaign: /campaigns/{id}/personalize/{treeId}. */
  path(treeId: string): string;
}

export async function campaignWithTrees(
  su: HttpClient,
  partner: PartnerFixture,
  name: string,
): Promise<{ campaignId: string; google: string; facebook: string }> {
  const concept = await readyConcept(su, `${name} concept`, [partner.childNodeId], partner.partnerId);
  const { campaignId, trees } = await campaignOf(su, partner, concept, name, {
    platforms: ['google', 'facebook'],
    templates: ['banner', 'leaderboard', 'feed'],
  });
  return { campaignId, google: trees.google!, facebook: trees.facebook! };
}

/** `useApiTest` with acme (users of `roles`), globex (a self-service admin) and a campaign with trees for each, made
 * before the file's own hooks run. `config.runWorker`: the upload workflow runs, for tests that fill image elements
 * with library assets. */
export function usePersonaliseWorld({
  roles = PARTNER_ROLES,
  ...options
}: Omit<ApiTestOptions, 'globex'> = {}): PersonaliseWorld {
  const world: PersonaliseWorld = Object.assign(useApiTest({ ...options, roles, globex: ['SELF_SERVICE_ADMIN'] }), {
    campaignId: '',
    google: '',
    facebook: '',
    foreign: { campaignId: '', treeId: '' },
    path: (treeId: string) => `/campaigns/${world.campaignId}/personalize/${treeId}`,
  });
  beforeAll(async () => {
    const own = await campaignWithTrees(world.su, world.acme, 'Summer');
    const other = await campaignWithTrees(world.su, world.globex, 'Winter');
    Object.assign(world, own, { foreign: { campaignId: other.campaignId, treeId: other.google } });
    // With the workers on, the templates render in the background and their events land at any moment; the tests
    // that check a refusal appended nothing need a quiet log, so the renders end first.
    if (world.t.config.runWorker) {
      await eventually(async () => {
        const { rows } = await world.t.system.deps.pool.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM template_version WHERE render_status = 'pending'",
        );
        if (rows[0]!.n > 0) throw new Error(`${rows[0]!.n} template renders still pending`);
      }, 60_000);
    }
  }, 180_000);
  return world;
}

export const patch = (client: HttpClient, path: string, body?: unknown) => client.request('PATCH', path, body);

/** The reply's status, failing with its body when it is not the expected one. */
export function expectStatus<T>(reply: Reply<T>, status: number): Reply<T> {
  if (reply.status !== status)
    throw new Error(`expected ${status}, got ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply;
}

/** The formats of acme's google tree finally approved by the super user. */
export async function approveFinally(world: PersonaliseWorld, formats: string[]) {
  expectStatus(
    await patch(world.su, `/campaigns/${world.campaignId}/creatives/approvals`, {
      treeId: world.google,
      approvals: formats,
      rejections: [],
      final: true,
    }),
    200,
  );
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

/** A value each element type takes: the image asset for images (the video asset for videos, when given), a URL for
 * URLs, a call to action Meta takes. */
function valueFor(name: string, type: string, imageId: string, videoId?: string) {
  if (type === 'image') return { value: 'hero.png', assetId: imageId };
  if (type === 'video' && videoId) return { value: 'clip.mp4', assetId: videoId };
  if (type === 'url') return { value: 'https://example.com' };
  if (name === 'callToAction') return { value: 'Shop now' };
  return { value: `${name} value` };
}

/** Fills every element of the variant's formats (required or not) with valid values; answers its format ids. */
export async function fill(client: HttpClient, treePath: string, id: string, imageId: string, videoId?: string) {
  const v = await variant(client, treePath, id);
  const cells = v.formats.flatMap((f) => Object.entries(f.dynamicElements));
  const elements = Object.fromEntries(cells.map(([name, cell]) => [name, valueFor(name, cell.type, imageId, videoId)]));
  expectStatus(
    await patch(client, `${treePath}/formats/dynamic-elements`, { formats: v.formats.map((f) => f.id), elements }),
    200,
  );
  return v.formats.map((f) => f.id);
}

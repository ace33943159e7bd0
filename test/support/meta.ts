// A simulated Meta with short processing and review times, a token it issued through its own OAuth (as a node's
// integration holds it), and the files a Meta creative carries.
import { createHash, randomBytes } from 'node:crypto';
import type { AdAccount, CreativeFile, CreativeToPublish } from '../../platforms/ad-platform';
import { MetaOAuth } from '../../platforms/meta/oauth';
import { startSimulatedMeta } from '../../platforms/meta/simulated';
import type { SimulatedFarEnd } from '../../platforms/simulated';
import { grantAt } from './oauth';

const CLIENT = { id: 'varia-test.apps.example', secret: 'test-secret' };

/** `stateDir`: where it keeps its state between starts, as on the embedded default; none: in memory. */
export async function startQuickMeta(stateDir: string | null = null): Promise<SimulatedFarEnd> {
  return startSimulatedMeta(CLIENT, { videoProcessingMs: 150, reviewMs: 300 }, stateDir);
}

/** The product's Meta OAuth adapter on the simulated Meta: what judges a token's validity. */
export const metaOAuthAt = (far: SimulatedFarEnd) => new MetaOAuth(CLIENT, { webUrl: far.url, graphUrl: far.url });

/** The sealed text of a token the simulated Meta issued: `{access_token, expires_at}`. */
export async function metaToken(far: SimulatedFarEnd): Promise<string> {
  const oauth = metaOAuthAt(far);
  const codeVerifier = randomBytes(32).toString('base64url');
  const redirectUri = 'http://localhost/admin/integration/oauth/meta';
  const authorizeUrl = oauth.authorizeUrl({
    token: 'facebookToken',
    redirectUri,
    state: 'state',
    codeChallenge: createHash('sha256').update(codeVerifier).digest('base64url'),
  });
  const back = await grantAt(authorizeUrl);
  return oauth.exchange({ code: back.searchParams.get('code')!, state: 'state', redirectUri, codeVerifier });
}

export const metaAccount = (token: string, adAccountId = '1001'): AdAccount => ({
  ids: { facebookAdAccountId: adAccountId, facebookPageId: '555000111', instagramAccountId: '777000111' },
  token,
});

/** A real PNG's bytes, different per seed (Meta keys images by their bytes). */
export const pngFile = (seed: string): CreativeFile => ({
  name: `${seed}.png`,
  contentType: 'image/png',
  bytes: Buffer.concat([
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNoAAAAggCBd81ytgAAAABJRU5ErkJggg==',
      'base64',
    ),
    Buffer.from(seed),
  ]),
});

/** An MP4's first box (ftyp): what Meta needs to see to process a video. */
export const mp4File = (name = 'clip.mp4'): CreativeFile => ({
  name,
  contentType: 'video/mp4',
  bytes: Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypmp42'), Buffer.alloc(64)]),
});

/** A single-image Meta creative with our key, in the ad set. */
export const imageCreative = (externalKey: string, adSetId: string, name: string): CreativeToPublish => ({
  externalKey,
  name,
  format: 'fbSingleImage',
  width: 1080,
  height: 1080,
  clickUrl: 'https://example.com/spring',
  fields: { Text: 'Fresh for spring', Headline: 'Spring', 'Call to Action': 'Shop now' },
  files: [pngFile(name)],
  placementId: adSetId,
});

/** Makes the simulated Meta at `url` answer the next call to the fault's path with a Meta error. */
export async function injectMetaError(url: string, fault: Record<string, unknown>): Promise<void> {
  const reply = await fetch(`${url}/__simulated/errors`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  if (!reply.ok) throw new Error(`inject: ${reply.status}`);
}

/** Forgets every error injected into the simulated Meta at `url`. */
export async function clearMetaErrors(url: string): Promise<void> {
  const reply = await fetch(`${url}/__simulated/errors`, { method: 'DELETE' });
  if (!reply.ok) throw new Error(`clear errors: ${reply.status}`);
}

/** Holds every video of the ad account on the simulated Meta at `url` at Meta's `video_status` (null: released). */
export async function holdMetaVideos(
  url: string,
  adAccountId: string,
  status: 'processing' | 'ready' | 'error' | null,
): Promise<void> {
  const reply = await fetch(`${url}/__simulated/videos`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ adAccountId, video_status: status }),
  });
  if (!reply.ok) throw new Error(`hold videos: ${reply.status}`);
}

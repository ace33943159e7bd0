// Meta's look-ups and previews (spec 2 §7 'Meta', §8 'Preview'; issue 20 §4) against the simulated Meta through a
// node's Meta connection: who may call them, another partner's ad account, Meta's refusals as answers, and the preview
// messages for an image or video not uploaded, a video Meta is processing or failed, and a preview Meta refuses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles';
import { useApiTest } from '../support/api-test';
import { eventually } from '../support/eventually';
import type { HttpClient } from '../support/http';
import { holdMetaVideos, injectMetaError, mp4File } from '../support/meta';
import { connectByOAuth } from '../support/oauth';
import { file, mp4Video, pngImage, uploadedAsset } from '../support/uploads';

const api = useApiTest({
  config: { runWorker: true },
  roles: ['SELF_SERVICE_ADMIN', 'SELF_SERVICE_MANAGER', 'MANAGER', 'REVIEWER', 'ANALYST'],
  globex: ['SELF_SERVICE_ADMIN'],
});

const ACME = { facebookAdAccountId: 'act_4004', facebookPageId: '555000111' };
const GLOBEX = { facebookAdAccountId: 'act_5005', facebookPageId: '555000222' };
let assetId: string;
let metaUrl: string;

async function connect(admin: HttpClient, nodeId: string, ids: typeof ACME) {
  expect((await admin.put(`/business-nodes/${nodeId}/publishing`, { publishing: { facebook: ids } })).status).toBe(200);
  expect((await connectByOAuth(admin, nodeId, 'facebookToken')).status).toBe(200);
}

beforeAll(async () => {
  metaUrl = api.t.system.deps.oauth.simulated!.meta;
  await connect(api.as('SELF_SERVICE_ADMIN'), api.acme.childNodeId, ACME);
  await connect(api.globex.users.SELF_SERVICE_ADMIN!.client, api.globex.childNodeId, GLOBEX);
  const png = file('square.png', await pngImage(1080, 1080), 'image/png');
  assetId = await uploadedAsset(api.t, api.as('SELF_SERVICE_ADMIN'), {}, png);
});

const campaignsOf = (client: HttpClient, account = ACME.facebookAdAccountId) =>
  client.get(`/facebook/${account}/campaigns?expanded`);

describe('GET /facebook/{id}/campaigns and /facebook/campaign/{id}/adsets', () => {
  it.each<[Role, number]>([
    ['SELF_SERVICE_ADMIN', 200],
    ['SELF_SERVICE_MANAGER', 200],
    ['MANAGER', 200],
    ['REVIEWER', 403],
    ['ANALYST', 403],
  ])('%s: %i', async (role, status) => {
    const reply = await campaignsOf(api.as(role));
    expect(reply.status).toBe(status);
    if (status === 200)
      expect(reply.body.map((c: { name: string; adSets: unknown[] }) => [c.name, c.adSets.length])).toEqual([
        ['Always-on awareness', 2],
        ['Spring launch', 2],
      ]);
  });

  it("answers a campaign's ad sets, and not without ?expanded", async () => {
    const admin = api.as('SELF_SERVICE_ADMIN');
    const plain = await admin.get(`/facebook/${ACME.facebookAdAccountId}/campaigns`);
    expect(plain.body[0]).not.toHaveProperty('adSets');
    const adSets = await admin.get(`/facebook/campaign/${plain.body[1].id}/adsets?facebookAdAccountId=4004`);
    expect(adSets.status).toBe(200);
    expect(adSets.body.map((a: { name: string; completed: boolean }) => [a.name, a.completed])).toEqual([
      ['Launch week', true],
      ['Lookalikes', false],
    ]);
  });

  it("refuses another partner's ad account and campaigns", async () => {
    const acme = api.as('SELF_SERVICE_ADMIN');
    const foreign = await campaignsOf(acme, GLOBEX.facebookAdAccountId);
    expect([foreign.status, foreign.body.message]).toEqual([404, 'Meta ad account not found']);
    const globexCampaign = (await campaignsOf(api.globex.users.SELF_SERVICE_ADMIN!.client, GLOBEX.facebookAdAccountId))
      .body[0].id as string;
    const through = await acme.get(`/facebook/campaign/${globexCampaign}/adsets?facebookAdAccountId=act_4004`);
    expect([through.status, through.body.details.kind]).toEqual([422, 'account']);
    expect((await api.su.get(`/facebook/${GLOBEX.facebookAdAccountId}/campaigns`)).status).toBe(200);
  });

  it("answers Meta's refusals: throttled with the wait, an expired token to reconnect", async () => {
    const admin = api.as('SELF_SERVICE_ADMIN');
    await injectMetaError(metaUrl, { path: 'act_4004/campaigns', code: 17, subcode: 2446079, regainAccessMinutes: 3 });
    const throttled = await campaignsOf(admin);
    expect([throttled.status, throttled.body.details]).toEqual([
      429,
      { kind: 'throttled', platformCode: '17/2446079', retryAfterMs: 180_000 },
    ]);
    expect(throttled.body.message).toContain('too many calls');
    await injectMetaError(metaUrl, { path: 'act_4004/campaigns', code: 190, subcode: 463 });
    const expired = await campaignsOf(admin);
    expect([expired.status, expired.body.details.kind]).toEqual([422, 'auth']);
    expect(expired.body.message).toContain('Reconnect Meta for this business node.');
  });
});

describe('POST /facebook/preview and /facebook/preview/carousel', () => {
  const single = (overrides: Record<string, unknown> = {}) => ({
    advertiserId: ACME.facebookAdAccountId,
    pageId: ACME.facebookPageId,
    format: 'square',
    asset: assetId,
    message: 'Cool down this summer',
    name: 'Cola Summer',
    callToAction: 'Shop now',
    link: 'https://example.com/summer',
    ...overrides,
  });

  it.each<[Role, number]>([
    ['SELF_SERVICE_ADMIN', 200],
    ['MANAGER', 200],
    ['REVIEWER', 200],
    ['ANALYST', 403],
  ])("%s: %i, Meta's iframe at 400×505", async (role, status) => {
    const reply = await api.as(role).post('/facebook/preview', single());
    expect(reply.status).toBe(status);
    if (status !== 200) return;
    expect([reply.body.height, reply.body.width]).toEqual([400, 505]);
    const src = /src="([^"]+)"/.exec(reply.body.body)![1]!;
    expect(reply.body.body).toContain('width="505" height="400"');
    const page = await (await fetch(src)).text();
    expect(page).toContain('Cool down this summer');
    expect(page).toContain('Shop now');
  });

  it("refuses another partner's ad account, a page not the node's, and an image the caller cannot see", async () => {
    const globex = api.globex.users.SELF_SERVICE_ADMIN!.client;
    expect((await globex.post('/facebook/preview', single())).status).toBe(404);
    const otherPage = await api.as('SELF_SERVICE_ADMIN').post('/facebook/preview', single({ pageId: '999' }));
    expect(otherPage.status).toBe(422);
    const theirs = await globex.post(
      '/facebook/preview',
      single({ advertiserId: GLOBEX.facebookAdAccountId, pageId: GLOBEX.facebookPageId }),
    );
    expect([theirs.status, theirs.body.message]).toEqual([404, 'Single file not found']);
  });

  it('says which image or video to upload for the format', async () => {
    const admin = api.as('SELF_SERVICE_ADMIN');
    const noImage = await admin.post('/facebook/preview', single({ asset: undefined, format: 'horizontal' }));
    expect([noImage.status, noImage.body.message]).toEqual([
      422,
      'Please upload the Horizontal image to enable this format',
    ]);
    const noVideo = await admin.post('/facebook/preview', single({ FbVisibleType: 'video', format: 'vertical' }));
    expect(noVideo.body.message).toBe('Please upload the Vertical video to enable this format');
  });

  it('waits for Meta to process a video, then previews it; a video Meta failed says so', async () => {
    const admin = api.as('SELF_SERVICE_ADMIN');
    const [good, bad] = await Promise.all([uploadToMeta(mp4File().bytes), uploadToMeta(Buffer.from('not a video'))]);
    const processing = await admin.post('/facebook/preview', single({ FbVisibleType: 'video', videoId: good }));
    expect([processing.status, processing.body.message, processing.body.details.hint]).toEqual([
      409,
      'A preview of this variant will be available soon. Currently, Meta is processing the video asset(s)',
      'Please wait until Square video will be processed by Meta',
    ]);
    await eventually(async () => {
      const ready = await admin.post('/facebook/preview', single({ FbVisibleType: 'video', videoId: good }));
      expect(ready.status).toBe(200);
    }, 8_000);
    const failed = await admin.post(
      '/facebook/preview',
      single({ FbVisibleType: 'video', videoId: bad, format: 'vertical' }),
    );
    expect([failed.status, failed.body.message]).toEqual([
      422,
      'Vertical video uploading and processing failed, please upload the video again',
    ]);
  });

  it("answers 'Preview not available.' with Meta's reason when Meta refuses to render it", async () => {
    await injectMetaError(metaUrl, {
      path: 'act_4004/generatepreviews',
      code: 100,
      subcode: 1487395,
      userMessage: 'The ad text is too long for this placement.',
    });
    const reply = await api.as('SELF_SERVICE_ADMIN').post('/facebook/preview', single());
    expect([reply.status, reply.body.message, reply.body.details]).toEqual([
      422,
      'Preview not available.',
      { reason: 'The ad text is too long for this placement.' },
    ]);
  });

  it('previews a carousel of 2 to 10 cards, each with an uploaded image', async () => {
    const admin = api.as('SELF_SERVICE_ADMIN');
    const carousel = (cards: Record<string, unknown>[]) => ({
      advertiserId: ACME.facebookAdAccountId,
      pageId: ACME.facebookPageId,
      link: 'https://example.com/flavours',
      values: { message: 'Three flavours', callToAction: 'Shop now', cards },
    });
    const cards = ['Lemon', 'Cherry', 'Lime'].map((headline) => ({ asset: assetId, headline }));
    const reply = await admin.post('/facebook/preview/carousel', carousel(cards));
    expect(reply.status).toBe(200);
    const page = await (await fetch(/src="([^"]+)"/.exec(reply.body.body)![1]!)).text();
    for (const headline of ['Lemon', 'Cherry', 'Lime']) expect(page).toContain(headline);
    const missing = await admin.post('/facebook/preview/carousel', carousel([...cards.slice(0, 2), { headline: 'x' }]));
    expect([missing.status, missing.body.message]).toEqual([
      422,
      'Please upload the Square image to enable this format',
    ]);
    expect((await admin.post('/facebook/preview/carousel', carousel(cards.slice(0, 1)))).status).toBe(400);
    expect((await api.as('ANALYST').post('/facebook/preview/carousel', carousel(cards))).status).toBe(403);
  });
});

describe('POST /facebook/videos', () => {
  let clip: string;
  const videoOf = (client: HttpClient, asset = clip, advertiserId = ACME.facebookAdAccountId) =>
    client.post('/facebook/videos', { asset, advertiserId });
  const hold = (status: 'processing' | 'ready' | 'error' | null) =>
    holdMetaVideos(metaUrl, ACME.facebookAdAccountId, status);

  beforeAll(async () => {
    clip = await uploadedAsset(
      api.t,
      api.as('SELF_SERVICE_ADMIN'),
      {},
      file('clip.mp4', await mp4Video(), 'video/mp4'),
    );
  });
  afterAll(() => hold(null));

  it("uploads a library video to Meta once and answers Meta's status as it moves: processing, ready, error", async () => {
    const admin = api.as('SELF_SERVICE_ADMIN');
    await hold('processing');
    const processing = await videoOf(admin);
    expect([processing.status, processing.body.status]).toEqual([200, 'processing']);
    const { videoId } = processing.body as { videoId: string };
    await hold('ready');
    expect((await videoOf(api.as('REVIEWER'))).body).toEqual({ videoId, status: 'ready' });
    await hold('error');
    expect((await videoOf(admin)).body).toEqual({ videoId, status: 'error' });
    const preview = await admin.post('/facebook/preview', {
      advertiserId: ACME.facebookAdAccountId,
      pageId: ACME.facebookPageId,
      format: 'vertical',
      FbVisibleType: 'video',
      videoId,
      link: 'https://example.com/summer',
    });
    expect([preview.status, preview.body.message]).toEqual([
      422,
      'Vertical video uploading and processing failed, please upload the video again',
    ]);
  });

  it("refuses analysts, another partner's ad account, and an asset that is no video", async () => {
    expect((await videoOf(api.as('ANALYST'))).status).toBe(403);
    const foreign = await videoOf(api.as('SELF_SERVICE_ADMIN'), clip, GLOBEX.facebookAdAccountId);
    expect([foreign.status, foreign.body.message]).toEqual([404, 'Meta ad account not found']);
    const image = await videoOf(api.as('SELF_SERVICE_ADMIN'), assetId);
    expect([image.status, image.body.message]).toEqual([422, 'The asset is not a video in the library']);
  });
});

/** Uploads a video to acme's ad account as the publish step would, with the node's token opened by the product's
 * own secret store. */
async function uploadToMeta(bytes: Buffer): Promise<string> {
  const { deps } = api.t.system;
  const { rows } = await deps.pool.query<{ tokens: { facebookToken: { sealed: never } } }>(
    'SELECT tokens FROM node_integration WHERE node_id = $1',
    [api.acme.childNodeId],
  );
  const secret = await deps.secrets.open(api.acme.childNodeId, 'facebookToken', rows[0]!.tokens.facebookToken.sealed);
  const form = new FormData();
  form.append('source', new Blob([new Uint8Array(bytes)], { type: 'video/mp4' }), 'clip.mp4');
  const token = (JSON.parse(secret) as { access_token: string }).access_token;
  const reply = await fetch(`${metaUrl}/v24.0/act_4004/advideos?access_token=${token}`, { method: 'POST', body: form });
  return ((await reply.json()) as { id: string }).id;
}

// Campaign assets over HTTP (spec 1 §7; issue 23 §4): files uploaded for a campaign's templates become library assets
// on the campaign's markets and are listed on the campaign; taking one off the campaign keeps it in the library,
// deleting it archives it there too; one a variant shows is refused 'Delete failed, entity in use'. Every partner
// role outside the personalise group, another partner's users and ids, and bad files are refused keeping nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { ASSET_NOT_FOUND } from '../../domain/asset';
import { INVALID_FILE_FORMAT } from '../../domain/asset/rules';
import { CAMPAIGN_NOT_FOUND } from '../../domain/campaign/messages';
import { WRONG_ROLES_MESSAGE } from '../../domain/roles';
import { MESSAGES } from '../../domain/shared/errors';
import type { HttpClient } from '../support/http';
import { file, kept, pngImage, settled, waitForUpload, type Kept, type UploadFile } from '../support/uploads';
import { expectStatus, fill, newVariant, usePersonaliseWorld } from './personalise-fixture';

const w = usePersonaliseWorld({ config: { runWorker: true } });
let admin: HttpClient;

const path = (campaignId = w.campaignId) => `/campaigns/${campaignId}`;

function templateAssets(client: HttpClient, files: UploadFile[], campaignId = w.campaignId, query = '') {
  const form = new FormData();
  for (const f of files) form.append('file', new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
  return client.request<any>('POST', `${path(campaignId)}/template-assets${query}`, form);
}

/** Uploads one PNG for acme's campaign and waits until it is a library asset; answers its id. */
async function campaignAsset(name: string): Promise<string> {
  const reply = expectStatus(await templateAssets(admin, [file(name, await pngImage(300, 250), 'image/png')]), 202);
  const id = reply.body.uploadedAssets[0].tempAssetId as string;
  expect((await waitForUpload(w.t, admin, id)).status).toBe('DONE');
  return id;
}

const listed = async (client = admin) =>
  (expectStatus(await client.get(`${path()}/campaign-assets`), 200).body as { id: string; archived: boolean }[]).map(
    (a) => a.id,
  );

async function snapshot(): Promise<Kept> {
  await settled(w.t);
  return kept(w.t);
}

beforeAll(() => {
  admin = w.as('SELF_SERVICE_ADMIN');
});

describe('uploading for a campaign', () => {
  it('makes a library asset on the campaign’s markets, listed on the campaign', async () => {
    const id = await campaignAsset('hero.png');
    expect(await listed()).toEqual([id]);
    const asset = expectStatus(await admin.get(`/assets/single-files/${id}`), 200).body;
    expect(asset).toMatchObject({ name: 'hero.png', businessNodes: [w.acme.childNodeId], archived: false });
    // the other personalise roles read the list too
    expect(await listed(w.as('SELF_SERVICE_REVIEWER'))).toEqual([id]);
  });

  it('is refused to roles outside the personalise group, keeping nothing', async () => {
    const before = await snapshot();
    const picture = file('no.png', await pngImage(), 'image/png');
    for (const role of ['MANAGER', 'REVIEWER', 'ANALYST'] as const) {
      const reply = await templateAssets(w.as(role), [picture]);
      expect([reply.status, reply.body.message]).toEqual([403, WRONG_ROLES_MESSAGE]);
      expect((await w.as(role).get(`${path()}/campaign-assets`)).status).toBe(403);
    }
    expect(await kept(w.t)).toEqual(before);
  });

  it('is refused on another partner’s campaign, in either direction, keeping nothing', async () => {
    const before = await snapshot();
    const picture = file('no.png', await pngImage(), 'image/png');
    const globex = w.globex.users.SELF_SERVICE_ADMIN!.client;
    expect((await templateAssets(globex, [picture])).status).toBe(403);
    expect((await templateAssets(admin, [picture], w.foreign.campaignId)).status).toBe(403);
    expect((await globex.get(`${path()}/campaign-assets`)).status).toBe(403);
    // a top admin naming another partner than the campaign's
    const mismatch = await templateAssets(w.su, [picture], w.campaignId, `?partnerId=${w.globex.partnerId}`);
    expect([mismatch.status, mismatch.body.message]).toEqual([404, CAMPAIGN_NOT_FOUND]);
    expect(await kept(w.t)).toEqual(before);
  });

  it(`refuses a file the library does not take: "${INVALID_FILE_FORMAT}", keeping nothing`, async () => {
    const before = await snapshot();
    const reply = await templateAssets(admin, [file('setup.exe', Buffer.from('MZ'), 'application/x-msdownload')]);
    expect([reply.status, reply.body.message]).toEqual([400, INVALID_FILE_FORMAT]);
    const form = new FormData();
    form.append('nodeIds', w.acme.childNodeId);
    form.append('file', new Blob([new Uint8Array(await pngImage())], { type: 'image/png' }), 'a.png');
    expect((await admin.request('POST', `${path()}/template-assets`, form)).status).toBe(400);
    expect(await kept(w.t)).toEqual(before);
  });
});

describe('taking assets off a campaign', () => {
  it('refuses one a variant shows: "Delete failed, entity in use", appending nothing', async () => {
    const id = await campaignAsset('in-use.png');
    const variantId = await newVariant(admin, w.path(w.google), 'Uses the asset');
    await fill(admin, w.path(w.google), variantId, id);
    const before = await snapshot();
    for (const route of ['campaign-assets', 'assets']) {
      const reply = await admin.request<any>('DELETE', `${path()}/${route}/${id}`);
      expect([reply.status, reply.body.message]).toEqual([409, MESSAGES.deleteInUse]);
    }
    expect(await kept(w.t)).toEqual(before);
    expect(await listed()).toContain(id);
  });

  it('keeps the library asset when taken off, archives it when deleted; a second time is 404', async () => {
    const kept1 = await campaignAsset('off.png');
    const gone = await campaignAsset('gone.png');
    expectStatus(await admin.request('DELETE', `${path()}/campaign-assets/${kept1}`), 200);
    expectStatus(await admin.request('DELETE', `${path()}/assets/${gone}`), 200);
    const ids = await listed();
    expect(ids).not.toContain(kept1);
    expect(ids).not.toContain(gone);
    expect(expectStatus(await admin.get(`/assets/single-files/${kept1}`), 200).body.archived).toBe(false);
    expect(expectStatus(await admin.get(`/assets/single-files/${gone}`), 200).body.archived).toBe(true);
    for (const [route, id] of [
      ['campaign-assets', kept1],
      ['assets', gone],
    ]) {
      const again = await admin.request<any>('DELETE', `${path()}/${route}/${id}`);
      expect([again.status, again.body.message]).toEqual([404, ASSET_NOT_FOUND]);
    }
  });

  it('is refused to other roles and partners, appending nothing', async () => {
    const id = await campaignAsset('theirs.png');
    const before = await snapshot();
    const globex = w.globex.users.SELF_SERVICE_ADMIN!.client;
    for (const client of [w.as('MANAGER'), w.as('ANALYST'), globex])
      expect((await client.request('DELETE', `${path()}/assets/${id}`)).status).toBe(403);
    // acme's asset named under globex's campaign is not one of that campaign's
    expect((await w.su.request('DELETE', `${path(w.foreign.campaignId)}/campaign-assets/${id}`)).status).toBe(404);
    expect(await kept(w.t)).toEqual(before);
  });
});

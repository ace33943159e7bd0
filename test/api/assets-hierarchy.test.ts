// POST /assets/single-files/hierarchy (spec 1 §7; issue 23 §4): a parent file first and its children after it, one
// batch; each child's parentId is the parent's asset, so the parent's children list shows them. Fewer than two files,
// roles without uploads and another partner's nodes are refused keeping nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { HIERARCHY_SHAPE } from '../../api/routes/assets/upload';
import { WRONG_ROLES_MESSAGE } from '../../domain/roles';
import { useApiTest } from '../support/api-test';
import type { HttpClient } from '../support/http';
import { file, kept, pngImage, settled, waitForUpload, type UploadFile } from '../support/uploads';
import { expectStatus } from './personalise-fixture';

const w = useApiTest({ config: { runWorker: true }, roles: ['SELF_SERVICE_ADMIN', 'MANAGER'], globex: [] });
let admin: HttpClient;

beforeAll(() => {
  admin = w.as('SELF_SERVICE_ADMIN');
});

function hierarchy(client: HttpClient, files: UploadFile[], fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const f of files) form.append('file', new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
  return client.request<any>('POST', '/assets/single-files/hierarchy', form);
}

describe('hierarchy uploads', () => {
  it('makes the files after the first its children, on the nodes and tags sent', async () => {
    const reply = expectStatus(
      await hierarchy(
        admin,
        [
          file('master.png', await pngImage(600, 500), 'image/png'),
          file('master-300x250.png', await pngImage(300, 250), 'image/png'),
          file('master-160x600.png', await pngImage(160, 600), 'image/png'),
        ],
        { nodeIds: w.acme.childNodeId, tags: 'master' },
      ),
      202,
    );
    const [parent, ...children] = (reply.body.uploadedAssets as { tempAssetId: string }[]).map((a) => a.tempAssetId);
    for (const id of [parent!, ...children]) expect((await waitForUpload(w.t, admin, id)).status).toBe('DONE');
    const listed = expectStatus(await admin.get(`/assets/single-files/list/${parent}`), 200).body as any[];
    expect(listed.map((a) => a.id).sort()).toEqual([...children].sort());
    for (const child of listed)
      expect(child).toMatchObject({ parentId: parent, businessNodes: [w.acme.childNodeId], tags: ['master'] });
    expect(expectStatus(await admin.get(`/assets/single-files/${parent}`), 200).body.parentId).toBeNull();
  });

  it('refuses one file alone, a role without uploads and another partner’s node, keeping nothing', async () => {
    await settled(w.t);
    const before = await kept(w.t);
    const one = await hierarchy(admin, [file('alone.png', await pngImage(), 'image/png')]);
    expect([one.status, one.body.message]).toEqual([422, HIERARCHY_SHAPE]);
    const pair = [
      file('a.png', await pngImage(20, 20), 'image/png'),
      file('b.png', await pngImage(30, 30), 'image/png'),
    ];
    const zip = await hierarchy(admin, pair, { unzip: 'true' });
    expect([zip.status, zip.body.message]).toEqual([422, HIERARCHY_SHAPE]);
    const manager = await hierarchy(w.as('MANAGER'), pair);
    expect([manager.status, manager.body.message]).toEqual([403, WRONG_ROLES_MESSAGE]);
    expect((await hierarchy(admin, pair, { nodeIds: w.globex.childNodeId })).status).toBe(404);
    expect(await kept(w.t)).toEqual(before);
  });
});

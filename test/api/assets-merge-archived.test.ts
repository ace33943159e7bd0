// Uploading the bytes of an archived asset: the upload merges into it and brings it back to the library
// (and the picker), tells the uploader so on its row, and the asset's audit trail records the restore as a
// step of that upload. Through the real upload workflow on the run's Temporal.
import { beforeAll, describe, expect, it } from 'vitest';
import { mergedDuplicatesMessage, mergedFromLibraryMessage, RESTORED_FROM_ARCHIVE } from '../../domain/asset/rules';
import { useApiTest } from '../support/api-test';
import type { HttpClient } from '../support/http';
import { file, pngImage, uploadAndWait, uploadedAsset } from '../support/uploads';

const w = useApiTest({ config: { runWorker: true }, roles: ['SELF_SERVICE_ADMIN'] });

let admin: HttpClient;
let adminId: string;
let partnerId: string;

beforeAll(() => {
  admin = w.as('SELF_SERVICE_ADMIN');
  adminId = w.user('SELF_SERVICE_ADMIN').id;
  partnerId = w.acme.partnerId;
});

/** The ids the library (archived: false, as the library page and the picker ask) shows for a search. */
const libraryIds = async (search: string) =>
  (
    (await admin.get(`/assets/single-files?search=${encodeURIComponent(search)}&archived=false&limit=100`)).body
      .results as { id: string }[]
  ).map((a) => a.id);

async function archivedAsset(name: string, bytes: Buffer) {
  const id = await uploadedAsset(w.t, admin, {}, file(name, bytes, 'image/png'));
  expect((await admin.request('PATCH', `/assets/single-files/${id}/archive`)).body.archived).toBe(true);
  expect(await libraryIds(name)).toEqual([]);
  return id;
}

describe('an upload of the bytes of an archived asset', () => {
  it('restores the asset and says so on the upload row; the audit trail shows the upload restored it', async () => {
    const bytes = await pngImage(70, 40);
    const ownerId = await archivedAsset('comeback.png', bytes);

    const [again] = await uploadAndWait(w.t, admin, {}, {}, [file('comeback-again.png', bytes, 'image/png')]);
    expect(again).toMatchObject({
      status: 'MERGED',
      assetId: ownerId,
      message: `${mergedDuplicatesMessage(1)} ${RESTORED_FROM_ARCHIVE}`,
      data: { errors: [] },
    });
    expect((await admin.get(`/assets/single-files/${ownerId}`)).body.archived).toBe(false);
    expect(await libraryIds('comeback')).toEqual([ownerId]);

    const trail = await admin.get(`/audit?entityType=asset&entityId=${ownerId}`);
    expect(trail.body[0]).toMatchObject({
      type: 'AssetUnarchived',
      actor: { userId: 'upload-workflow', role: 'SYSTEM' },
      data: { assetId: ownerId, byUpload: { assetId: again!.tempAssetId, uploadedBy: adminId } },
    });
    expect(trail.body.slice(1, 2).map((e: { type: string }) => e.type)).toEqual(['AssetArchived']);
  });

  it('by someone else: found in the shared library, and restored', async () => {
    const bytes = await pngImage(30, 70);
    const ownerId = await archivedAsset('shared-comeback.png', bytes);
    const [bySuper] = await uploadAndWait(w.t, w.su, { partnerId }, {}, [file('shared-copy.png', bytes, 'image/png')]);
    expect(bySuper).toMatchObject({
      status: 'MERGED',
      assetId: ownerId,
      message: `${mergedFromLibraryMessage(1)} ${RESTORED_FROM_ARCHIVE}`,
    });
    expect(await libraryIds('shared-comeback')).toEqual([ownerId]);
  });

  it('into an asset in the library: merges as before, restoring nothing', async () => {
    const bytes = await pngImage(44, 44);
    const ownerId = await uploadedAsset(w.t, admin, {}, file('present.png', bytes, 'image/png'));
    const [again] = await uploadAndWait(w.t, admin, {}, {}, [file('present.png', bytes, 'image/png')]);
    expect(again).toMatchObject({ status: 'MERGED', assetId: ownerId, message: mergedDuplicatesMessage(1) });
    const trail = await admin.get(`/audit?entityType=asset&entityId=${ownerId}`);
    expect(trail.body.map((e: { type: string }) => e.type)).not.toContain('AssetUnarchived');
  });
});

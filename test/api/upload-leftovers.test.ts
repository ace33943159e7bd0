// Uploads leave no files behind (ARCHITECTURE, Uploads): a request refused after its files were staged deletes
// them whatever the reason; a client gone mid-stream leaves no half-written file once the server noticed; and the
// orphan sweep (at boot, then periodically) removes what a killed process left, once older than an hour, keeping
// what an upload in flight may still need.
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ASSET_NOT_FOUND, INVALID_TAGS } from '../../domain/asset';
import { FilesystemBlobStore } from '../../commands/blob-store/filesystem-blob-store';
import { ORPHAN_MIN_AGE_MS, stagingKey, sweepOrphans } from '../../commands/blob-store/orphans';
import { newId } from '../../commands/ids';
import { useApiTest } from '../support/api-test';
import { startTestApp, type TestApp } from '../support/app';
import { eventually } from '../support/eventually';
import type { Reply } from '../support/http';
import { abandonedUpload, cookieOf, file, kept, pngImage, settled, upload, type UploadFile } from '../support/uploads';

const w = useApiTest({ roles: ['SELF_SERVICE_ADMIN'] });
const admin = () => w.as('SELF_SERVICE_ADMIN');

const UNSAFE = 'must not contain a NUL character or an unpaired surrogate';
const pictures = async (): Promise<UploadFile[]> => [
  file('first.png', await pngImage(), 'image/png'),
  file('second.png', await pngImage(), 'image/png'),
];

describe('a refused upload deletes what it staged', () => {
  it.each<[string, () => Promise<Reply>, number, string]>([
    [
      'a tag over 64 characters',
      async () => upload(admin(), {}, { tags: JSON.stringify(['ok', 'x'.repeat(65)]) }, await pictures()),
      400,
      INVALID_TAGS,
    ],
    [
      '51 tags',
      async () =>
        upload(admin(), {}, { tags: Array.from({ length: 51 }, (_, i) => `tag${i}`).join(',') }, await pictures()),
      400,
      INVALID_TAGS,
    ],
    [
      'a NUL in a file name',
      async () =>
        upload(admin(), {}, {}, [...(await pictures()), file('bad\u0000name.png', await pngImage(), 'image/png')]),
      400,
      `body/file ${UNSAFE}`,
    ],
    [
      'a NUL in a field sent after the files',
      async () => uploadFieldsLast(await pictures(), { tags: 'a\u0000b' }),
      400,
      `body/tags ${UNSAFE}`,
    ],
    [
      'a parent asset that does not exist',
      async () => upload(admin(), {}, { parentId: newId() }, await pictures()),
      404,
      ASSET_NOT_FOUND,
    ],
  ])('%s', async (_label, send, status, message) => {
    await settled(w.t);
    const before = await kept(w.t);
    const reply = await send();
    expect(reply.status, JSON.stringify(reply.body)).toBe(status);
    expect(reply.body.message).toBe(message);
    expect(await kept(w.t)).toEqual(before);
  });
});

describe('a body that is not well-formed multipart', () => {
  it('is a 400, not a 500', async () => {
    const cookie = cookieOf(admin())!;
    for (const body of [
      '--b\r\nNone--b--\r\n',
      '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nxx',
      'no parts at all',
    ]) {
      const reply = await fetch(`${w.t.baseUrl}/api/v1/assets/single-files`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'multipart/form-data; boundary=b' },
        body,
      });
      expect(reply.status, body).toBe(400);
      expect(await reply.json()).toMatchObject({ code: 'UNPROCESSABLE_ENTITY' });
    }
  });
});

/** A multipart upload whose fields come after its files, so that the files are staged before a field is refused. */
function uploadFieldsLast(files: UploadFile[], fields: Record<string, string>) {
  const form = new FormData();
  for (const f of files) form.append('file', new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return admin().request('POST', '/assets/single-files', form);
}

describe('a client gone mid-stream', () => {
  it('leaves no half-written file once the server noticed', async () => {
    await settled(w.t);
    const before = await kept(w.t);
    await abandonedUpload(w.t, admin(), 64 * 1024 * 1024, 4 * 1024 * 1024);
    await eventually(async () => expect(await kept(w.t)).toEqual(before));
  });
});

describe('the orphan sweep', () => {
  const old = new Date(Date.now() - ORPHAN_MIN_AGE_MS - 60_000);

  async function plant(root: string, relative: string, at: Date) {
    const target = path.join(root, relative);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, 'left behind');
    await utimes(target, at, at);
  }

  it('removes old half-written files and old staged files no unfinished upload names; keeps fresh ones and needed ones', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'varia-sweep-'));
    try {
      const blobs = new FilesystemBlobStore(path.join(dir, 'blobs'), path.join(dir, 'tmp'));
      const [orphan, fresh, needed] = [newId(), newId(), newId()];
      await plant(dir, 'tmp/old.part', old);
      await plant(dir, 'tmp/fresh.part', new Date());
      await plant(dir, `blobs/${stagingKey(orphan)}`, old);
      await plant(dir, `blobs/${stagingKey(fresh)}`, new Date());
      await plant(dir, `blobs/${stagingKey(needed)}`, old);
      await plant(dir, 'blobs/assets/p/a/kept.png', old);

      expect(await sweepOrphans(blobs, { unfinishedUploads: async () => [needed], recorded: [] })).toEqual({
        temporary: 1,
        staged: 1,
        unrecorded: 0,
        expired: 0,
      });
      expect(await blobs.list('staging')).toEqual([stagingKey(fresh), stagingKey(needed)].sort());
      expect(await blobs.list('assets')).toEqual(['assets/p/a/kept.png']);
      expect(await blobs.removeTemporary(new Date())).toBe(1);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('runs when the product starts', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'varia-boot-'));
    let booted: TestApp | undefined;
    try {
      await plant(dataDir, 'tmp/blobs/killed.part', old);
      await plant(dataDir, `blobs/${stagingKey(newId())}`, old);
      booted = await startTestApp({ dataDir });
      await eventually(async () => expect(await kept(booted!)).toMatchObject({ staged: [], partial: [] }));
    } finally {
      await booted?.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

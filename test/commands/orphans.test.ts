// The orphan sweep against the read models (commands/blob-store/orphans.ts, wired by api/system.ts orphanPorts):
// files under storyboards/ and templates/ that no version names (a process died between storing them and
// appending the event; a code editor's unsaved preview) go once older than an hour; every file a storyboard or
// template version names stays, however old, and so does anything younger than the hour; and nothing under a
// prefix goes while its read model is behind the event store's head.
import { readdir, utimes } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORPHAN_MIN_AGE_MS, sweepOrphans } from '../../commands/blob-store/orphans';
import { newId } from '../../commands/ids';
import { orphanPorts } from '../../api/system';
import { namedStoryboardFiles } from '../../projections/storyboards/queries';
import { namedTemplateFiles } from '../../projections/templates/queries';
import { useApiTest } from '../support/api-test';
import { conceptBrief, createConcept } from '../support/fixtures';
import type { HttpClient } from '../support/http';
import { pngImage, zipOf } from '../support/uploads';

const w = useApiTest({ roles: ['SELF_SERVICE_ADMIN', 'MANAGER'] });
let admin: HttpClient;
let conceptId: string;
let partnerId: string;

beforeAll(async () => {
  admin = w.as('SELF_SERVICE_ADMIN');
  partnerId = w.acme.partnerId;
  conceptId = await createConcept(w.as('MANAGER'), conceptBrief('Sweep', [w.acme.childNodeId]));
});

const blobsDir = () => path.join(w.t.config.dataDir, 'blobs');
async function filesUnder(prefix: string): Promise<string[]> {
  const entries = await readdir(path.join(blobsDir(), prefix), { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(blobsDir(), path.join(e.parentPath, e.name)))
    .sort();
}
/** Makes every file under the prefixes look written before the sweep's hour. */
async function age(prefixes: string[], at: Date) {
  for (const prefix of prefixes)
    for (const key of await filesUnder(prefix)) await utimes(path.join(blobsDir(), key), at, at);
}
const put = (key: string) => w.t.system.deps.blobs.put(key, Readable.from(Buffer.from('left behind')));

describe('the orphan sweep and the read models', () => {
  it('removes old files no storyboard or template version names, the code editor’s previews among them; keeps named and fresh ones', async () => {
    const form = new FormData();
    form.append(
      'file',
      new Blob([
        new Uint8Array(
          await zipOf({
            'index.html': Buffer.from('<html><head></head><body></body></html>'),
            'hero.png': await pngImage(),
          }),
        ),
      ]),
      '300x250-Sweep.zip',
    );
    const template = (await admin.request('POST', `/assets/concepts/${conceptId}/templates`, form)).body.templates[0];
    const frame = new FormData();
    frame.append('file', new Blob([new Uint8Array(await pngImage())], { type: 'image/png' }), 'frame.png');
    expect((await admin.request('POST', `/assets/concepts/${conceptId}/storyboards/import`, frame)).status).toBe(201);
    const preview = await admin.post(`/assets/concepts/${conceptId}/templates/${template.id}/code-editor-preview`, {
      editedCode: '<p>draft</p>',
    });
    expect(preview.status).toBe(200);
    const named = [...(await filesUnder('storyboards')), ...(await filesUnder('templates'))].filter(
      (key) => !key.includes('code-editor-previews'),
    );
    expect(named).toHaveLength(3);
    const orphans = [
      `storyboards/${conceptId}/${newId()}.png`,
      `templates/${partnerId}/${conceptId}/${newId()}/index.html`,
    ];
    for (const key of orphans) await put(key);

    await age(['storyboards', 'templates'], new Date(Date.now() - ORPHAN_MIN_AGE_MS - 60_000));
    const fresh = `templates/${partnerId}/${conceptId}/${newId()}/index.html`;
    await put(fresh);
    expect(
      await sweepOrphans(w.t.system.deps.blobs, orphanPorts(w.t.system.deps.pool, w.t.system.deps.store)),
    ).toMatchObject({ unrecorded: 3 });

    expect([...(await filesUnder('storyboards')), ...(await filesUnder('templates'))].sort()).toEqual(
      [...named, fresh].sort(),
    );
    expect((await admin.get(preview.body.previewLocation.replace('/api/v1', ''))).status).toBe(404);
    expect((await admin.get(`/assets/templates/${template.id}/code`)).status).toBe(200);
  });

  it('keeps everything under a prefix whose read model cannot tell (behind the head: a rebuild or a catch-up)', async () => {
    const key = `templates/${partnerId}/${conceptId}/${newId()}/index.html`;
    await put(key);
    await age(['templates'], new Date(Date.now() - ORPHAN_MIN_AGE_MS - 60_000));
    const { pool, store, blobs } = w.t.system.deps;
    const head = await store.headPosition();
    expect(await namedTemplateFiles(pool, [key], head)).toEqual([]);
    expect(await namedTemplateFiles(pool, [key], head + 1)).toBeNull();
    expect(await namedStoryboardFiles(pool, [key], head + 1)).toBeNull();
    const behind = {
      ...orphanPorts(pool, store),
      recorded: [{ prefix: 'templates', named: (keys: string[]) => namedTemplateFiles(pool, keys, head + 1) }],
    };
    expect(await sweepOrphans(blobs, behind)).toMatchObject({ unrecorded: 0 });
    expect(await filesUnder('templates')).toContain(key);
  });
});

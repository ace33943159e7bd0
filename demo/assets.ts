// Demo assets: the files missing from the partner's library are made, uploaded on their node through the
// real upload API (one multipart call, zips expanded), and waited for until their workflows have finished.
import { randomUUID } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import type { ApiClient } from './api-client';
import { fileName, libraryNames, type AssetGroup, type DemoFile } from './asset-data';
import { pathKey, requireKey, type Seeding } from './ensure';
import { contentTypeOf } from '../workflows/render/content-types';
import { inTempFolder, makeFile } from './media';
import type { SeededPartner } from './partners';

interface UploadItem {
  tempAssetId: string;
  status: string;
  data: { name: string; errors: string[] };
}

const IN_FLIGHT = new Set(['PENDING', 'UPLOADING', 'PROCESSING']);
const POLL_MS = 500;
/** A first boot may still be bundling the worker or starting Temporal. */
const UPLOADS_TIMEOUT_MS = 5 * 60_000;

async function inLibrary(api: ApiClient, partnerId: string, name: string): Promise<boolean> {
  const page = await api.get<{ results: { name: string }[] }>(
    `/assets/single-files?partnerId=${partnerId}&limit=100&search=${encodeURIComponent(name)}`,
  );
  return page.results.some((a) => a.name === name);
}

async function missingFiles(s: Seeding, partnerId: string, files: DemoFile[]): Promise<DemoFile[]> {
  const missing: DemoFile[] = [];
  for (const f of files) {
    const present = await Promise.all(libraryNames(f).map((name) => inLibrary(s.api, partnerId, name)));
    if (present.every(Boolean)) s.log(`= asset ${fileName(f)}`);
    else missing.push(f);
  }
  return missing;
}

async function upload(
  api: ApiClient,
  partnerId: string,
  nodeId: string,
  group: AssetGroup,
  files: DemoFile[],
): Promise<string> {
  const uid = randomUUID();
  await inTempFolder(async (dir) => {
    const form = new FormData();
    form.append('nodeIds', JSON.stringify([nodeId]));
    form.append('tags', JSON.stringify(group.tags));
    form.append('unzip', 'true');
    for (const f of files)
      form.append('file', await openAsBlob(await makeFile(dir, f), { type: contentTypeOf(fileName(f)) }), fileName(f));
    await api.post(`/assets/single-files?partnerId=${partnerId}&uid=${uid}`, form);
  });
  return uid;
}

/** Polls the upload batch until every item (a zip's entries included) has left PENDING/UPLOADING/PROCESSING. */
async function finished(api: ApiClient, partnerId: string, uid: string): Promise<UploadItem[]> {
  const deadline = Date.now() + UPLOADS_TIMEOUT_MS;
  for (;;) {
    const items = await api.get<UploadItem[]>(`/assets/single-files/uploads?partnerId=${partnerId}&uid=${uid}`);
    if (items.length > 0 && !items.some((i) => IN_FLIGHT.has(i.status))) return items;
    if (Date.now() > deadline)
      throw new Error(
        `demo uploads still unfinished after ${UPLOADS_TIMEOUT_MS / 1000} s: ${items.map((i) => `${i.data.name} ${i.status}`).join(', ')}`,
      );
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

export async function seedAssets(s: Seeding, { partner, nodes }: SeededPartner, group: AssetGroup): Promise<void> {
  const missing = await missingFiles(s, partner.id, group.files);
  if (missing.length === 0) return;
  const nodeId = requireKey(nodes, pathKey(group.node), `node ${pathKey(group.node)} of ${partner.name}`);
  s.log(`  uploading ${missing.map(fileName).join(', ')} to ${pathKey(group.node)}`);
  const items = await finished(s.api, partner.id, await upload(s.api, partner.id, nodeId, group, missing));
  for (const item of items) s.log(`+ asset ${item.data.name} ${item.status}`);
  const failed = items.filter((i) => i.status === 'FAILED' || i.status === 'URL_FAILED');
  if (failed.length)
    throw new Error(
      `demo uploads failed: ${failed.map((i) => `${i.data.name} (${i.data.errors.join('; ')})`).join(', ')}`,
    );
}

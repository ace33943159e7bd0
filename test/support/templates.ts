// What the template API tests share: template code with its JSON blocks, an upload, and what a refusal must leave.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { TestApp } from './app';
import type { HttpClient } from './http';

/** The JSON blocks a template declares its dynamic fields in (docs/templates.md). */
export const code = (blocks: Record<string, string>) =>
  Object.entries(blocks)
    .map(([id, json]) => `<script type="application/json" id="${id}">${json}</script>`)
    .join('');

export const banner = (
  head = code({ defaultValues: '{"headline": "Summer sale"}', dynamicImageSizes: '{"hero": [300, 250]}' }),
) =>
  Buffer.from(`<!doctype html><html><head>${head}</head><body><h1>Sale</h1><img src="images/hero.png"></body></html>`);

export function uploadTemplate(
  client: HttpClient,
  concept: string,
  name: string,
  bytes: Uint8Array,
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return client.request('POST', `/assets/concepts/${concept}/templates`, form);
}

/** Events in the store, files under the template and staging folders of the blob store and its partly written files:
 * what a refusal must leave. */
export async function kept(t: TestApp) {
  const files = async (dir: string) =>
    (await readdir(path.join(t.config.dataDir, dir), { recursive: true, withFileTypes: true }).catch(() => [])).filter(
      (e) => e.isFile(),
    ).length;
  return {
    head: await t.system.deps.store.headPosition(),
    templates: await files('blobs/templates'),
    staged: await files('blobs/staging'),
    partial: await files('tmp/blobs'),
  };
}

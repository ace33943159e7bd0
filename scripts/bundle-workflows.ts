// `npm run build:workflows`: bundles workflow code ahead of time, so the product's worker does not run
// webpack at boot (seconds, and a memory peak). The worker uses a bundle only while it is newer than its source.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleWorkflows, prebuiltBundlePath } from '../workflows/runtime/worker';

const WORKFLOW_FILES = [
  '../workflows/upload/upload.workflow.ts',
  '../workflows/render/render.workflow.ts',
  '../workflows/review/review.workflow.ts',
  '../workflows/publish/publish.workflow.ts',
  '../workflows/export/export.workflow.ts',
  '../workflows/migration/migration.workflow.ts',
  // What the product's shared Worker runs (render, review, publish and more); those above are the tests' own Workers'.
  '../workflows/shared/shared.workflow.ts',
  '../workflows/delivery/delivery.workflow.ts',
].map((f) => fileURLToPath(new URL(f, import.meta.url)));

for (const file of WORKFLOW_FILES) {
  const { code } = await bundleWorkflows(file);
  const out = prebuiltBundlePath(file);
  await mkdir(path.dirname(out), { recursive: true });
  // Aside, then renamed: a worker starting meanwhile reads the old bundle or the new one, never half of one.
  await writeFile(`${out}.${process.pid}`, code);
  await rename(`${out}.${process.pid}`, out);
  console.log(`bundled ${path.relative(process.cwd(), file)} → ${path.relative(process.cwd(), out)}`);
}

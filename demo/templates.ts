// Demo templates: the example of docs/templates.md (demo/template-files/300x250-Summer sale/) zipped and
// uploaded to a concept in two sizes through the real upload API, the first approved. Re-running skips what exists.
import { readdir, readFile } from 'node:fs/promises';
import yazl from 'yazl';
import { fromRoot } from '../runtime/paths';
import type { Seeding } from './ensure';

const FOLDER = `${fromRoot('demo', 'template-files', '300x250-Summer sale')}/`;
/** The same files under each size: the example's layout is fluid. The first is approved. */
export const DEMO_TEMPLATE_NAMES = ['300x250-Summer sale', '160x600-Summer sale'];

/** The example's folder as a zip, the form a template upload takes. */
export async function zipFolder(): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const file of (await readdir(FOLDER)).sort()) zip.addBuffer(await readFile(`${FOLDER}${file}`), file);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

interface SeededTemplate {
  id: string;
  name: string;
  approved: boolean;
}

/** Uploads one file as a template of the concept; answers the templates it made. */
export async function uploadDemoTemplate(
  s: Seeding,
  concept: { id: string; partnerId: string },
  fileName: string,
  bytes: Uint8Array,
  type: string,
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), fileName);
  const { templates } = await s.api.post<{ templates: SeededTemplate[] }>(
    `/assets/concepts/${concept.id}/templates?partnerId=${concept.partnerId}`,
    form,
  );
  return templates;
}

export async function seedTemplates(s: Seeding, partnerId: string, conceptId: string): Promise<void> {
  const path = `/assets/concepts/${conceptId}/templates`;
  const existing = await s.api.get<SeededTemplate[]>(`${path}?fetchAll=true`);
  const zip = await zipFolder();
  const seeded: SeededTemplate[] = [];
  for (const name of DEMO_TEMPLATE_NAMES) {
    const found = existing.find((t) => t.name === name);
    if (found) {
      s.log(`= template ${name}`);
      seeded.push(found);
      continue;
    }
    const [template] = await uploadDemoTemplate(s, { id: conceptId, partnerId }, `${name}.zip`, zip, 'application/zip');
    s.log(`+ template ${name}`);
    seeded.push(template!);
  }
  const first = seeded[0]!;
  if (!first.approved) {
    await s.api.call('PATCH', `${path}/${first.id}/approve`);
    s.log(`+ approval of template ${first.name}`);
  }
}

// The files of a creative as a platform takes them (issue 20 §3): an HTML format is its template version's files in
// an HTML5 zip, the entry filled with the variant's values and each library asset they point at beside it (assets/),
// with its screenshot as the backup image when it has one; a video format is its video; a pre-rendered one (CM360
// PRE_RENDERED) is its screenshot alone; a Meta or Google Ads creative is its library images and video, each named by
// its asset id (domain/publishing/platform-content.ts). Everything is read by the approved content's own keys, so what
// is published is what was approved, through the chunk's reads (chunk-reads.ts).
import yazl from 'yazl';
import type { ElementValue } from '../../domain/personalise/events';
import { variantPage } from '../../domain/template/variant-page';
import type { TemplateVersion } from '../../domain/template';
import type { CreativeFile } from '../../platforms/ad-platform';
import { contentTypeOf } from '../render/content-types';
import { screenshotKey } from '../render/screenshot-activities';
import type { BlobRead, ChunkReads } from './chunk-reads';

const ASSETS = 'assets';

/** Pictures and videos are compressed already: deflating them again costs CPU and saves nothing. */
const packed = (contentType: string) => contentType.startsWith('image/') || contentType.startsWith('video/');

/** The files in a zip; each one named `type` is stored as it is when that type is compressed already. */
export function zipOf(files: readonly { path: string; bytes: Buffer; type?: string }[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const file of files)
    zip.addBuffer(file.bytes, file.path, { compress: !packed(file.type ?? contentTypeOf(file.path)) });
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

export interface CreativeContent {
  partnerId: string;
  fingerprint: string;
  template: TemplateVersion;
  values: Readonly<Record<string, ElementValue>>;
  prerendered: boolean;
  /** The library assets that are the creative's files (Meta, Google Ads), in order; null for a template's files. */
  media: readonly string[] | null;
  /** A library asset's location in the blob store and its file name, or null when it is not the partner's or gone. */
  assetFile(assetId: string): Promise<{ location: string; name: string } | null>;
}

async function assetBytes(read: BlobRead, content: CreativeContent, assetId: string) {
  const file = await content.assetFile(assetId);
  const bytes = file ? await read(file.location) : null;
  if (!file || !bytes) throw new Error(`The asset ${assetId} of the creative is gone`);
  return { name: file.name, bytes };
}

/** The creative's files; throws (with the reason the user is shown) when one of them is missing. */
export async function creativeFiles(
  { stored, screenshot }: Pick<ChunkReads, 'stored' | 'screenshot'>,
  content: CreativeContent,
): Promise<CreativeFile[]> {
  const { template, fingerprint, media } = content;
  if (media)
    return Promise.all(
      media.map(async (assetId) => {
        const { name, bytes } = await assetBytes(stored, content, assetId);
        return { name: assetId, contentType: contentTypeOf(name), bytes };
      }),
    );
  const picture = await screenshot(screenshotKey(content.partnerId, fingerprint));
  const png = picture ? [{ name: `${fingerprint.slice(0, 12)}.png`, contentType: 'image/png', bytes: picture }] : [];
  if (content.prerendered) {
    if (png.length === 0) throw new Error('The creative has no screenshot to publish: render it first');
    return png;
  }
  const file = async (path: string) => {
    const bytes = await stored(`${template.storage}/${path}`);
    if (!bytes) throw new Error(`The template version has no ${path}`);
    return bytes;
  };
  if (template.kind === 'video') {
    const name = template.entry.split('/').pop() ?? template.entry;
    return [{ name, contentType: contentTypeOf(name), bytes: await file(template.entry) }];
  }
  const entry = (await file(template.entry)).toString('utf8');
  const page = variantPage(entry, content.values, (assetId) => `${ASSETS}/${assetId}`);
  if (!page.ok) throw new Error(page.error);
  const files: { path: string; bytes: Buffer; type?: string }[] = [
    { path: template.entry, bytes: Buffer.from(page.value) },
  ];
  for (const path of template.files) if (path !== template.entry) files.push({ path, bytes: await file(path) });
  for (const assetId of new Set(Object.values(content.values).flatMap((v) => (v.assetId ? [v.assetId] : [])))) {
    const { name, bytes } = await assetBytes(stored, content, assetId);
    files.push({ path: `${ASSETS}/${assetId}`, bytes, type: contentTypeOf(name) });
  }
  const zip = { name: `${fingerprint.slice(0, 12)}.zip`, contentType: 'application/zip', bytes: await zipOf(files) };
  return [zip, ...png];
}

// A template's files in the blob store, under `templates/<partner>/<concept>/<template id>/`: an HTML5 banner
// (a zip holding index.html at its root or in its one folder, or one .html file) or a video template (an mp4).
// The package is unpacked entry by entry with the asset zip expansion (workflows/media/zip.ts), which refuses
// entries that would land outside the folder and packages expanding past MAX_TEMPLATE_BYTES or the zip ratio
// (refused before a file is stored); any refusal removes what was stored.
import { Readable } from 'node:stream';
import { DomainError } from '../../../domain/shared/errors';
import { INVALID_FILE_FORMAT, invalidTemplate, type TemplateFiles, type TemplateKind } from '../../../domain/template';
import {
  MAX_TEMPLATE_BYTES,
  MAX_TEMPLATE_ZIP_RATIO,
  TEMPLATE_RATIO_TOO_HIGH,
  TEMPLATE_TOO_LARGE,
} from '../../../domain/template/package-limits';
import { BlobTooLargeError, InvalidBlobKeyError, type BlobStore } from '../../../commands/blob-store/port';
import { MediaUnreadableError } from '../../../workflows/media/errors';
import { expandZip, ZipTooLargeError } from '../../../workflows/media/zip';
import { MAX_ZIP_ENTRIES } from '../../../workflows/upload/process-step';

const ENTRY = 'index.html';
const VIDEO_ENTRY = 'video.mp4';
/** The entry HTML is read whole to find its dynamic fields: more than this is no banner. */
export const MAX_HTML_BYTES = 10 * 1024 * 1024;

/** An unsaved preview of edited code (spec 3 §9 file names), under the version's folder at a key no event names. */
export const CODE_EDITOR_PREVIEW = 'codeEditorPreview.html';
export const codeEditorPreviewKey = (files: Pick<TemplateFiles, 'storage'>, draftId: string) =>
  `${files.storage}/code-editor-previews/${draftId}/${CODE_EDITOR_PREVIEW}`;

export type PackageType = 'zip' | 'html' | 'video';

/** What the uploaded file's name says it is; null for anything else ('Invalid file format'). */
export function packageTypeOf(fileName: string): PackageType | null {
  if (/\.zip$/i.test(fileName)) return 'zip';
  if (/\.html?$/i.test(fileName)) return 'html';
  if (/\.mp4$/i.test(fileName)) return 'video';
  return null;
}

interface StoredPackage {
  kind: TemplateKind;
  html: string | null;
  files: TemplateFiles;
}

async function readText(blobs: BlobStore, key: string): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of await blobs.open(key)) {
    size += (chunk as Buffer).length;
    if (size > MAX_HTML_BYTES) throw invalidTemplate(INVALID_FILE_FORMAT);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The entry HTML of a stored version. */
export const readEntry = (blobs: BlobStore, files: TemplateFiles) => readText(blobs, `${files.storage}/${files.entry}`);

/** index.html at the root, or in the one folder everything is in: that folder becomes the template's root. */
function rootOf(names: string[]): string | null {
  if (names.includes(ENTRY)) return '';
  const folder = names[0]?.split('/')[0];
  if (folder === undefined || !names.every((n) => n.startsWith(`${folder}/`))) return null;
  return names.includes(`${folder}/${ENTRY}`) ? folder : null;
}

async function unpackZip(blobs: BlobStore, zipFile: string, prefix: string): Promise<TemplateFiles> {
  const names: string[] = [];
  let budget = MAX_TEMPLATE_BYTES;
  await expandZip(zipFile, { maxBytes: MAX_TEMPLATE_BYTES, maxRatio: MAX_TEMPLATE_ZIP_RATIO }, async (name, stream) => {
    if (names.length >= MAX_ZIP_ENTRIES) throw invalidTemplate(INVALID_FILE_FORMAT);
    const { size } = await blobs.put(`${prefix}/${name}`, stream, { maxBytes: budget });
    budget -= size;
    names.push(name);
  });
  const root = rootOf(names);
  if (root === null) throw invalidTemplate(INVALID_FILE_FORMAT);
  const relative = root === '' ? names : names.map((n) => n.slice(root.length + 1));
  return { storage: root === '' ? prefix : `${prefix}/${root}`, entry: ENTRY, files: relative.sort() };
}

/**
 * Stores the staged upload as the template's files under `prefix` and answers them with the entry HTML's text.
 * A package that is not a template answers 422 'Invalid file format' and leaves nothing under `prefix`.
 */
export async function storePackage(
  blobs: BlobStore,
  staged: string,
  type: PackageType,
  prefix: string,
): Promise<StoredPackage> {
  try {
    if (type === 'video') {
      await blobs.copy(staged, `${prefix}/${VIDEO_ENTRY}`);
      return { kind: 'video', html: null, files: { storage: prefix, entry: VIDEO_ENTRY, files: [VIDEO_ENTRY] } };
    }
    const files =
      type === 'html'
        ? (await blobs.copy(staged, `${prefix}/${ENTRY}`), { storage: prefix, entry: ENTRY, files: [ENTRY] })
        : await blobs.withLocalFile(staged, (file) => unpackZip(blobs, file, prefix));
    return { kind: 'html', html: await readEntry(blobs, files), files };
  } catch (error) {
    await blobs.deletePrefix(prefix);
    if (error instanceof DomainError) throw error;
    if (error instanceof ZipTooLargeError)
      throw invalidTemplate(error.limit === 'size' ? TEMPLATE_TOO_LARGE : TEMPLATE_RATIO_TOO_HIGH);
    // A damaged zip, an entry escaping its folder or an unusable path: not a template.
    if (
      error instanceof MediaUnreadableError ||
      error instanceof InvalidBlobKeyError ||
      error instanceof BlobTooLargeError
    )
      throw invalidTemplate(INVALID_FILE_FORMAT);
    throw error;
  }
}

/** A new version's files: the source version's, with its entry HTML replaced by the edited code (null: copied too). */
export async function storeEditedCopy(
  blobs: BlobStore,
  source: TemplateFiles,
  editedCode: string | null,
  prefix: string,
): Promise<TemplateFiles> {
  try {
    const copied = editedCode === null ? source.files : source.files.filter((f) => f !== source.entry);
    for (const file of copied) await blobs.copy(`${source.storage}/${file}`, `${prefix}/${file}`);
    if (editedCode !== null)
      await blobs.put(`${prefix}/${source.entry}`, Readable.from(Buffer.from(editedCode, 'utf8')), {
        contentType: 'text/html',
      });
    return { storage: prefix, entry: source.entry, files: source.files };
  } catch (error) {
    await blobs.deletePrefix(prefix);
    throw error;
  }
}

// Asset upload rules, formats, categories and messages (spec 1 §3, §4, §5, §8, §9; spec 3 §3, §5, §9).
// The upload screens and the server both read this module, so a file is judged the same on both sides.

import { FILE_NAME_MAX_LENGTH, lengthError } from '../shared/text-limits';
import { hasTextDirectionControl, TEXT_DIRECTION_CONTROL } from '../shared/validation';
import { IPV6_ADDRESS } from '../shared/ipv6';

// ---- Limits and their messages ----
export const MAX_FILES_PER_UPLOAD = 50;
export const TOO_MANY_FILES = "You can't upload more than 50 files at once";
/** 2 GB, the largest single asset. */
export const MAX_ASSET_BYTES = 2147483648;
export const ASSET_TOO_LARGE = "This asset couldn't be uploaded because it exceeds the 2GB limit";
export const INVALID_FILE_FORMAT = 'Invalid file format';
export const PROCESSING_FAILED = 'We could not process your file. Please try again.';
/**
 * A zip expanded into the library (unzip) may hold no more than the largest single asset: one upload never
 * stages more than one file of the library's limit would.
 */
export const MAX_ZIP_EXPANDED_BYTES = MAX_ASSET_BYTES;
export const ZIP_TOO_LARGE = "This zip couldn't be expanded because its files exceed the 2GB limit";
/** Deflate reaches about 1000:1 on zeros; media and documents compress far less than this. */
export const MAX_ZIP_RATIO = 100;
export const ZIP_RATIO_TOO_HIGH = `This zip couldn't be expanded because it expands to more than ${MAX_ZIP_RATIO} times its size`;
/** Video zip size constraint; the spec says 150 KB, read here as 150 × 1024 bytes. */
export const VIDEO_ZIP_MAX_BYTES = 150 * 1024;

// ---- Formats and media kinds ----
export type MediaKind = 'image' | 'video' | 'audio' | 'document' | 'font' | 'archive' | 'other';

// 'image' means a picture the product reads (dimensions, thumbnail, crop). Other pictures the browser
// calls image/* (bmp, heic, ...) are still accepted by their mime type and kept as files of kind 'other'.
const KIND_FORMATS: Record<Exclude<MediaKind, 'other'>, readonly string[]> = {
  image: ['png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'tif', 'tiff', 'svg'],
  video: ['mp4', 'm4v', 'mov', 'webm', 'avi', 'mkv', 'wmv', 'mpg', 'mpeg', 'flv', '3gp', 'ogv'],
  audio: ['mp3', 'wav', 'aac', 'm4a', 'ogg', 'oga', 'opus', 'flac', 'aif', 'aiff', 'wma'],
  font: ['otf', 'ttf', 'woff', 'woff2'],
  document: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'psd', 'psb', 'ai', 'eps', 'xd'],
  archive: ['zip'],
};

const FORMAT_KINDS = new Map<string, MediaKind>(
  Object.entries(KIND_FORMATS).flatMap(([kind, formats]) => formats.map((f) => [f, kind as MediaKind] as const)),
);

/** Every format accepted by its extension alone. */
export const ACCEPTED_FORMATS: readonly string[] = [...FORMAT_KINDS.keys()];

/** Mime types whose subtype is not the format's extension. */
const MIME_FORMATS = new Map(
  Object.entries({
    'image/svg+xml': 'svg',
    'video/quicktime': 'mov',
    'video/x-msvideo': 'avi',
    'video/x-matroska': 'mkv',
    'audio/mpeg': 'mp3',
    'audio/mp4': 'm4a',
    'application/pdf': 'pdf',
    'application/zip': 'zip',
    'application/x-zip-compressed': 'zip',
    'application/msword': 'doc',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
    'application/vnd.ms-excel': 'xls',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
    'application/vnd.ms-powerpoint': 'ppt',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
    'image/vnd.adobe.photoshop': 'psd',
  }),
);

const MEDIA_MIME = /^(image|audio|video|font)\//;

/** Lowercase extension of the last path segment; '' for none (and for dotfiles such as '.env'). */
export function fileExtension(name: string): string {
  const base = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

function formatFromMime(mimeType: string): string | undefined {
  if (MIME_FORMATS.has(mimeType)) return MIME_FORMATS.get(mimeType);
  const subtype = mimeType.split('/')[1]?.replace(/^x-/, '');
  return MEDIA_MIME.test(mimeType) && subtype && FORMAT_KINDS.has(subtype) ? subtype : undefined;
}

const normalizeMime = (mimeType: string | null | undefined) => (mimeType ?? '').split(';')[0]!.trim().toLowerCase();

/** The asset's format: its known extension, else what its mime type names (links often lack an extension). */
export function fileFormat(name: string, mimeType?: string | null): string {
  const extension = fileExtension(name);
  if (FORMAT_KINDS.has(extension)) return extension;
  return formatFromMime(normalizeMime(mimeType)) ?? extension;
}

/** Accepted: a known format by extension or mime type, or any image, audio, video or font mime type. */
export function isAcceptedFile(name: string, mimeType?: string | null): boolean {
  return FORMAT_KINDS.has(fileFormat(name, mimeType)) || MEDIA_MIME.test(normalizeMime(mimeType));
}

export function mediaKind(format: string): MediaKind {
  return FORMAT_KINDS.get(format.toLowerCase()) ?? 'other';
}

/** The message for a batch of files, before any is sent. */
export function uploadBatchError(fileCount: number): string | null {
  return fileCount > MAX_FILES_PER_UPLOAD ? TOO_MANY_FILES : null;
}

/** A file's name: at most FILE_NAME_MAX_LENGTH characters, no text-direction controls ('probe\u202Egnp.exe'). */
export function fileNameError(name: string): string | null {
  return (
    lengthError(name, FILE_NAME_MAX_LENGTH, 'file name') ??
    (hasTextDirectionControl(name) ? TEXT_DIRECTION_CONTROL : null)
  );
}

/** The message for one file: format first, then its name, then size. */
export function uploadFileError(file: { name: string; mimeType?: string | null; size: number }): string | null {
  if (!isAcceptedFile(file.name, file.mimeType)) return INVALID_FILE_FORMAT;
  const nameRefusal = fileNameError(file.name);
  if (nameRefusal) return nameRefusal;
  return file.size > MAX_ASSET_BYTES ? ASSET_TOO_LARGE : null;
}

// ---- Links ----
export const INVALID_URL = 'Please enter a valid URL';

const HOST = String.raw`(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,63}`;
const IPV4 = String.raw`\d{1,3}(?:\.\d{1,3}){3}`;
// Any IPv6 literal is a URL; whether a link may be fetched from it is the link guard's call (a public address only).
const IPV6 = String.raw`\[${IPV6_ADDRESS}\]`;
const URL_PATTERN = new RegExp(
  String.raw`^(?:(?:https?|ftp)://(?:[^\s/@]+@)?(?:${HOST}|${IPV4}|${IPV6}|localhost)|www\.${HOST})(?::\d{1,5})?(?:[/?#]\S*)?$`,
  'iu',
);

/** http://, https://, ftp:// or www. forms (spec 1 §5, spec 3 §5); the host a name, an IPv4 or a bracketed IPv6
 * address. */
export function urlError(url: string | null | undefined): string | null {
  return URL_PATTERN.test((url ?? '').trim()) ? null : INVALID_URL;
}

// ---- Dimensions ----
const DIMENSION_PATTERN = /^\d{1,4}x\d{1,4}$/;

export function isDimension(text: string): boolean {
  return DIMENSION_PATTERN.test(text);
}

export function dimensionText(width: number, height: number): string {
  return `${width}x${height}`;
}

// ---- Categories ----
export const ASSET_CATEGORIES = ['brands', 'fonts', 'logos', 'creatives', 'other'] as const;
export type AssetCategory = (typeof ASSET_CATEGORIES)[number];

export const ASSET_CATEGORY_LABELS: Record<AssetCategory, string> = {
  brands: 'Brand Guidelines',
  fonts: 'Font',
  logos: 'Logo',
  creatives: 'Finished designs',
  other: 'Other',
};

const BRAND_GUIDELINE_FORMATS = ['pdf', 'doc', 'docx'];
const FONT_FORMATS = KIND_FORMATS.font;
const VECTOR_LOGO_FORMATS = ['svg', 'eps', 'ai', 'psd'];
const FINISHED_DESIGN_FORMATS = ['psd', 'psb', 'xd', 'tiff', 'tif', 'ai'];

/** Checked in the spec's order: brand guidelines, fonts, logos, finished designs, then other. */
export function suggestCategory(name: string): AssetCategory {
  const format = fileExtension(name);
  if (BRAND_GUIDELINE_FORMATS.includes(format)) return 'brands';
  if (FONT_FORMATS.includes(format)) return 'fonts';
  const isPicture = mediaKind(format) === 'image' || VECTOR_LOGO_FORMATS.includes(format);
  if (isPicture && /logo/i.test(name)) return 'logos';
  if (FINISHED_DESIGN_FORMATS.includes(format)) return 'creatives';
  return 'other';
}

// ---- Upload lifecycle ----
/** PENDING → UPLOADING → PROCESSING → DONE, or FAILED (a file) / URL_FAILED (a link). */
export const UPLOAD_STATUSES = ['PENDING', 'UPLOADING', 'PROCESSING', 'DONE', 'FAILED', 'URL_FAILED'] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

export const UPLOAD_STATUS_LABELS: Record<UploadStatus, string> = {
  PENDING: 'Upload pending',
  UPLOADING: 'Uploading',
  PROCESSING: 'Processing',
  DONE: 'Done',
  FAILED: 'Upload failed',
  URL_FAILED: 'URL failed',
};

/** Progress goes to the application server first, then to storage. */
export const UPLOAD_STAGES = { server: 1, storage: 2 } as const;

export const UPLOAD_WIZARD_STEPS = { selectFiles: 0, meta: 1, tags: 2, permissions: 3, upload: 4 } as const;
export const UPLOAD_PROGRESS_VALUES = [0, 50, 100] as const;
export const UPLOAD_PHASE_LABELS = { unpacking: 'Unpacking', uploading: 'Uploading' } as const;

const assets = (count: number) => (count === 1 ? '1 asset was' : `${count} assets were`);

/** Told when finished uploads were merged into assets already in the library. */
export function mergedFromLibraryMessage(count: number): string {
  return `${assets(count)} already found in the shared library.`;
}

/** Told when finished uploads duplicated the data of assets uploaded before. */
export function mergedDuplicatesMessage(count: number): string {
  return count === 1
    ? '1 asset with the same data was already uploaded.'
    : `${count} assets with the same data were already uploaded.`;
}

/** Added to the merge message when the asset merged into was archived: the upload brought it back. */
export const RESTORED_FROM_ARCHIVE = 'It was archived and is now restored to the library.';

// Upload-flow messages of spec 1 §8, verbatim (including the spec's 'ocurred').
export function assetUploadErrorMessage(fileName: string): string {
  return `An error ocurred during ${fileName} asset uploading`;
}
export const ASSET_PERMISSIONS_FAILED = 'An error occurred - could not set asset permissions';
export const UPLOAD_TRY_AGAIN_LATER = 'Something went wrong try again later';
export const ASSETS_FETCH_FAILED = 'Something went wrong during assets fetching';

// ---- Library picker ----
export const LIBRARY_PICKER_PAGE_SIZE = 20;
export const LIBRARY_SEARCH_DEBOUNCE_MS = 700;

// ---- Crop ----
export const CROP_FORMATS = ['jpeg', 'png', 'webp', 'auto'] as const;
/** The cropper's background removal failed (spec 3 §8). */
export const BACKGROUND_NOT_REMOVED = 'Sorry, the background of this image can’t be removed.';
export type CropFormat = (typeof CROP_FORMATS)[number];

/** 'auto' keeps the source's format when it is one a crop can be written as, else png. */
export function cropOutputFormat(requested: CropFormat, sourceFormat: string): Exclude<CropFormat, 'auto'> {
  if (requested !== 'auto') return requested;
  const source = sourceFormat.toLowerCase();
  if (source === 'jpg' || source === 'jpeg') return 'jpeg';
  return source === 'webp' ? 'webp' : 'png';
}

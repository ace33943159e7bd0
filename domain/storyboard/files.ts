// Storyboard files (spec 3 §5): images (png, jpg, jpeg, gif, webp), pdf, and video only as mp4 (video/mp4).
// A file is judged by its name and by its first bytes: the extension must be one of these and the content must
// be what the extension says (a renamed text file is refused). Anything else answers 'Invalid file format'.
import { fileExtension, INVALID_FILE_FORMAT } from '../asset/rules';
import { NAME_MAX_LENGTH } from '../shared/validation';

export { INVALID_FILE_FORMAT };

export const STORYBOARD_FORMATS = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'pdf', 'mp4'] as const;
export type StoryboardFormat = (typeof STORYBOARD_FORMATS)[number];

/** What the file picker offers: the formats' extensions (their media types come from the one MIME table on the
 * server, workflows/render/content-types.ts). */
export const STORYBOARD_FILE_ACCEPT = STORYBOARD_FORMATS.map((format) => `.${format}`).join(',');

/** How many leading bytes the content check reads. */
export const STORYBOARD_HEAD_BYTES = 16;

/** MP4 brands (ISO base media) a browser plays as video/mp4; QuickTime, HEIF and audio-only brands are not mp4 video.
 * */
const MP4_BRANDS = [
  'isom',
  'iso2',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'dash',
  'mmp4',
  'M4V ',
  'MSNV',
  'f4v ',
];

const ascii = (head: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...head.subarray(from, from + length));
const startsWith = (head: Uint8Array, bytes: number[]) => bytes.every((byte, i) => head[i] === byte);

const CONTENT: Record<StoryboardFormat, (head: Uint8Array) => boolean> = {
  png: (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpg: (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  jpeg: (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  gif: (head) => ['GIF87a', 'GIF89a'].includes(ascii(head, 0, 6)),
  webp: (head) => ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WEBP',
  pdf: (head) => ascii(head, 0, 5) === '%PDF-',
  mp4: (head) => ascii(head, 4, 4) === 'ftyp' && MP4_BRANDS.includes(ascii(head, 8, 4)),
};

const isStoryboardFormat = (format: string): format is StoryboardFormat =>
  (STORYBOARD_FORMATS as readonly string[]).includes(format);

/** The file's format when its name and its first bytes agree on one the storyboards take, else null. */
export function storyboardFileFormat(fileName: string, head: Uint8Array): StoryboardFormat | null {
  const extension = fileExtension(fileName);
  return isStoryboardFormat(extension) && CONTENT[extension](head) ? extension : null;
}

/** An imported file's storyboard name: its name without the extension, trimmed and cut to the longest name. */
export function nameFromFile(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return (dot <= 0 ? fileName : fileName.slice(0, dot)).trim().slice(0, NAME_MAX_LENGTH).trimEnd();
}

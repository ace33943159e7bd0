// Expands an uploaded zip entry by entry, streaming each to onEntry; nothing is unpacked to disk. A package is
// judged against its limits twice: by the sizes its central directory declares, before any entry is opened (so a
// zip bomb is refused before a byte is written), and by the bytes actually inflated, which may never pass what
// was declared (a lying header is cut off mid-entry).
import { PassThrough, type Readable } from 'node:stream';
import yauzl from 'yauzl';
import { MediaUnreadableError } from './errors';

/** An entry that would land outside the folder it is unpacked in ('../x', '/etc/x', 'C:\x'). */
export class UnsafeZipEntryError extends MediaUnreadableError {
  constructor(file: string, reason: string) {
    super(file, reason);
    this.name = 'UnsafeZipEntryError';
  }
}

interface ZipLimits {
  /** The most bytes the package's files may expand to, all together. */
  maxBytes: number;
  /** The most the package may expand to per byte of zip, once past ZIP_RATIO_GRACE_BYTES. */
  maxRatio: number;
}

/**
 * A small package of text can compress far better than media does and still cannot hurt: the ratio is judged
 * only beyond this many expanded bytes.
 */
export const ZIP_RATIO_GRACE_BYTES = 1024 * 1024;

/** A package that would expand past its limits: by its total size ('size') or by its compression ratio ('ratio'). */
export class ZipTooLargeError extends Error {
  constructor(
    readonly file: string,
    readonly limit: 'size' | 'ratio',
    readonly expandedBytes: number,
  ) {
    super(`${file} expands to ${expandedBytes} bytes, past its ${limit} limit`);
    this.name = 'ZipTooLargeError';
  }
}

/** Folders, macOS resource forks and dotfiles are not assets. */
const skipped = (name: string) =>
  name.endsWith('/') || name.split('/').some((segment) => segment === '__MACOSX' || segment.startsWith('.'));

type Zip = Awaited<ReturnType<typeof yauzl.openPromise>>;

const unreadable = (file: string) => (error: unknown) => {
  throw new MediaUnreadableError(file, 'not a readable zip', { cause: error });
};

// Names are decoded here, not by yauzl, so that an unsafe one is refused as such rather than as damage.
// validateEntrySizes (yauzl's default, stated here because the limits rest on it) fails an entry's stream
// with the first chunk that would take it past its declared size, so no entry, and no package, ever yields
// more than its central directory declared and checkDeclaredBytes judged.
const open = (file: string) =>
  yauzl.openPromise(file, { decodeStrings: false, validateEntrySizes: true }).catch(unreadable(file));

/** Every entry of the central directory with its decoded name; unsafe names refuse the whole zip. */
async function* entriesOf(file: string, zip: Zip): AsyncGenerator<{ entry: yauzl.Entry; name: string }> {
  const entries = zip.eachEntry();
  for (;;) {
    const next = await entries.next().catch(unreadable(file));
    if (next.done) return;
    const entry = next.value;
    const name = yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, false);
    const unsafe = yauzl.validateFileName(name);
    if (unsafe) throw new UnsafeZipEntryError(file, unsafe);
    if (!skipped(name)) yield { entry, name };
  }
}

/**
 * The bytes the package's files declare, refused when past the limits. A pass of its own over the central
 * directory, so that a huge one is never held in memory.
 */
async function checkDeclaredBytes(file: string, limits: ZipLimits): Promise<void> {
  const zip = await open(file);
  try {
    let total = 0;
    for await (const { entry } of entriesOf(file, zip)) total += entry.uncompressedSize;
    if (total > limits.maxBytes) throw new ZipTooLargeError(file, 'size', total);
    if (total > Math.max(ZIP_RATIO_GRACE_BYTES, limits.maxRatio * zip.fileSize))
      throw new ZipTooLargeError(file, 'ratio', total);
  } finally {
    zip.close();
  }
}

/**
 * Calls onEntry for each file entry in order, with its path inside the zip ('/'-separated), a stream of its
 * bytes and its uncompressed size; the stream must be consumed before onEntry settles. A package past `limits`
 * rejects with ZipTooLargeError before onEntry is first called. A damaged zip or entry (also one inflating past
 * its declared size) rejects with MediaUnreadableError; errors of onEntry pass through unchanged.
 */
export async function expandZip(
  file: string,
  limits: ZipLimits,
  onEntry: (name: string, stream: Readable, size: number) => Promise<void>,
): Promise<void> {
  await checkDeclaredBytes(file, limits);
  const zip = await open(file);
  try {
    for await (const { entry, name } of entriesOf(file, zip)) {
      const raw = await zip.openReadStreamPromise(entry).catch(unreadable(file));
      const stream = new PassThrough();
      raw.on('error', (error) =>
        stream.destroy(new MediaUnreadableError(file, 'not a readable zip', { cause: error })),
      );
      // Until onEntry's consumer listens, an error here would be uncaught (and end the process); it still reaches the
      // consumer.
      stream.on('error', () => undefined);
      stream.on('close', () => raw.destroy());
      raw.pipe(stream);
      try {
        await onEntry(name, stream, entry.uncompressedSize);
      } finally {
        stream.destroy();
      }
    }
  } finally {
    zip.close();
  }
}

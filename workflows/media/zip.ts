// Expands an uploaded zip entry by entry, streaming each to onEntry; nothing is unpacked to disk.
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

/** Folders, macOS resource forks and dotfiles are not assets. */
const skipped = (name: string) =>
  name.endsWith('/') || name.split('/').some((segment) => segment === '__MACOSX' || segment.startsWith('.'));

/**
 * Calls onEntry for each file entry in order, with its path inside the zip ('/'-separated), a stream of its
 * bytes and its uncompressed size; the stream must be consumed before onEntry settles. A damaged zip or
 * entry rejects with MediaUnreadableError; errors of onEntry pass through unchanged.
 */
export async function expandZip(
  file: string,
  onEntry: (name: string, stream: Readable, size: number) => Promise<void>,
): Promise<void> {
  const unreadable = (error: unknown) => new MediaUnreadableError(file, 'not a readable zip', { cause: error });
  // Names are decoded here, not by yauzl, so that an unsafe one is refused as such rather than as damage.
  const zip = await yauzl.openPromise(file, { decodeStrings: false }).catch((error: unknown) => {
    throw unreadable(error);
  });
  try {
    const entries = zip.eachEntry();
    for (;;) {
      const next = await entries.next().catch((error: unknown) => {
        throw unreadable(error);
      });
      if (next.done) return;
      const entry = next.value;
      const name = yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, false);
      const unsafe = yauzl.validateFileName(name);
      if (unsafe) throw new UnsafeZipEntryError(file, unsafe);
      if (skipped(name)) continue;
      const raw = await zip.openReadStreamPromise(entry).catch((error: unknown) => {
        throw unreadable(error);
      });
      const stream = new PassThrough();
      raw.on('error', (error) => stream.destroy(unreadable(error)));
      // Until onEntry's consumer listens, an error here would be uncaught (and end the process); it still reaches the consumer.
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

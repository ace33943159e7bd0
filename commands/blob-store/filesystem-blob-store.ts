// Blobs as files under a root folder (the embedded default). A put writes a temp file in tmpDir, which must
// be on the same filesystem as root, and renames it into place: readers never see a partial file.
import { randomUUID } from 'node:crypto';
import { constants, createWriteStream } from 'node:fs';
import { copyFile, mkdir, open, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { hashFile } from './file-hash';
import { createMeter } from './meter';
import { removeStaleEntries } from './stale-files';
import { assertBlobKey, type BlobInfo, BlobNotFoundError, type BlobStore, type PutOptions } from './port';

const isMissing = (error: unknown) => ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

export class FilesystemBlobStore implements BlobStore {
  readonly kind = 'filesystem';

  constructor(
    private readonly root: string,
    private readonly tmpDir: string,
  ) {}

  async put(key: string, body: Readable, opts: PutOptions = {}): Promise<BlobInfo> {
    const meter = createMeter(opts);
    await this.intoPlace(key, (temp) =>
      pipeline(body, meter.transform, createWriteStream(temp, { flags: 'wx', flush: true })),
    );
    return meter.info();
  }

  async open(key: string, from = 0): Promise<Readable> {
    const file = this.pathOf(key);
    const handle = await open(file, 'r').catch((error: unknown) => {
      throw isMissing(error) ? new BlobNotFoundError(key) : error;
    });
    if (!(await handle.stat()).isFile()) {
      await handle.close();
      throw new BlobNotFoundError(key);
    }
    return handle.createReadStream({ start: from });
  }

  async stat(key: string): Promise<{ size: number } | null> {
    const found = await this.fileStat(this.pathOf(key));
    return found?.isFile() ? { size: found.size } : null;
  }

  /** A kernel copy (a clone where the filesystem makes them), hashed from the copy through one buffer: no bytes
   * pass through a stream's fresh buffers. */
  async copy(from: string, to: string, opts: Pick<PutOptions, 'onProgress'> = {}): Promise<BlobInfo> {
    assertBlobKey(to);
    const source = this.pathOf(from);
    const found = await this.fileStat(source);
    if (!found?.isFile()) throw new BlobNotFoundError(from);
    return this.intoPlace(to, async (temp) => {
      await copyFile(source, temp, constants.COPYFILE_FICLONE);
      const copied = await open(temp, 'r');
      try {
        const info = await hashFile(copied, found.size, opts);
        await copied.sync();
        return info;
      } finally {
        await copied.close();
      }
    });
  }

  async delete(key: string): Promise<void> {
    await unlink(this.pathOf(key)).catch((error: unknown) => {
      if (!isMissing(error)) throw error;
    });
  }

  async deletePrefix(prefix: string): Promise<void> {
    const dir = this.pathOf(prefix);
    if ((await this.fileStat(dir))?.isDirectory()) await rm(dir, { recursive: true, force: true });
  }

  async list(prefix: string): Promise<string[]> {
    const dir = this.pathOf(prefix);
    const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .sort();
  }

  async listWrittenBefore(prefix: string, before: Date): Promise<string[]> {
    const keys: string[] = [];
    for (const key of await this.list(prefix)) {
      const written = (await this.fileStat(this.pathOf(key)))?.mtime;
      if (written && written < before) keys.push(key);
    }
    return keys;
  }

  async withLocalFile<T>(key: string, fn: (path: string) => Promise<T>): Promise<T> {
    const file = this.pathOf(key);
    if (!(await this.fileStat(file))?.isFile()) throw new BlobNotFoundError(key);
    return fn(file);
  }

  removeTemporary(olderThan: Date): Promise<number> {
    return removeStaleEntries(this.tmpDir, olderThan);
  }

  /** Writes a temp file in tmpDir and renames it to key's path, so readers never see a partial blob; a failed
   * write leaves nothing. */
  private async intoPlace<T>(key: string, write: (temp: string) => Promise<T>): Promise<T> {
    const target = this.pathOf(key);
    await mkdir(this.tmpDir, { recursive: true });
    const temp = path.join(this.tmpDir, `${randomUUID()}.part`);
    try {
      const written = await write(temp);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(temp, target);
      return written;
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  private pathOf(key: string): string {
    assertBlobKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  private async fileStat(file: string) {
    return stat(file).catch((error: unknown) => {
      if (isMissing(error)) return null;
      throw error;
    });
  }
}

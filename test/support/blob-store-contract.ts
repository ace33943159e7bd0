// The behaviour every BlobStore adapter must show. Each adapter's test file runs this suite on its store.
// Every test writes under a fresh prefix, so a long-lived bucket works too.
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BlobNotFoundError,
  type BlobStore,
  BlobTooLargeError,
  InvalidBlobKeyError,
} from '../../commands/blob-store/port';
import type { MemoryChildReport, MemoryChildSetup } from './blob-store-memory-child';
import { generated, MiB } from './generated-stream';

export interface ContractBlobStore {
  store: BlobStore;
  /** The same store as `openBlobStore` opens it from config, in the child process that measures memory. */
  config: Pick<MemoryChildSetup, 'blobStoreUrl' | 'dataDir'>;
  cleanup(): Promise<void>;
}

/** Streams in a process of its own (blob-store-memory-child.ts): a worker process that several test files share
 * keeps their heaps and pages, which weighed in the measure and made it fail or crawl through full collections. */
async function largeStreamInChild(setup: MemoryChildSetup): Promise<MemoryChildReport> {
  const child = fileURLToPath(new URL('./blob-store-memory-child.ts', import.meta.url));
  const args = ['--expose-gc', '--import', 'tsx', child, JSON.stringify(setup)];
  const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: MiB });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as MemoryChildReport;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

const bodyOf = (data: Buffer | string) => Readable.from([Buffer.from(data)]);

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Gives `bytes`, then fails. */
function failingAfter(bytes: number): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (sent) return this.destroy(new Error('source broke'));
      sent = true;
      this.push(randomBytes(bytes));
    },
  });
}

export function blobStoreContract(make: () => Promise<ContractBlobStore>): void {
  let store: BlobStore;
  let config: ContractBlobStore['config'];
  let cleanup: () => Promise<void>;
  const prefixes: string[] = [];
  const freshPrefix = () => {
    const prefix = `contract-${randomBytes(8).toString('hex')}`;
    prefixes.push(prefix);
    return prefix;
  };

  beforeAll(async () => {
    ({ store, config, cleanup } = await make());
  });
  afterAll(async () => {
    for (const prefix of prefixes) await store.deletePrefix(prefix);
    await cleanup();
  });

  describe('put and read', () => {
    it('puts a stream and reads it back, answering its size and sha256', async () => {
      const key = `${freshPrefix()}/folder/banner.png`;
      const data = randomBytes(100_000);
      expect(await store.put(key, bodyOf(data), { contentType: 'image/png' })).toEqual({
        size: data.length,
        sha256: sha256(data),
      });
      expect(sha256(await readAll(await store.open(key)))).toBe(sha256(data));
      expect(await store.stat(key)).toEqual({ size: data.length });
    });

    it('reads from an offset to the end, and nothing from the end on', async () => {
      const key = `${freshPrefix()}/resumed.bin`;
      const data = randomBytes(100_000);
      await store.put(key, bodyOf(data));
      expect((await readAll(await store.open(key, 65_536))).equals(data.subarray(65_536))).toBe(true);
      expect(await readAll(await store.open(key, data.length))).toHaveLength(0);
      await expect(store.open(`${key}-missing`, 10)).rejects.toBeInstanceOf(BlobNotFoundError);
    });

    it('stores an empty blob', async () => {
      const key = `${freshPrefix()}/empty`;
      expect(await store.put(key, bodyOf(''))).toEqual({ size: 0, sha256: sha256(Buffer.alloc(0)) });
      expect(await store.stat(key)).toEqual({ size: 0 });
    });

    it('reports progress as bytes arrive, ending at the size', async () => {
      const progress: number[] = [];
      const { stream } = generated(3 * MiB + 5);
      await store.put(`${freshPrefix()}/clip.mp4`, stream, { onProgress: (bytes) => progress.push(bytes) });
      expect(progress.length).toBeGreaterThan(1);
      expect(progress).toEqual([...progress].sort((a, b) => a - b));
      expect(progress.at(-1)).toBe(3 * MiB + 5);
    });

    it('replaces what was at the key', async () => {
      const key = `${freshPrefix()}/file`;
      await store.put(key, bodyOf('first version'));
      await store.put(key, bodyOf('second'));
      expect((await readAll(await store.open(key))).toString()).toBe('second');
    });

    it('answers null or BlobNotFoundError for a missing key', async () => {
      const key = `${freshPrefix()}/missing`;
      expect(await store.stat(key)).toBeNull();
      await expect(store.open(key)).rejects.toBeInstanceOf(BlobNotFoundError);
      await expect(store.withLocalFile(key, async () => 'never')).rejects.toBeInstanceOf(BlobNotFoundError);
      await expect(store.copy(key, `${key}-copy`)).rejects.toBeInstanceOf(BlobNotFoundError);
    });

    it('answers null for a prefix that holds blobs but is not one', async () => {
      const prefix = freshPrefix();
      await store.put(`${prefix}/inner/file`, bodyOf('x'));
      expect(await store.stat(`${prefix}/inner`)).toBeNull();
      await expect(store.open(`${prefix}/inner`)).rejects.toBeInstanceOf(BlobNotFoundError);
    });
  });

  describe('maxBytes', () => {
    it('keeps a blob of exactly maxBytes', async () => {
      const key = `${freshPrefix()}/exact`;
      expect((await store.put(key, bodyOf(randomBytes(1000)), { maxBytes: 1000 })).size).toBe(1000);
    });

    it.each([
      ['a small blob', 1001, 1000],
      ['a blob past several multipart parts', 20 * MiB, 12 * MiB],
    ])('aborts %s with BlobTooLargeError and leaves nothing', async (_, size, maxBytes) => {
      const prefix = freshPrefix();
      const put = store.put(`${prefix}/big`, generated(size).stream, { maxBytes });
      await expect(put).rejects.toBeInstanceOf(BlobTooLargeError);
      expect(await store.stat(`${prefix}/big`)).toBeNull();
      expect(await store.list(prefix)).toEqual([]);
    });
  });

  it('rejects when the body fails, leaving nothing', async () => {
    const prefix = freshPrefix();
    await expect(store.put(`${prefix}/broken`, failingAfter(9 * MiB))).rejects.toThrow('source broke');
    expect(await store.list(prefix)).toEqual([]);
  });

  it('copies a blob with its hash and progress', async () => {
    const prefix = freshPrefix();
    const data = randomBytes(2 * MiB);
    await store.put(`${prefix}/original`, bodyOf(data));
    const progress: number[] = [];
    const copied = await store.copy(`${prefix}/original`, `${prefix}/crops/copy`, {
      onProgress: (b) => progress.push(b),
    });
    expect(copied).toEqual({ size: data.length, sha256: sha256(data) });
    expect(progress.at(-1)).toBe(data.length);
    expect(sha256(await readAll(await store.open(`${prefix}/crops/copy`)))).toBe(sha256(data));
    expect(await store.stat(`${prefix}/original`)).toEqual({ size: data.length });
  });

  it('deletes a blob; deleting a missing one is fine', async () => {
    const key = `${freshPrefix()}/doomed`;
    await store.put(key, bodyOf('x'));
    await store.delete(key);
    expect(await store.stat(key)).toBeNull();
    await expect(store.delete(key)).resolves.toBeUndefined();
  });

  it('lists the keys under a prefix, sorted, and nothing beside it', async () => {
    const prefix = freshPrefix();
    const sibling = `${prefix}-sibling`;
    prefixes.push(sibling);
    for (const key of [`${prefix}/b/2`, `${prefix}/a`, `${prefix}/b/1`, `${sibling}/x`, `${prefix}x`]) {
      await store.put(key, bodyOf(key));
    }
    expect(await store.list(prefix)).toEqual([`${prefix}/a`, `${prefix}/b/1`, `${prefix}/b/2`]);
    expect(await store.list(`${prefix}/b`)).toEqual([`${prefix}/b/1`, `${prefix}/b/2`]);
    expect(await store.list(`${prefix}/nothing`)).toEqual([]);
    await store.delete(`${prefix}x`);
  });

  it('deletes every key under a prefix and nothing beside it', async () => {
    const prefix = freshPrefix();
    const sibling = `${prefix}-sibling`;
    prefixes.push(sibling);
    for (const key of [`${prefix}/a`, `${prefix}/deep/er/b`, `${sibling}/keep`]) await store.put(key, bodyOf(key));
    await store.deletePrefix(prefix);
    expect(await store.list(prefix)).toEqual([]);
    expect(await store.list(sibling)).toEqual([`${sibling}/keep`]);
    await expect(store.deletePrefix(`${prefix}/gone`)).resolves.toBeUndefined();
  });

  it('lends a local file holding the bytes and answers what fn answers', async () => {
    const key = `${freshPrefix()}/video/clip.mp4`;
    const data = randomBytes(50_000);
    await store.put(key, bodyOf(data));
    let lent = '';
    const answer = await store.withLocalFile(key, async (file) => {
      lent = file;
      expect(sha256(await readFile(file))).toBe(sha256(data));
      return 42;
    });
    expect(answer).toBe(42);
    expect(lent.endsWith('clip.mp4')).toBe(true);
    // A folder store lends the blob itself; others lend a download they remove afterwards.
    expect(existsSync(lent)).toBe(store.kind === 'filesystem');
  });

  describe('keys', () => {
    const badKeys = [
      '',
      '/absolute',
      '../escape',
      'a/../../escape',
      'a/./b',
      'a//b',
      'trailing/',
      'back\\slash',
      'nul\0',
    ];

    it.each(badKeys)('refuses %j everywhere', async (key) => {
      const calls = [
        () => store.put(key, bodyOf('x')),
        () => store.open(key),
        () => store.stat(key),
        () => store.copy('fine', key),
        () => store.copy(key, 'fine'),
        () => store.delete(key),
        () => store.deletePrefix(key),
        () => store.list(key),
        () => store.withLocalFile(key, async () => null),
      ];
      for (const call of calls) await expect(call()).rejects.toBeInstanceOf(InvalidBlobKeyError);
    });
  });

  it('streams ~300 MB in and out with little memory growth', { timeout: 300_000 }, async () => {
    const size = 300 * MiB + 123;
    const report = await largeStreamInChild({ ...config, key: `${freshPrefix()}/large.bin`, size });
    expect(report.written).toEqual({ size, sha256: report.expected });
    expect(report.writeGrowth).toBeLessThan(100 * MiB);
    expect(report.readSha256).toBe(report.expected);
    expect(report.readGrowth).toBeLessThan(100 * MiB);
    expect(report.peakRssGrowth).toBeLessThan(150 * MiB);
  });
}

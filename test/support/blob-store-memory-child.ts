// A process of its own that streams ~300 MB into a blob store and back out and prints, as one JSON line, what it
// measured: blob-store-contract.ts's memory test runs it so that no other test file's heap or pages (a worker
// process that several files share) weigh in the measure. Its one argument: the store as `openBlobStore` opens it,
// the key and the size. Run with --expose-gc.
import { createHash } from 'node:crypto';
import { openBlobStore } from '../../commands/blob-store';
import { generated } from './generated-stream';

export interface MemoryChildSetup {
  blobStoreUrl: string | null;
  dataDir: string;
  key: string;
  size: number;
}

export interface MemoryChildReport {
  expected: string;
  written: { size: number; sha256: string };
  /** Bytes kept alive at the peak of the put (heap and Buffers, after full collections) over the start's. */
  writeGrowth: number;
  readSha256: string;
  readGrowth: number;
  /** The process's resident memory at its peak over its resident memory before the first byte. */
  peakRssGrowth: number;
}

const collectGarbage = (globalThis as { gc?: () => void }).gc;
if (!collectGarbage) throw new Error('run blob-store-memory-child with --expose-gc');

/** What the process keeps alive now: the JS heap and the memory of its Buffers, after a full collection. */
function liveBytes(): number {
  collectGarbage!();
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
}

/**
 * How much more memory `work` kept alive at its peak than before it began, sampled after full collections: what a
 * store holds, not garbage. Each sample waits twice as long as the last one took, at least 200 ms: the stream
 * always gets two thirds of the time.
 */
async function peakLiveGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growth: number }> {
  const baseline = liveBytes();
  let peak = baseline;
  let timer: NodeJS.Timeout | undefined;
  const sampleLater = (gap: number) => {
    timer = setTimeout(() => {
      const started = performance.now();
      peak = Math.max(peak, liveBytes());
      sampleLater(Math.max(200, 2 * (performance.now() - started)));
    }, gap);
  };
  sampleLater(200);
  try {
    const result = await work();
    return { result, growth: Math.max(peak, liveBytes()) - baseline };
  } finally {
    clearTimeout(timer);
  }
}

const setup = JSON.parse(process.argv[2] ?? '') as MemoryChildSetup;
const store = openBlobStore(setup);
const { stream, sha256: expected } = generated(setup.size);
// maxRSS (KiB) is the peak so far: taken after the 1 MiB block and its hash, before the store sees a byte.
const rssBefore = process.resourceUsage().maxRSS * 1024;
const written = await peakLiveGrowth(() => store.put(setup.key, stream, { maxBytes: setup.size }));
const read = await peakLiveGrowth(async () => {
  const hash = createHash('sha256');
  for await (const chunk of await store.open(setup.key)) hash.update(chunk as Buffer);
  return hash.digest('hex');
});
const report: MemoryChildReport = {
  expected,
  written: written.result,
  writeGrowth: written.growth,
  readSha256: read.result,
  readGrowth: read.growth,
  peakRssGrowth: process.resourceUsage().maxRSS * 1024 - rssBefore,
};
process.stdout.write(`${JSON.stringify(report)}\n`);
// The S3 client keeps sockets open: the report is the end.
process.exit(0);

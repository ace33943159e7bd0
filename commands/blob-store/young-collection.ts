// Frees the chunks a stream has finished with while they are young. Streamed bytes come in a fresh buffer per read
// (Node's HTTP parser copies each body chunk, a file stream reads into a new one), and V8 frees a dead ArrayBuffer
// only at a collection: a full one comes once about 64 MB of them have built up since the last
// (kExternalAllocationSoftLimit, no flag), and the young generation rarely fills, a chunk leaving only a few small
// objects. So a 1 GB upload grew the product by that window, 45–74 MB (ARCHITECTURE.md "Memory"). A young-generation
// collection every few MB streamed frees them: 14–26 MB of growth, and the upload got faster, not slower.
import v8 from 'node:v8';
import vm from 'node:vm';

/** 8 MB streamed, through any put: 22 MB of growth (4 MB: 14, 16 MB: 26). */
const COLLECT_EVERY_BYTES = 8 * 1024 * 1024;

type Collect = (options: { type: 'minor' }) => void;
let collect: Collect | undefined;
let streamedSinceCollection = 0;

/** V8's gc(), from a context made while --expose-gc is on; turned off again, so no later context (a workflow's
 * sandbox) gets one. A process started with --expose-gc has it already. */
function youngCollector(): Collect {
  if (typeof globalThis.gc === 'function') return globalThis.gc as Collect;
  v8.setFlagsFromString('--expose-gc');
  try {
    return vm.runInNewContext('gc') as Collect;
  } finally {
    v8.setFlagsFromString('--no-expose-gc');
  }
}

/** Counts bytes a put streamed; every COLLECT_EVERY_BYTES, collects the young generation. */
export function countStreamed(bytes: number): void {
  streamedSinceCollection += bytes;
  if (streamedSinceCollection < COLLECT_EVERY_BYTES) return;
  streamedSinceCollection = 0;
  collect ??= youngCollector();
  collect({ type: 'minor' });
}

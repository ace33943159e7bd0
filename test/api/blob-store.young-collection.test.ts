// A put frees the chunks it streamed as it goes (commands/blob-store/young-collection.ts): without it, dead chunks
// built up to V8's 64 MB window before a collection freed them, and a 1 GB upload grew the product by that much.
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { createMeter } from '../../commands/blob-store/meter';

const CHUNK = 64 * 1024;
const STREAMED = 192 * 1024 * 1024;
const MB = 1024 * 1024;

/** Fresh chunks, as a socket or a file stream reads them. */
function freshChunks(): Readable {
  let sent = 0;
  return new Readable({
    read() {
      sent += CHUNK;
      this.push(sent > STREAMED ? null : Buffer.allocUnsafeSlow(CHUNK));
    },
  });
}

describe('a put through the meter', () => {
  it('holds a few MB of dead chunks at most, not the 64 MB V8 waits for', async () => {
    const before = process.memoryUsage().arrayBuffers;
    let peak = 0;
    let chunks = 0;
    const sink = new Writable({
      write(_chunk: Buffer, _encoding, done) {
        if (++chunks % 16 === 0) peak = Math.max(peak, process.memoryUsage().arrayBuffers - before);
        done();
      },
    });
    const meter = createMeter();
    await pipeline(freshChunks(), meter.transform, sink);
    expect(meter.info().size).toBe(STREAMED);
    expect(peak / MB).toBeLessThan(24);
  });

  it('leaves no gc() to contexts made after', () => {
    expect(vm.runInNewContext('typeof gc')).toBe('undefined');
  });
});

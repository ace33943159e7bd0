// What the writers of a figure append: a cycle of prepared payloads, and per writer a current stream
// that is replaced by a fresh one every few appends, as aggregates have bounded streams.
import { randomBytes } from 'node:crypto';
import type { NewEvent } from '../commands/event-store/port';
import { benchEvent } from './payload';

const APPENDS_PER_STREAM = 50;

const payloads = Array.from({ length: 1000 }, (_, i) => benchEvent(i));
let cursor = 0;

export const nextEvents = (count: number): NewEvent[] =>
  Array.from({ length: count }, () => payloads[cursor++ % payloads.length]!);

/** Returns, per call, the writer's stream and its last revision before this append (-1: new stream). */
export function writerStreams(writers: number) {
  const state = Array.from({ length: writers }, () => ({ streamId: '', revision: -1, appends: 0 }));
  return (writer: number, count: number) => {
    const s = state[writer]!;
    if (s.appends++ % APPENDS_PER_STREAM === 0) {
      s.streamId = `Bench-${randomBytes(12).toString('hex')}`;
      s.revision = -1;
    }
    const previous = s.revision;
    s.revision += count;
    return { streamId: s.streamId, previous };
  };
}

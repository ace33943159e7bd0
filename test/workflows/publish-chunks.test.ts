// A publish's chunks (workflows/publish/chunks.ts): its queue cut in the order of the ads' keys, not the order queued,
// so a chunk's one look-up on the platform searches a narrow start of the keys and the creatives of one content meet.
import { describe, expect, it } from 'vitest';
import { PublishAggregate, type PublishEvent, type QueuedCreative } from '../../domain/publishing';
import { CHUNK_SIZE, chunkCount, chunkIds } from '../../workflows/publish/chunks';

/** Creative n on node `node`, its content `content` (two variants of one content share the key, and so the ad). */
const creative = (n: number, content: string, node = 'n1'): QueuedCreative => ({
  creativeId: `f${n}.google.${node}`,
  formatId: `f${n}`,
  variantId: `v${n}`,
  treeId: 't1',
  platform: 'google',
  nodeId: node,
  delivery: 'NON_TRAFFICKED',
  fingerprint: content,
  externalKey: `varia-c1-${content}`,
  name: `Variant ${n}`,
});

const stateOf = (creatives: QueuedCreative[]) =>
  [
    {
      type: 'PublishCreativesQueued',
      data: { publishId: 'p1', campaignId: 'c1', chunk: 0, creatives },
    } as PublishEvent,
  ].reduce(PublishAggregate.evolve, PublishAggregate.initialState());

describe('a publish cut in chunks', () => {
  // 60 creatives on two nodes, contents in a scrambled order, each content twice per node, far apart in the queue.
  const contents = Array.from({ length: 15 }, (_, i) => ((i * 7) % 15).toString(16).padStart(2, '0'));
  const queue = [0, 1].flatMap((copy) =>
    ['n2', 'n1'].flatMap((node) =>
      contents.map((c, i) => creative(copy * 100 + i + (node === 'n2' ? 50 : 0), c, node)),
    ),
  );
  const state = stateOf(queue);
  const chunks = Array.from({ length: chunkCount(state) }, (_, k) => chunkIds(state, k));

  it('takes every creative once, in chunks of CHUNK_SIZE', () => {
    expect(chunks.map((c) => c.length)).toEqual([CHUNK_SIZE, CHUNK_SIZE, 60 - 2 * CHUNK_SIZE]);
    expect(new Set(chunks.flat()).size).toBe(60);
  });

  it('orders them by node, platform and key, so the creatives of one content follow one another', () => {
    const keyOf = (c: QueuedCreative) => `${c.nodeId}/${c.platform}/${c.externalKey}/${c.creativeId}`;
    expect(chunks.flat()).toEqual([...queue].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : 1)).map((c) => c.creativeId));
    const first = chunks[0]!.map((id) => queue.find((c) => c.creativeId === id)!);
    expect(first.slice(0, 2).map((c) => c.externalKey)).toEqual(['varia-c1-00', 'varia-c1-00']);
    expect(new Set(first.map((c) => c.nodeId))).toEqual(new Set(['n1']));
  });

  it('cuts the same chunks from the same queue, whichever worker asks', () => {
    const again = stateOf(queue);
    expect(chunkIds(again, 1)).toEqual(chunks[1]);
  });
});

import { describe, expect, it } from 'vitest';
import { StreamStateCache } from '../../commands/stream-state-cache';

describe('StreamStateCache', () => {
  it('keeps at most its capacity, dropping the least recently used stream', () => {
    const cache = new StreamStateCache(2);
    cache.set('a', { state: 'A', revision: 0 });
    cache.set('b', { state: 'B', revision: 0 });
    cache.get('a');
    cache.set('c', { state: 'C', revision: 0 });
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toEqual({ state: 'A', revision: 0 });
    expect(cache.get('c')).toEqual({ state: 'C', revision: 0 });
  });
});

// The ads a publish worker made while a chunk's one look-up could not have seen them
// (workflows/publish/made-lately.ts): a chunk that began before another chunk made an ad under a key they share finds
// it; once every chunk that began before it has ended, it is forgotten (a later chunk's own look-up sees it).
import { describe, expect, it } from 'vitest';
import type { PlatformAd } from '../../platforms/ad-platform';
import { MadeLately } from '../../workflows/publish/made-lately';

const ad = (externalId: string): PlatformAd => ({ externalId, externalKey: 'k', status: 'ACTIVE', reasons: [] });

describe('MadeLately', () => {
  it('keeps an ad while a chunk that began before it runs, then forgets it', () => {
    const made = new MadeLately();
    const first = made.begin();
    const second = made.begin();
    made.add('n/google/k', ad('1'));
    expect(made.get('n/google/k')).toEqual(ad('1'));
    expect(made.get('n/google/other')).toBeNull();
    first();
    // The second chunk began before the ad was made too: it is kept for it.
    expect(made.get('n/google/k')).toEqual(ad('1'));
    const third = made.begin();
    second();
    // Only a chunk that began after it runs: its look-up saw the ad on the platform.
    expect(made.get('n/google/k')).toBeNull();
    third();
  });

  it('keeps nothing while no chunk runs', () => {
    const made = new MadeLately();
    made.add('n/google/k', ad('1'));
    expect(made.get('n/google/k')).toBeNull();
    made.begin()();
    expect(made.get('n/google/k')).toBeNull();
  });
});

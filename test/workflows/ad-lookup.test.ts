// A chunk's look-up of the ads already made (workflows/publish/ad-lookup.ts), against the simulated CM360 through the
// product's adapter: one list for the chunk's keys on an account; a key that another chunk still to publish shares is
// asked again right before its ad would be made, so an ad that chunk made meanwhile, on any worker, is found.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreativeState } from '../../domain/publishing';
import type { AdPlatform } from '../../platforms/ad-platform';
import { adLookup } from '../../workflows/publish/ad-lookup';
import { creativeOf, keyOf, PNG, startGooglePlatform } from '../support/google-platform';

const account = { ids: { dcmNetworkId: '4301', dcmAdvertiserId: '8831' }, token: null };

const creative = (externalKey: string, n: number): CreativeState =>
  ({
    creativeId: `f${n}.google.node-1`,
    nodeId: 'node-1',
    platform: 'google',
    externalKey,
    status: 'IN_QUEUE',
  }) as CreativeState;

/** The adapter, its look-ups counted. */
function counted(cm360: AdPlatform) {
  const calls = { find: 0, findMany: 0 };
  const platform: AdPlatform = {
    ...cm360,
    platform: cm360.platform,
    find: (on, key) => (calls.find++, cm360.find(on, key)),
    findMany: (on, keys) => (calls.findMany++, cm360.findMany!(on, keys)),
    create: (on, c) => cm360.create(on, c),
    status: (on, id) => cm360.status(on, id),
  };
  return { platform, calls };
}

describe('adLookup', () => {
  let g: Awaited<ReturnType<typeof startGooglePlatform>>;
  beforeAll(async () => {
    g = await startGooglePlatform({ cm360Networks: ['4301'] });
  });
  afterAll(() => g?.close());

  it("asks once for the chunk's own keys and remembers an ad it made for its other creatives of that key", async () => {
    const { platform, calls } = counted(g.adapters({ cm360Rate: null }).google);
    const campaign = keyOf();
    const [madeBefore, fresh] = [`${campaign}-a`, `${campaign}-b`];
    const earlier = await platform.create(account, creativeOf(madeBefore, [PNG]));
    const waiting = [creative(madeBefore, 1), creative(fresh, 2), creative(fresh, 3)];
    const lookup = adLookup(waiting, []);
    expect(await lookup.find(platform, account, waiting[0]!)).toEqual(earlier);
    expect(await lookup.find(platform, account, waiting[1]!)).toBeNull();
    const made = await platform.create(account, creativeOf(fresh, [PNG]));
    lookup.made(waiting[1]!, made);
    expect(await lookup.find(platform, account, waiting[2]!)).toEqual(made);
    expect(calls).toEqual({ find: 0, findMany: 1 });
  });

  it('finds the ad another chunk made after its look-up, under a key they share', async () => {
    const { platform, calls } = counted(g.adapters({ cm360Rate: null }).google);
    const campaign = keyOf();
    const [own, shared] = [`${campaign}-own`, `${campaign}-shared`];
    const mine = [creative(own, 1), creative(shared, 2)];
    const theirs = [creative(shared, 3)];
    const lookup = adLookup(mine, theirs);
    expect(await lookup.find(platform, account, mine[0]!)).toBeNull();
    // The other chunk, on another worker, makes the shared ad after this chunk's look-up.
    const made = await platform.create(account, creativeOf(shared, [PNG]));
    expect(await lookup.find(platform, account, mine[1]!)).toEqual(made);
    expect(calls).toEqual({ find: 1, findMany: 1 });
  });
});

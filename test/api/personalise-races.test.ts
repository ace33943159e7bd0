// Two users acting at once (issue 9 §7): they never leave two fallbacks, two variants of one name, or an active
// variant that breaks a rule; and a refused command appends nothing (the tree's stream holds exactly what the
// accepted ones decided).
import { beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../domain/shared/events';
import {
  approveFinally,
  expectStatus,
  fill,
  imageAsset,
  newVariant,
  patch,
  usePersonaliseWorld,
  variant,
} from './personalise-fixture';

const w = usePersonaliseWorld({ config: { runWorker: true } });
let G: string;
let image: string;
const one = () => w.as('SELF_SERVICE_ADMIN');
const two = () => w.as('SELF_SERVICE_MANAGER');
const stream = async (): Promise<RecordedEvent[]> => w.t.system.deps.store.readStream(`PersonaliseTree-${w.google}`);

beforeAll(async () => {
  G = w.path(w.google);
  image = await imageAsset(w);
}, 240_000);

/** A variant filled, approved and carrying `signals`. */
async function ready(name: string, signals: string[]): Promise<{ id: string; formats: string[] }> {
  const id = await newVariant(one(), G, name);
  const formats = await fill(one(), G, id, image);
  if (signals.length > 0) expectStatus(await patch(one(), `${G}/formats/signals`, { formats, signals }), 200);
  await approveFinally(w, formats);
  return { id, formats };
}

describe('concurrent commands on one tree', () => {
  it('eight creates of one name: one variant, seven refusals, one VariantCreated', async () => {
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        (i % 2 ? one() : two()).post(`${G}/variant`, { name: i % 3 ? 'Same name' : 'same NAME' }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const created = (await stream()).filter(
      (e) => e.type === 'VariantCreated' && (e.data as { name: string }).name.toLowerCase() === 'same name',
    );
    expect(created).toHaveLength(1);
    const listed = expectStatus(
      await one().get(`${G}/variants?filter=${encodeURIComponent(JSON.stringify({ q: 'same name' }))}`),
      200,
    ).body;
    expect(listed).toHaveLength(1);
  });

  it('two users setting two fallbacks at once leave exactly one', async () => {
    const [a, b] = [await newVariant(one(), G, 'Fallback A'), await newVariant(one(), G, 'Fallback B')];
    const replies = await Promise.all([
      patch(one(), `${G}/variants/${a}/fallback`),
      patch(two(), `${G}/variants/${b}/fallback`),
    ]);
    expect(replies.map((r) => r.status)).toEqual([200, 200]);
    const fallbacks = [(await variant(one(), G, a)).isFallback, (await variant(one(), G, b)).isFallback];
    expect(fallbacks.filter(Boolean)).toHaveLength(1);
    const tree = (
      expectStatus(await one().get(`/campaigns/${w.campaignId}/personalize/trees`), 200).body as {
        id: string;
        fallbackVariantId: string;
      }[]
    ).find((t) => t.id === w.google)!;
    expect(tree.fallbackVariantId).toBe(fallbacks[0] ? a : b);
  });

  it('turning a variant on while its only segment is taken away never leaves it on without one', async () => {
    const segment = expectStatus(
      await one().post(`${G}/signal`, { name: 'Race segment', type: 'userSegment', segmentType: 'Custom' }),
      201,
    ).body.id;
    const fallback = await ready('Race fallback', []);
    expectStatus(await patch(one(), `${G}/variants/${fallback.id}/fallback`), 200);
    expectStatus(await patch(one(), `${G}/variants/${fallback.id}/activate`), 200);
    for (let round = 0; round < 4; round++) {
      const target = await ready(`Race target ${round}`, [segment]);
      const [on, off] = await Promise.all([
        patch(one(), `${G}/variants/${target.id}/activate`),
        patch(two(), `${G}/formats/signals`, { formats: target.formats, signals: [] }),
      ]);
      expect([200, 422]).toContain(on.status);
      expect(off.status).toBe(200);
      const after = await variant(one(), G, target.id);
      expect(after.signals.userSegment).toEqual([]);
      expect(after.enabled).toBe(false);
    }
    // However the races went, no variant that is on fails a rule now.
    const page = expectStatus(await one().get(`${G}/variants?range=[0,999]`), 200).body as {
      name: string;
      enabled: boolean;
      activationBlockers: string[];
    }[];
    expect(page.filter((v) => v.enabled && v.activationBlockers.length > 0)).toEqual([]);
  });

  it('a refused turn-on racing an accepted edit appends only the edit', async () => {
    const unfilled = await newVariant(one(), G, 'Never on');
    const formats = (await variant(one(), G, unfilled)).formats.map((f) => f.id);
    const before = (await stream()).length;
    const [refused, edited] = await Promise.all([
      patch(one(), `${G}/variants/${unfilled}/activate`),
      patch(two(), `${G}/formats/dynamic-elements`, { formats, elements: { headline: { value: 'Edited' } } }),
    ]);
    expect([refused.status, edited.status]).toEqual([422, 200]);
    expect((await stream()).slice(before).map((e) => e.type)).toEqual(['DynamicElementsSet']);
  });
});

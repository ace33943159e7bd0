// Indexed text columns cannot fail on any value (issue 17 §1, migration 014): events written before the input
// limits, or by any other writer, may hold a name of 100,000 characters. The personalise projection applies
// them, and the tree's pages still answer, sorted by name.
import { beforeAll, describe, expect, it } from 'vitest';
import type { NewEvent } from '../../domain/shared/events';
import { useApiTest } from '../support/api-test';
import { partnerFixture } from '../support/fixtures';
import { caughtUp } from '../support/uploads';
import { campaignWithTrees, expectStatus, newVariant } from './personalise-fixture';

const w = useApiTest({ roles: [] });

// Three bytes each in UTF-8: 300 kB, a hundred times what a btree entry holds.
const LONG_NAME = '名'.repeat(100_000);

let tree: { stream: string; path: string };

beforeAll(async () => {
  const campaign = await campaignWithTrees(w.su, w.acme, 'Long names');
  tree = {
    stream: `PersonaliseTree-${campaign.google}`,
    path: `/campaigns/${campaign.campaignId}/personalize/${campaign.google}`,
  };
  await newVariant(w.su, tree.path, 'Short');
  expectStatus(
    await w.su.post(`${tree.path}/signal`, { name: 'Short segment', type: 'userSegment', segmentType: 'Custom' }),
    201,
  );
});

/** The stream's last event of the type, as a new event with its data changed. */
async function like(type: string, change: (data: Record<string, any>) => Record<string, any>): Promise<NewEvent> {
  const events = await w.t.system.deps.store.readStream(tree.stream);
  const last = events.filter((e) => e.type === type).at(-1)!;
  return { type, data: change(last.data as Record<string, any>), metadata: last.metadata };
}

describe('bounded text indexes', () => {
  it('projects a variant and a signal named with 100,000 characters, and pages the tree by name', async () => {
    const variantId = 'aaaaaaaaaaaaaaaaaaaaaaaa';
    const signalId = 'bbbbbbbbbbbbbbbbbbbbbbbb';
    const formatIds = ['cccccccccccccccccccccccc', 'dddddddddddddddddddddddd'];
    const variant = await like('VariantCreated', (data) => ({
      ...data,
      variantId,
      name: LONG_NAME,
      formats: (data.formats as { formatId: string }[]).map((f, i) => ({ ...f, formatId: formatIds[i] })),
    }));
    const signal = await like('SignalCreated', (data) => ({
      ...data,
      signal: { ...data.signal, signalId, name: LONG_NAME },
    }));
    await w.t.system.deps.store.append(tree.stream, [variant, signal], 'any');
    await caughtUp(w.t);

    const { rows } = await w.t.system.deps.pool.query<{ n: number }>(
      `SELECT (SELECT length(name) FROM variant WHERE id = $1) + (SELECT length(name) FROM signal WHERE id = $2) AS n`,
      [variantId, signalId],
    );
    expect(rows[0]!.n).toBe(200_000);
    const page = expectStatus(
      await w.su.get(`${tree.path}/variants?sort=${encodeURIComponent('["name","DESC"]')}`),
      200,
    );
    expect((page.body as { id: string }[]).map((v) => v.id)).toContain(variantId);
  });
});

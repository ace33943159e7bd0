// Many editors on one partner tree at once (one stream): commands queue instead of failing, and only a
// real contradiction answers 409, with the spec's message.
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../support/api-test';
import { createPartner } from '../support/fixtures';
import { q } from '../support/http';

const w = useApiTest();

describe('commands on one stream', () => {
  it('takes 40 concurrent market creations on one partner without a spurious conflict', async () => {
    const partnerId = await createPartner(w.su);
    const names = Array.from({ length: 40 }, (_, i) => `Market ${i}`);
    const replies = await Promise.all(names.map((name) => w.su.post(`/markets/create/${partnerId}`, { name })));
    expect(replies.map((r) => r.status)).toEqual(names.map(() => 201));
    const list = await w.su.get(`/markets/${partnerId}?range=${q([0, 99])}`);
    expect(list.body.map((m: { name: string }) => m.name).sort()).toEqual([...names].sort());
  });

  it('refuses only the real clash among concurrent commands, with the spec message', async () => {
    const partnerId = await createPartner(w.su);
    const names = [...Array.from({ length: 20 }, (_, i) => `Region ${i}`), 'Clash', 'clash', 'CLASH'];
    const replies = await Promise.all(names.map((name) => w.su.post(`/markets/create/${partnerId}`, { name })));
    const clashes = replies.slice(20);
    expect(replies.slice(0, 20).map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(clashes.filter((r) => r.status === 201)).toHaveLength(1);
    for (const refused of clashes.filter((r) => r.status !== 201)) {
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('Already exist');
    }
  });

  it('renames and creates nodes on one tree concurrently, each seeing the others', async () => {
    const partnerId = await createPartner(w.su);
    const root = await w.su.post(`/business-nodes?partnerId=${partnerId}`, {
      parentId: null,
      name: 'Root',
      type: 'region',
      marketId: null,
    });
    const children = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        w.su.post(`/business-nodes?partnerId=${partnerId}`, {
          parentId: root.body.id,
          name: `Child ${i}`,
          type: 'brand',
          marketId: null,
        }),
      ),
    );
    expect(children.map((r) => r.status)).toEqual(Array(16).fill(201));
    const renames = await Promise.all(
      children.map((c, i) => w.su.put(`/business-nodes/${c.body.id}`, { name: `Renamed ${i}` })),
    );
    expect(renames.map((r) => r.status)).toEqual(Array(16).fill(200));
    const tree = await w.su.get(`/business-nodes?partnerId=${partnerId}`);
    expect(tree.body[0].children.map((c: { name: string }) => c.name).sort()).toEqual(
      Array.from({ length: 16 }, (_, i) => `Renamed ${i}`).sort(),
    );
  });
});

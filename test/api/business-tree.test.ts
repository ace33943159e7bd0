import { describe, expect, it } from 'vitest';
import { useApiTest } from '../support/api-test';
import { createPartner } from '../support/fixtures';
import { q } from '../support/http';

const w = useApiTest({ roles: ['SELF_SERVICE_ADMIN', 'MANAGER'] });

describe('business-node tree', () => {
  it('builds, lists as a tree, renames and deletes nodes', async () => {
    const partnerId = await createPartner(w.su);
    const market = await w.su.post(`/markets/create/${partnerId}`, { name: 'France' });
    const top = await w.su.post(`/business-nodes?partnerId=${partnerId}`, {
      parentId: null,
      name: 'Europe',
      type: 'region',
      marketId: null,
    });
    const fr = await w.su.post(`/business-nodes?partnerId=${partnerId}`, {
      parentId: top.body.id,
      name: 'France',
      type: 'market',
      marketId: market.body.id,
    });
    const adv = await w.su.post(`/business-nodes?partnerId=${partnerId}`, {
      parentId: fr.body.id,
      name: 'Bistro Co',
      type: 'advertiser',
    });
    expect(adv.status).toBe(201);

    const tree = await w.su.get(`/business-nodes?partnerId=${partnerId}`);
    expect(tree.body).toHaveLength(1);
    expect(tree.body[0]).toMatchObject({
      name: 'Europe',
      children: [
        { name: 'France', marketName: 'France', children: [{ name: 'Bistro Co', type: 'advertiser', children: [] }] },
      ],
    });

    expect((await w.su.put(`/business-nodes/${adv.body.id}`, { name: 'Bistro Group' })).body.name).toBe('Bistro Group');
    const inUse = await w.su.delete(`/business-nodes/${fr.body.id}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toBe('Delete failed, entity in use');
    expect((await w.su.delete(`/business-nodes/${adv.body.id}`)).status).toBe(200);
    expect((await w.su.get(`/business-nodes?partnerId=${partnerId}`)).body[0].children[0].children).toEqual([]);
  });

  it('refuses a node with users on it, a missing parent, a sibling name clash and a bad type', async () => {
    const withUsers = await w.su.delete(`/business-nodes/${w.acme.childNodeId}`);
    expect(withUsers.body.message).toBe('Delete failed, entity in use');
    const orphan = await w.su.post(`/business-nodes?partnerId=${w.acme.partnerId}`, {
      parentId: 'aaaaaaaaaaaaaaaaaaaaaaaa',
      name: 'X',
      type: 'market',
    });
    expect(orphan.status).toBe(404);
    expect(orphan.body.message).toBe('Business node was not found');
    const clash = await w.su.post(`/business-nodes?partnerId=${w.acme.partnerId}`, {
      parentId: w.acme.rootNodeId,
      name: 'germany',
      type: 'market',
    });
    expect(clash.body.message).toBe('Already exist');
    const badType = await w.su.post(`/business-nodes?partnerId=${w.acme.partnerId}`, {
      parentId: null,
      name: 'Y',
      type: 'planet',
    });
    expect(badType.status).toBe(400);
  });

  it('a top admin must name the partner', async () => {
    const reply = await w.su.post('/business-nodes', { parentId: null, name: 'Z', type: 'region' });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('Partner must be provided for an admin user');
  });

  it('scopes the tree to the own partner for everyone but top admins', async () => {
    const ssa = w.as('SELF_SERVICE_ADMIN');
    expect((await ssa.get('/business-nodes')).body[0].name).toBe('EMEA');
    const otherPartner = await createPartner(w.su);
    expect((await ssa.get(`/business-nodes?partnerId=${otherPartner}`)).status).toBe(403);
    expect(
      (await ssa.post(`/business-nodes?partnerId=${otherPartner}`, { parentId: null, name: 'Mine', type: 'region' }))
        .status,
    ).toBe(403);
    const own = await ssa.post('/business-nodes', { parentId: null, name: 'APAC', type: 'region' });
    expect(own.body.partnerId).toBe(w.acme.partnerId);
    // Managers read the tree of their partner but may not change it.
    const manager = w.as('MANAGER');
    expect((await manager.get('/business-nodes')).status).toBe(200);
    expect((await manager.put(`/business-nodes/${own.body.id}`, { name: 'Asia' })).status).toBe(403);
  });
});

describe('markets', () => {
  it('creates, lists, renames and deletes markets; a market in use is blocked from deletion', async () => {
    const partnerId = await createPartner(w.su);
    const uk = await w.su.post(`/markets/create/${partnerId}`, { name: 'United Kingdom' });
    const us = await w.su.post(`/markets/create/${partnerId}`, { name: 'United States' });
    await w.su.post(`/business-nodes?partnerId=${partnerId}`, {
      parentId: null,
      name: 'UK',
      type: 'market',
      marketId: uk.body.id,
    });

    const list = await w.su.get(`/markets/${partnerId}?sort=${q(['name', 'ASC'])}&range=${q([0, 9])}`);
    expect(list.body.map((m: { name: string; blockedToDelete: boolean }) => [m.name, m.blockedToDelete])).toEqual([
      ['United Kingdom', true],
      ['United States', false],
    ]);
    expect(list.headers.get('content-range')).toBe('markets 0-1/2');

    expect((await w.su.put(`/markets/update/${us.body.id}`, { name: 'USA' })).body.name).toBe('USA');
    expect((await w.su.put(`/markets/update/${us.body.id}`, { name: 'united kingdom' })).body.message).toBe(
      'Already exist',
    );
    const blocked = await w.su.delete(`/markets/delete/${partnerId}/${uk.body.id}`);
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toBe('Delete failed, entity in use');
    expect((await w.su.delete(`/markets/delete/${partnerId}/${us.body.id}`)).status).toBe(200);
    expect((await w.su.get(`/markets/${partnerId}`)).body).toHaveLength(1);
  });

  it("a partner's admin cannot read or change another partner's markets", async () => {
    const ssa = w.as('SELF_SERVICE_ADMIN');
    const other = await createPartner(w.su);
    const market = await w.su.post(`/markets/create/${other}`, { name: 'Spain' });
    expect((await ssa.get(`/markets/${other}`)).status).toBe(403);
    expect((await ssa.post(`/markets/create/${other}`, { name: 'Italy' })).status).toBe(403);
    expect((await ssa.put(`/markets/update/${market.body.id}`, { name: 'Espana' })).status).toBe(403);
    expect((await ssa.delete(`/markets/delete/${other}/${market.body.id}`)).status).toBe(403);
    expect((await ssa.get(`/markets/${w.acme.partnerId}`)).status).toBe(200);
  });
});

// A business node's cloud storage connections (issue 22 §2; spec 3 §3, §7): the admin group connects a node to a
// connector of its partner or a shared one, changes and removes the connection; anyone reaching the node reads them,
// by node or across nodes for one entity type; other partners' nodes and connectors are refused, writing nothing.
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../support/api-test';

const api = useApiTest({ roles: ['SELF_SERVICE_ADMIN', 'MANAGER'], globex: ['SELF_SERVICE_ADMIN'] });
const eventsHead = async () => (await api.t.system.deps.store.headPosition()) ?? 0;

const connector = async (partnerId: string | null) => {
  const created = await api.su.post('/cloud-storage', {
    name: `Deliveries ${partnerId ?? 'shared'}`,
    storageType: 's3',
    partnerId,
    connectionConfig: {
      bucket: 'deliveries',
      region: 'eu-west-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'not-used-here',
    },
  });
  expect(created.status).toBe(201);
  return created.body.id as string;
};

describe('node cloud storage connections', () => {
  it('a self-service admin connects, changes and removes; the node and the look-up show them', async () => {
    const own = await connector(api.acme.partnerId);
    const shared = await connector(null);
    const node = api.acme.childNodeId;
    const path = `/business-nodes/${node}/cloud-storage-connection`;
    const admin = api.as('SELF_SERVICE_ADMIN');

    const added = await admin.post(path, { storageId: own, entityTypes: ['creative'], path: '/creatives/' });
    expect(added.status).toBe(201);
    expect(added.body).toEqual([
      expect.objectContaining({
        nodeId: node,
        storageId: own,
        entityTypes: ['creative'],
        path: 'creatives',
        storageType: 's3',
        isConnected: false,
      }),
    ]);
    const connectionId = added.body[0].connectionId as string;
    expect((await admin.post(path, { storageId: shared, entityTypes: ['asset', 'template'] })).status).toBe(201);
    const twice = await admin.post(path, { storageId: own, entityTypes: ['asset'] });
    expect([twice.status, twice.body.message]).toEqual([409, 'This node is already connected to that cloud storage']);

    // A manager of the node reads; the look-up filters by entity type.
    const manager = api.as('MANAGER');
    expect((await manager.get(`/business-nodes/${node}/cloud-storage-connections`)).body).toHaveLength(2);
    const lookup = (query: string) => manager.get(`/business-nodes/cloud-storage-connections?${query}`);
    expect(
      (await lookup(`nodeIds=${node}&entityType=creative`)).body.map((c: { storageId: string }) => c.storageId),
    ).toEqual([own]);
    expect(
      (await lookup(`nodeIds=${node}&entityType=template`)).body.map((c: { storageId: string }) => c.storageId),
    ).toEqual([shared]);

    const changed = await admin.put(path, { connectionId, storageId: own, entityTypes: ['creative', 'asset'] });
    expect(changed.status).toBe(200);
    expect(changed.body.find((c: { connectionId: string }) => c.connectionId === connectionId)).toMatchObject({
      entityTypes: ['creative', 'asset'],
      path: '',
    });
    const removed = await admin.delete(`${path}?connectionId=${connectionId}`);
    expect(removed.status).toBe(200);
    expect(removed.body.map((c: { storageId: string }) => c.storageId)).toEqual([shared]);
    const again = await admin.delete(`${path}?connectionId=${connectionId}`);
    expect([again.status, again.body.message]).toEqual([404, 'Cloud storage connection not found']);

    // A connector a node still uses is not deleted (spec 3 §8); one no node uses any more is.
    const before = await eventsHead();
    const inUse = await api.su.delete(`/cloud-storage/${shared}`);
    expect([inUse.status, inUse.body.message]).toEqual([409, 'Delete failed, entity in use']);
    expect(await eventsHead()).toBe(before);
    expect((await api.su.delete(`/cloud-storage/${own}`)).status).toBe(200);
  });

  it("offers the admin group the node partner's connectors and the shared ones, named only", async () => {
    const own = await connector(api.acme.partnerId);
    const shared = await connector(null);
    const theirs = await connector(api.globex.partnerId);
    const usable = (client = api.as('SELF_SERVICE_ADMIN'), node = api.acme.childNodeId) =>
      client.get(`/business-nodes/${node}/usable-cloud-storages`);
    const offered = await usable();
    expect(offered.status).toBe(200);
    const ids = (offered.body as { id: string }[]).map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining([own, shared]));
    expect(ids).not.toContain(theirs);
    expect(offered.body.find((c: { id: string }) => c.id === shared)).toEqual({
      id: shared,
      name: 'Deliveries shared',
      storageType: 's3',
      shared: true,
      isConnected: false,
    });
    // Not the admin group; another partner's admin for acme's node.
    expect((await usable(api.as('MANAGER'))).status).toBe(403);
    expect((await usable(api.globex.users.SELF_SERVICE_ADMIN!.client)).status).toBe(403);
    expect((await usable(api.as('SELF_SERVICE_ADMIN'), '0123456789abcdef01234567')).status).toBe(404);
  });

  it('refuses roles, nodes and connectors out of reach, and bad input, writing nothing', async () => {
    const own = await connector(api.acme.partnerId);
    const globexStorage = await connector(api.globex.partnerId);
    const node = api.acme.childNodeId;
    const path = `/business-nodes/${node}/cloud-storage-connection`;
    const before = await eventsHead();
    const body = { storageId: own, entityTypes: ['creative'] };

    const manager = await api.as('MANAGER').post(path, body);
    expect([manager.status, manager.body.message]).toEqual([403, 'Wrong user roles']);
    const otherPartner = await api.globex.users.SELF_SERVICE_ADMIN!.client.post(path, body);
    expect(otherPartner.status).toBe(403);
    const foreignStorage = await api.as('SELF_SERVICE_ADMIN').post(path, { ...body, storageId: globexStorage });
    expect([foreignStorage.status, foreignStorage.body.message]).toEqual([403, 'Access denied']);
    const noStorage = await api.as('SELF_SERVICE_ADMIN').post(path, { ...body, storageId: 'ffffffffffffffffffffffff' });
    expect([noStorage.status, noStorage.body.message]).toEqual([404, 'Cloud storage not found']);
    const noNode = await api.su.post('/business-nodes/ffffffffffffffffffffffff/cloud-storage-connection', body);
    expect([noNode.status, noNode.body.message]).toEqual([404, 'Business node was not found']);
    for (const bad of [
      { ...body, entityTypes: [] },
      { ...body, entityTypes: ['campaign'] },
      { ...body, path: '../other' },
    ]) {
      expect((await api.su.post(path, bad)).status).toBe(400);
    }
    expect(await eventsHead()).toBe(before);

    // Reading: the manager does not reach the root node, another partner reaches neither.
    const root = await api.as('MANAGER').get(`/business-nodes/${api.acme.rootNodeId}/cloud-storage-connections`);
    expect([root.status, root.body.message]).toEqual([403, 'Access to the Business Node denied']);
    const foreign = await api.globex.users.SELF_SERVICE_ADMIN!.client.get(
      `/business-nodes/cloud-storage-connections?nodeIds=${node}`,
    );
    expect(foreign.status).toBe(403);
  });
});

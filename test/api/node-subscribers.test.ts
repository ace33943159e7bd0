// A business node's subscribers (issue 22 §3; spec 3 §3, §6 "edit subscribers", §7): PUT /business-nodes/{id}
// {subscribers} by the admin group, judged on the read side (a user of the node's partner, not deactivated, reaching
// the node), and GET /business-nodes/{id}/subscribers?parents=1 with the subscribers inherited from the nodes above.
// Refusals (role, another partner, a user who cannot subscribe, bad input) write nothing.
import { describe, expect, it } from 'vitest';
import { userCannotSubscribe } from '../../domain/business-tree';
import { useApiTest } from '../support/api-test';
import { inviteAndAccept } from '../support/fixtures';

const api = useApiTest({ roles: ['SELF_SERVICE_ADMIN', 'MANAGER', 'REVIEWER'], globex: ['SELF_SERVICE_ADMIN'] });
const eventsHead = async () => (await api.t.system.deps.store.headPosition()) ?? 0;
const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

describe('business node subscribers', () => {
  it('the admin group sets them; a node answers its own, and with parents=1 the inherited ones too', async () => {
    const { rootNodeId: root, childNodeId: child, partnerId } = api.acme;
    const admin = api.as('SELF_SERVICE_ADMIN');
    const regional = await inviteAndAccept(api.t, api.su, partnerId, root, 'ANALYST');
    const [manager, reviewer] = [api.user('MANAGER').id, api.user('REVIEWER').id];

    expect((await admin.put(`/business-nodes/${root}`, { subscribers: [regional.id] })).status).toBe(200);
    const set = await admin.put(`/business-nodes/${child}`, { subscribers: [manager, regional.id] });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ id: child, name: 'Germany' });

    const own = await admin.get(`/business-nodes/${child}/subscribers`);
    expect(own.status).toBe(200);
    // Sorted by name: 'ANALYST user' before 'MANAGER user'.
    expect(own.body).toEqual([
      expect.objectContaining({ id: regional.id, nodeId: child, inherited: false, role: 'ANALYST' }),
      expect.objectContaining({ id: manager, nodeId: child, nodeName: 'Germany', inherited: false, role: 'MANAGER' }),
    ]);
    // The regional analyst is the child's own subscriber and the root's: named once, from the nearest node.
    expect(ids((await admin.get(`/business-nodes/${child}/subscribers?parents=1`)).body)).toHaveLength(2);
    expect((await admin.put(`/business-nodes/${child}`, { subscribers: [manager, reviewer] })).status).toBe(200);
    const inherited = await admin.get(`/business-nodes/${child}/subscribers?parents=1`);
    expect(inherited.body).toEqual([
      expect.objectContaining({ id: manager, inherited: false }),
      expect.objectContaining({ id: reviewer, inherited: false }),
      expect.objectContaining({ id: regional.id, nodeId: root, nodeName: 'EMEA', inherited: true }),
    ]);
    // A top admin too; the same list again appends nothing.
    const before = await eventsHead();
    expect((await api.su.put(`/business-nodes/${child}`, { subscribers: [manager, reviewer] })).status).toBe(200);
    expect(await eventsHead()).toBe(before);

    // Name and subscribers in one request: one append.
    const both = await admin.put(`/business-nodes/${child}`, { name: 'Deutschland', subscribers: [manager] });
    expect([both.status, both.body.name]).toEqual([200, 'Deutschland']);
    expect(ids((await admin.get(`/business-nodes/${child}/subscribers`)).body)).toEqual([manager]);
    expect((await admin.put(`/business-nodes/${child}`, { name: 'Germany' })).status).toBe(200);
  });

  it('a subscriber must be a user of the partner, active, reaching the node; one already on the list may stay', async () => {
    const { rootNodeId: root, childNodeId: child, partnerId } = api.acme;
    const admin = api.as('SELF_SERVICE_ADMIN');
    const refused = async (nodeId: string, subscribers: string[], message: string) => {
      const before = await eventsHead();
      const reply = await admin.put(`/business-nodes/${nodeId}`, { subscribers });
      expect([reply.status, reply.body.message]).toEqual([422, message]);
      expect(await eventsHead()).toBe(before);
    };
    const manager = api.user('MANAGER');
    // The manager is assigned to the child node (Germany), not to the root above it.
    await refused(root, [manager.id], userCannotSubscribe('MANAGER user', 'nodes'));
    const foreign = api.globex.users.SELF_SERVICE_ADMIN!.id;
    await refused(child, [foreign], userCannotSubscribe(foreign, 'unknown'));
    await refused(child, ['ffffffffffffffffffffffff'], userCannotSubscribe('ffffffffffffffffffffffff', 'unknown'));

    const leaving = await inviteAndAccept(api.t, api.su, partnerId, child, 'REVIEWER');
    expect((await admin.put(`/business-nodes/${child}`, { subscribers: [leaving.id] })).status).toBe(200);
    expect((await admin.post(`/users/${leaving.id}/deactivate`)).status).toBe(200);
    // Kept while deactivated; named anew it is refused.
    expect((await admin.put(`/business-nodes/${child}`, { subscribers: [leaving.id, manager.id] })).status).toBe(200);
    expect((await admin.put(`/business-nodes/${child}`, { subscribers: [manager.id] })).status).toBe(200);
    await refused(child, [manager.id, leaving.id], userCannotSubscribe('REVIEWER user', 'inactive'));
  });

  it('refuses other roles, other partners, unknown nodes and bad input, writing nothing', async () => {
    const { childNodeId: child } = api.acme;
    const body = { subscribers: [api.user('MANAGER').id] };
    const before = await eventsHead();
    for (const role of ['MANAGER', 'REVIEWER'] as const) {
      const put = await api.as(role).put(`/business-nodes/${child}`, body);
      expect([put.status, put.body.message]).toEqual([403, 'Wrong user roles']);
      const get = await api.as(role).get(`/business-nodes/${child}/subscribers`);
      expect([get.status, get.body.message]).toEqual([403, 'Wrong user roles']);
    }
    const globex = api.globex.users.SELF_SERVICE_ADMIN!.client;
    const foreign = await globex.put(`/business-nodes/${child}`, body);
    expect([foreign.status, foreign.body.message]).toEqual([403, 'Access denied']);
    expect((await globex.get(`/business-nodes/${child}/subscribers?parents=1`)).status).toBe(403);
    const none = await api.su.put('/business-nodes/ffffffffffffffffffffffff', body);
    expect([none.status, none.body.message]).toEqual([404, 'Business node was not found']);
    expect((await api.su.get('/business-nodes/ffffffffffffffffffffffff/subscribers')).status).toBe(404);
    for (const bad of [{}, { subscribers: ['nope'] }, { subscribers: body.subscribers, extra: 1 }])
      expect((await api.su.put(`/business-nodes/${child}`, bad)).status).toBe(400);
    expect((await api.su.get(`/business-nodes/${child}/subscribers?parents=2`)).status).toBe(400);
    expect(await eventsHead()).toBe(before);
  });
});

import { describe, expect, it } from 'vitest';
import { useApiTest } from '../support/api-test';
import { PASSWORD, partnerFixture } from '../support/fixtures';
import { q, type HttpClient } from '../support/http';

const w = useApiTest({ roles: ['SELF_SERVICE_ADMIN'] });

const invite = (
  client: HttpClient,
  email: string,
  role = 'REVIEWER',
  nodeId = w.acme.childNodeId,
  partnerId = w.acme.partnerId,
) => client.post(`/business-nodes/invitations/node/${nodeId}`, { email, role, partnerId, isConceptOnly: true });

describe('internal users', () => {
  it('a super user creates, lists and edits internal users', async () => {
    const created = await w.su.post('/users', {
      email: 'Ops@Varia.test',
      name: 'Ops',
      role: 'ADMIN',
      password: PASSWORD,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ email: 'ops@varia.test', role: 'ADMIN', status: 'ACTIVE', partnerId: null });
    const list = await w.su.get(`/users/admins?filter=${q({ q: 'ops@' })}`);
    expect(list.body.map((u: { email: string }) => u.email)).toEqual(['ops@varia.test']);
    const edited = await w.su.put(`/users/${created.body.id}`, { name: 'Operations', role: 'SUPER' });
    expect(edited.body).toMatchObject({ name: 'Operations', role: 'SUPER' });
  });

  it('refuses an unknown role with the spec message and a partner role for an internal user', async () => {
    const unknown = await w.su.post('/users', { email: 'x1@varia.test', name: 'X', role: 'OWNER', password: PASSWORD });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Please provide a correct user role');
    const partnerRole = await w.su.post('/users', {
      email: 'x2@varia.test',
      name: 'X',
      role: 'ANALYST',
      password: PASSWORD,
    });
    expect(partnerRole.body.message).toBe('Please provide a correct user role');
  });

  it('refuses a weak password and a duplicate email', async () => {
    const weak = await w.su.post('/users', { email: 'weak@varia.test', name: 'W', role: 'ADMIN', password: 'short1A' });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe(
      'Password must have at least 16 characters, one lowercase letter, one uppercase letter and one digit',
    );
    const dup = await w.su.post('/users', {
      email: w.user('SELF_SERVICE_ADMIN').email.toUpperCase(),
      name: 'D',
      role: 'ADMIN',
      password: PASSWORD,
    });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('Already exist');
  });
});

describe('partner users', () => {
  it('invites a user to a node with a /join link; the user joins and signs in', async () => {
    const invited = await invite(w.su, 'newbie@acme.test');
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({
      status: 'PENDING',
      role: 'REVIEWER',
      isConceptOnly: true,
      businessNodes: [{ id: w.acme.childNodeId, name: 'Germany' }],
    });
    expect(invited.body.joinLink).toBe(`/join/${invited.body.invitationId}`);

    const shown = await w.t.client().get(`/invitations/${invited.body.invitationId}`);
    expect(shown.body).toMatchObject({ email: 'newbie@acme.test', role: 'REVIEWER' });

    const joiner = w.t.client();
    const accepted = await joiner.post(`/invitations/${invited.body.invitationId}/accept`, {
      name: 'Newbie',
      password: PASSWORD,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ role: 'REVIEWER', email: 'newbie@acme.test', isConceptOnly: true });
    expect((await joiner.get('/auth/current-user')).body.partnerId).toBe(w.acme.partnerId);

    const again = await w.t
      .client()
      .post(`/invitations/${invited.body.invitationId}/accept`, { name: 'Newbie', password: PASSWORD });
    expect(again.status).toBe(404);
    const row = await w.su.get(`/users/${invited.body.id}`);
    expect(row.body).toMatchObject({ status: 'ACTIVE', name: 'Newbie', invitationId: null, joinLink: null });
  });

  it('refuses an unknown invitation with 404', async () => {
    expect(
      (await w.t.client().post('/invitations/aaaaaaaaaaaaaaaaaaaaaaaa/accept', { name: 'A', password: PASSWORD }))
        .status,
    ).toBe(404);
    expect((await w.t.client().get('/invitations/aaaaaaaaaaaaaaaaaaaaaaaa')).status).toBe(404);
  });

  it.each([
    [{ name: ' Lead', password: PASSWORD }, 'Spaces are not allowed in the beginning of the name'],
    [{ name: '', password: PASSWORD }, 'Required'],
    [
      { name: 'Ok', password: 'alllowercase12345' },
      'Password must have at least 16 characters, one lowercase letter, one uppercase letter and one digit',
    ],
    [
      { name: 'Ok', password: 'Short1a' },
      'Password must have at least 16 characters, one lowercase letter, one uppercase letter and one digit',
    ],
  ])('refuses to accept %j with its message and leaves the invitation usable', async (body, message) => {
    const invited = await invite(w.su, `rules-${Math.random().toString(16).slice(2)}@acme.test`);
    const reply = await w.t.client().post(`/invitations/${invited.body.invitationId}/accept`, body);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(message);
    expect((await w.t.client().get(`/invitations/${invited.body.invitationId}`)).status).toBe(200);
  });

  it('re-invites (a new link replaces the old), deactivates and activates', async () => {
    const invited = await invite(w.su, 'cycle@acme.test');
    const reinvited = await w.su.post(`/users/${invited.body.id}/reinvite`);
    expect(reinvited.body.message).toBe('User was re-invited');
    expect(reinvited.body.invitationId).not.toBe(invited.body.invitationId);
    expect((await w.t.client().get(`/invitations/${invited.body.invitationId}`)).status).toBe(404);
    expect((await w.t.client().get(`/invitations/${reinvited.body.invitationId}`)).status).toBe(200);

    expect((await w.su.post(`/users/${invited.body.id}/deactivate`)).body.status).toBe('DEACTIVATED');
    expect((await w.su.post(`/users/${invited.body.id}/activate`)).body.status).toBe('PENDING');
  });

  it('a deactivated user is signed out and cannot sign in', async () => {
    const invited = await invite(w.su, 'leaver@acme.test', 'MANAGER');
    const leaver = w.t.client();
    await leaver.post(`/invitations/${invited.body.invitationId}/accept`, { name: 'Leaver', password: PASSWORD });
    expect((await leaver.get('/auth/current-user')).status).toBe(200);
    await w.su.post(`/users/${invited.body.id}/deactivate`);
    expect((await leaver.get('/auth/current-user')).status).toBe(401);
    expect((await w.t.client().post('/auth/login', { username: 'leaver@acme.test', password: PASSWORD })).status).toBe(
      401,
    );
    await w.su.post(`/users/${invited.body.id}/activate`);
    await w.t.client().login('leaver@acme.test', PASSWORD);
  });

  it('lists users per partner and per node, with search and status filter', async () => {
    const byPartner = await w.su.get(
      `/users/by-partner?partnerId=${w.acme.partnerId}&filter=${q({ status: 'ACTIVE' })}&range=${q([0, 39])}`,
    );
    expect(byPartner.status).toBe(200);
    expect(byPartner.body.every((u: { status: string }) => u.status === 'ACTIVE')).toBe(true);
    expect(byPartner.headers.get('content-range')).toMatch(/^users 0-\d+\/\d+$/);
    const byNode = await w.su.get(`/users/node/${w.acme.childNodeId}?filter=${q({ q: 'newbie' })}`);
    expect(byNode.body.map((u: { email: string }) => u.email)).toEqual(['newbie@acme.test']);
  });

  it('a self-service admin manages the own partner, never another one, and cannot deactivate itself', async () => {
    const ssa = w.user('SELF_SERVICE_ADMIN');
    const own = await invite(ssa.client, 'by-ssa@acme.test', 'ANALYST');
    expect(own.status).toBe(201);
    expect((await ssa.client.get('/users/by-partner')).status).toBe(200);

    const other = await partnerFixture(w.t, w.su, ['MANAGER']);
    const otherUser = other.users.MANAGER!;
    expect((await ssa.client.get(`/users/by-partner?partnerId=${other.partnerId}`)).status).toBe(403);
    expect((await ssa.client.get(`/users/${otherUser.id}`)).status).toBe(403);
    expect((await ssa.client.post(`/users/${otherUser.id}/deactivate`)).status).toBe(403);
    expect((await ssa.client.put(`/users/${otherUser.id}`, { name: 'Hijacked' })).status).toBe(403);
    expect((await invite(ssa.client, 'x@other.test', 'REVIEWER', other.childNodeId, other.partnerId)).status).toBe(403);
    expect((await invite(ssa.client, 'y@other.test', 'REVIEWER', other.childNodeId, w.acme.partnerId)).status).toBe(
      403,
    );
    // A partner's admin cannot make a top admin.
    expect((await invite(ssa.client, 'z@acme.test', 'ADMIN')).body.message).toBe('Please provide a correct user role');
    const self = await ssa.client.post(`/users/${ssa.id}/deactivate`);
    expect(self.status).toBe(422);
    expect(self.body.message).toBe('You cannot deactivate yourself');
  });

  it("changes a user's business nodes after the invitation, within the user's partner only", async () => {
    const ssa = w.user('SELF_SERVICE_ADMIN');
    const invited = (await invite(ssa.client, 'nodes@acme.test')).body as { id: string };
    const nodesOf = async () =>
      ((await ssa.client.get(`/users/${invited.id}`)).body.businessNodes as { id: string }[]).map((n) => n.id).sort();
    const change = (verb: 'add' | 'delete', businessNodeIds: string[], client = ssa.client) =>
      client.post(`/users/${invited.id}/business-nodes/${verb}`, { businessNodeIds });

    const addedRoot = await change('add', [w.acme.rootNodeId]);
    expect(addedRoot.status).toBe(200);
    expect(addedRoot.body.businessNodes.map((n: { id: string }) => n.id).sort()).toEqual(
      [w.acme.rootNodeId, w.acme.childNodeId].sort(),
    );
    expect((await w.su.get(`/users/node/${w.acme.rootNodeId}`)).body.map((u: { id: string }) => u.id)).toContain(
      invited.id,
    );
    expect((await change('delete', [w.acme.childNodeId])).status).toBe(200);
    expect(await nodesOf()).toEqual([w.acme.rootNodeId]);

    const last = await change('delete', [w.acme.rootNodeId]);
    expect(last.status).toBe(422);
    expect(last.body.message).toBe('User is not assigned to any business node');

    const other = await partnerFixture(w.t, w.su, ['MANAGER']);
    const foreignNode = await change('add', [other.childNodeId]);
    expect(foreignNode.status).toBe(403);
    expect(foreignNode.body.message).toBe('Access to the Business Node denied');
    expect(
      (
        await ssa.client.post(`/users/${other.users.MANAGER!.id}/business-nodes/add`, {
          businessNodeIds: [w.acme.rootNodeId],
        })
      ).status,
    ).toBe(403);
    const superId = (await w.su.get('/auth/current-user')).body.id as string;
    const internal = await w.su.post(`/users/${superId}/business-nodes/add`, { businessNodeIds: [w.acme.rootNodeId] });
    expect(internal.status).toBe(422);
    expect(internal.body.message).toBe('Internal users do not belong to business nodes');
    expect(await nodesOf()).toEqual([w.acme.rootNodeId]);
  });

  it('a super user moves a user to another partner, ending its sessions; nobody else can', async () => {
    const other = await partnerFixture(w.t, w.su, ['MANAGER']);
    const mover = other.users.MANAGER!;
    const moved = await w.su.post(`/users/${mover.id}/move-to-partner`, {
      partnerId: w.acme.partnerId,
      businessNodeId: w.acme.rootNodeId,
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ partnerId: w.acme.partnerId, businessNodes: [{ id: w.acme.rootNodeId }] });
    expect((await mover.client.get('/auth/current-user')).status).toBe(401);
    const ssa = w.user('SELF_SERVICE_ADMIN');
    expect((await ssa.client.get(`/users/${mover.id}`)).status).toBe(200);

    expect(
      (
        await ssa.client.post(`/users/${mover.id}/move-to-partner`, {
          partnerId: other.partnerId,
          businessNodeId: other.rootNodeId,
        })
      ).status,
    ).toBe(403);
    const wrongNode = await w.su.post(`/users/${mover.id}/move-to-partner`, {
      partnerId: other.partnerId,
      businessNodeId: w.acme.childNodeId,
    });
    expect(wrongNode.status).toBe(404);
    expect(wrongNode.body.message).toBe('Business node was not found');
    const same = await w.su.post(`/users/${mover.id}/move-to-partner`, {
      partnerId: w.acme.partnerId,
      businessNodeId: w.acme.childNodeId,
    });
    expect(same.status).toBe(422);
    expect(same.body.message).toBe('The user already belongs to this partner');
  });
});

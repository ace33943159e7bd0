import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app';
import { PASSWORD, partnerFixture, type PartnerFixture } from '../support/fixtures';
import { q, type HttpClient } from '../support/http';

let t: TestApp;
let su: HttpClient;
let acme: PartnerFixture;

beforeAll(async () => {
  t = await startTestApp();
  su = await t.superClient();
  acme = await partnerFixture(t, su, ['SELF_SERVICE_ADMIN']);
});
afterAll(() => t?.close());

const invite = (
  client: HttpClient,
  email: string,
  role = 'REVIEWER',
  nodeId = acme.childNodeId,
  partnerId = acme.partnerId,
) => client.post(`/business-nodes/invitations/node/${nodeId}`, { email, role, partnerId, isConceptOnly: true });

describe('internal users', () => {
  it('a super user creates, lists and edits internal users', async () => {
    const created = await su.post('/users', {
      email: 'Ops@Varia.test',
      name: 'Ops',
      role: 'ADMIN',
      password: PASSWORD,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ email: 'ops@varia.test', role: 'ADMIN', status: 'ACTIVE', partnerId: null });
    const list = await su.get(`/users/admins?filter=${q({ q: 'ops@' })}`);
    expect(list.body.map((u: { email: string }) => u.email)).toEqual(['ops@varia.test']);
    const edited = await su.put(`/users/${created.body.id}`, { name: 'Operations', role: 'SUPER' });
    expect(edited.body).toMatchObject({ name: 'Operations', role: 'SUPER' });
  });

  it('refuses an unknown role with the spec message and a partner role for an internal user', async () => {
    const unknown = await su.post('/users', { email: 'x1@varia.test', name: 'X', role: 'OWNER', password: PASSWORD });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Please provide a correct user role');
    const partnerRole = await su.post('/users', {
      email: 'x2@varia.test',
      name: 'X',
      role: 'ANALYST',
      password: PASSWORD,
    });
    expect(partnerRole.body.message).toBe('Please provide a correct user role');
  });

  it('refuses a weak password and a duplicate email', async () => {
    const weak = await su.post('/users', { email: 'weak@varia.test', name: 'W', role: 'ADMIN', password: 'short1A' });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe(
      'Password must have at least 16 characters, one lowercase letter, one uppercase letter and one digit',
    );
    const dup = await su.post('/users', {
      email: acme.users.SELF_SERVICE_ADMIN!.email.toUpperCase(),
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
    const invited = await invite(su, 'newbie@acme.test');
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({
      status: 'PENDING',
      role: 'REVIEWER',
      isConceptOnly: true,
      businessNodes: [{ id: acme.childNodeId, name: 'Germany' }],
    });
    expect(invited.body.joinLink).toBe(`/join/${invited.body.invitationId}`);

    const shown = await t.client().get(`/invitations/${invited.body.invitationId}`);
    expect(shown.body).toMatchObject({ email: 'newbie@acme.test', role: 'REVIEWER' });

    const joiner = t.client();
    const accepted = await joiner.post(`/invitations/${invited.body.invitationId}/accept`, {
      name: 'Newbie',
      password: PASSWORD,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ role: 'REVIEWER', email: 'newbie@acme.test', isConceptOnly: true });
    expect((await joiner.get('/auth/current-user')).body.partnerId).toBe(acme.partnerId);

    const again = await t
      .client()
      .post(`/invitations/${invited.body.invitationId}/accept`, { name: 'Newbie', password: PASSWORD });
    expect(again.status).toBe(404);
    const row = await su.get(`/users/${invited.body.id}`);
    expect(row.body).toMatchObject({ status: 'ACTIVE', name: 'Newbie', invitationId: null, joinLink: null });
  });

  it('refuses an unknown invitation with 404', async () => {
    expect(
      (await t.client().post('/invitations/aaaaaaaaaaaaaaaaaaaaaaaa/accept', { name: 'A', password: PASSWORD })).status,
    ).toBe(404);
    expect((await t.client().get('/invitations/aaaaaaaaaaaaaaaaaaaaaaaa')).status).toBe(404);
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
    const invited = await invite(su, `rules-${Math.random().toString(16).slice(2)}@acme.test`);
    const reply = await t.client().post(`/invitations/${invited.body.invitationId}/accept`, body);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(message);
    expect((await t.client().get(`/invitations/${invited.body.invitationId}`)).status).toBe(200);
  });

  it('re-invites (a new link replaces the old), deactivates and activates', async () => {
    const invited = await invite(su, 'cycle@acme.test');
    const reinvited = await su.post(`/users/${invited.body.id}/reinvite`);
    expect(reinvited.body.message).toBe('User was re-invited');
    expect(reinvited.body.invitationId).not.toBe(invited.body.invitationId);
    expect((await t.client().get(`/invitations/${invited.body.invitationId}`)).status).toBe(404);
    expect((await t.client().get(`/invitations/${reinvited.body.invitationId}`)).status).toBe(200);

    expect((await su.post(`/users/${invited.body.id}/deactivate`)).body.status).toBe('DEACTIVATED');
    expect((await su.post(`/users/${invited.body.id}/activate`)).body.status).toBe('PENDING');
  });

  it('a deactivated user is signed out and cannot sign in', async () => {
    const invited = await invite(su, 'leaver@acme.test', 'MANAGER');
    const leaver = t.client();
    await leaver.post(`/invitations/${invited.body.invitationId}/accept`, { name: 'Leaver', password: PASSWORD });
    expect((await leaver.get('/auth/current-user')).status).toBe(200);
    await su.post(`/users/${invited.body.id}/deactivate`);
    expect((await leaver.get('/auth/current-user')).status).toBe(401);
    expect((await t.client().post('/auth/login', { username: 'leaver@acme.test', password: PASSWORD })).status).toBe(
      401,
    );
    await su.post(`/users/${invited.body.id}/activate`);
    await t.client().login('leaver@acme.test', PASSWORD);
  });

  it('lists users per partner and per node, with search and status filter', async () => {
    const byPartner = await su.get(
      `/users/by-partner?partnerId=${acme.partnerId}&filter=${q({ status: 'ACTIVE' })}&range=${q([0, 39])}`,
    );
    expect(byPartner.status).toBe(200);
    expect(byPartner.body.every((u: { status: string }) => u.status === 'ACTIVE')).toBe(true);
    expect(byPartner.headers.get('content-range')).toMatch(/^users 0-\d+\/\d+$/);
    const byNode = await su.get(`/users/node/${acme.childNodeId}?filter=${q({ q: 'newbie' })}`);
    expect(byNode.body.map((u: { email: string }) => u.email)).toEqual(['newbie@acme.test']);
  });

  it('a self-service admin manages the own partner, never another one, and cannot deactivate itself', async () => {
    const ssa = acme.users.SELF_SERVICE_ADMIN!;
    const own = await invite(ssa.client, 'by-ssa@acme.test', 'ANALYST');
    expect(own.status).toBe(201);
    expect((await ssa.client.get('/users/by-partner')).status).toBe(200);

    const other = await partnerFixture(t, su, ['MANAGER']);
    const otherUser = other.users.MANAGER!;
    expect((await ssa.client.get(`/users/by-partner?partnerId=${other.partnerId}`)).status).toBe(403);
    expect((await ssa.client.get(`/users/${otherUser.id}`)).status).toBe(403);
    expect((await ssa.client.post(`/users/${otherUser.id}/deactivate`)).status).toBe(403);
    expect((await ssa.client.put(`/users/${otherUser.id}`, { name: 'Hijacked' })).status).toBe(403);
    expect((await invite(ssa.client, 'x@other.test', 'REVIEWER', other.childNodeId, other.partnerId)).status).toBe(403);
    expect((await invite(ssa.client, 'y@other.test', 'REVIEWER', other.childNodeId, acme.partnerId)).status).toBe(403);
    // A partner's admin cannot make a top admin.
    expect((await invite(ssa.client, 'z@acme.test', 'ADMIN')).body.message).toBe('Please provide a correct user role');
    const self = await ssa.client.post(`/users/${ssa.id}/deactivate`);
    expect(self.status).toBe(422);
    expect(self.body.message).toBe('You cannot deactivate yourself');
  });
});

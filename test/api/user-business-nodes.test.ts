// A user's business nodes after the invitation (issue 22 §4; spec 3 §7 POST /users/{id}/business-nodes/add{query} and
// /delete{query}): the admin group changes the nodes of a user it reaches, each change one event on the user's stream
// that the users read model (and so the node's users) follows; other roles, another partner's user or node, an
// unknown node, a wrong current partner, no nodes and the user's last node are refused with spec 3 §8's words and
// write nothing. The users' answers also say how each signs in (spec 3 §3 login providers).
import { describe, expect, it } from 'vitest';
import { PARTNER_ROLES, type Role } from '../../domain/roles';
import { internalAdmin } from '../support/fixtures';
import { useApiTest } from '../support/api-test';
import type { HttpClient } from '../support/http';

const w = useApiTest({ roles: PARTNER_ROLES, globex: ['MANAGER'] });
const REFUSED_ROLES = PARTNER_ROLES.filter((role) => role !== 'SELF_SERVICE_ADMIN');
const head = () => w.t.system.deps.store.headPosition();
const nodeIds = (body: { businessNodes: { id: string }[] }) => body.businessNodes.map((n) => n.id).sort();
const change = (client: HttpClient, userId: string, verb: 'add' | 'delete', body: unknown, query = '') =>
  client.post(`/users/${userId}/business-nodes/${verb}${query}`, body);

describe("a user's business nodes", () => {
  it('the admin group adds and removes them, one event each, and the node users follow', async () => {
    const admin = await internalAdmin(w.t, w.su);
    const callers: [string, HttpClient][] = [
      ['SUPER', w.su],
      ['ADMIN', admin.client],
      ['SELF_SERVICE_ADMIN', w.as('SELF_SERVICE_ADMIN')],
    ];
    const { id: userId } = w.user('REVIEWER');
    const { rootNodeId, childNodeId, partnerId } = w.acme;
    for (const [role, client] of callers) {
      const added = await change(client, userId, 'add', { businessNodeIds: [rootNodeId] }, `?partnerId=${partnerId}`);
      expect(added.status, role).toBe(200);
      expect(nodeIds(added.body), role).toEqual([rootNodeId, childNodeId].sort());
      const onRoot = await w.su.get(`/users/node/${rootNodeId}`);
      expect(
        onRoot.body.map((u: { id: string }) => u.id),
        role,
      ).toContain(userId);

      const removed = await change(client, userId, 'delete', { businessNodeIds: [rootNodeId] });
      expect(removed.status, role).toBe(200);
      expect(nodeIds(removed.body), role).toEqual([childNodeId]);
      const onRootAfter = await w.su.get(`/users/node/${rootNodeId}`);
      expect(
        onRootAfter.body.map((u: { id: string }) => u.id),
        role,
      ).not.toContain(userId);
    }
    const events = await w.t.system.deps.store.readStream(`User-${userId}`);
    expect(events.map((e) => e.type).slice(-6)).toEqual([
      'UserBusinessNodesAdded',
      'UserBusinessNodesRemoved',
      'UserBusinessNodesAdded',
      'UserBusinessNodesRemoved',
      'UserBusinessNodesAdded',
      'UserBusinessNodesRemoved',
    ]);
    expect(events.at(-1)!.data).toEqual({ userId, businessNodeIds: [rootNodeId] });
    // Adding a node held already changes nothing and appends nothing.
    const before = await head();
    expect((await change(w.su, userId, 'add', { businessNodeIds: [childNodeId] })).status).toBe(200);
    expect(await head()).toBe(before);
  });

  it('refuses every other role, and strangers', async () => {
    const { id: userId } = w.user('ANALYST');
    const before = await head();
    for (const role of REFUSED_ROLES as Role[]) {
      for (const verb of ['add', 'delete'] as const) {
        const refused = await change(w.as(role), userId, verb, { businessNodeIds: [w.acme.rootNodeId] });
        expect([refused.status, refused.body.message], `${role} ${verb}`).toEqual([403, 'Wrong user roles']);
      }
    }
    expect((await change(w.t.client(), userId, 'add', { businessNodeIds: [w.acme.rootNodeId] })).status).toBe(401);
    expect(await head()).toBe(before);
  });

  it("refuses another partner's user and node, an unknown node and a wrong current partner, writing nothing", async () => {
    const ssa = w.as('SELF_SERVICE_ADMIN');
    const { id: userId } = w.user('MANAGER');
    const foreignUser = w.globex.users.MANAGER!.id;
    const before = await head();
    const cases: [string, () => Promise<{ status: number; body: { message: string } }>, number, string][] = [
      [
        "another partner's user",
        () => change(ssa, foreignUser, 'add', { businessNodeIds: [w.acme.rootNodeId] }),
        403,
        'Access denied',
      ],
      [
        "another partner's node (add)",
        () => change(ssa, userId, 'add', { businessNodeIds: [w.acme.rootNodeId, w.globex.rootNodeId] }),
        403,
        'Access to the Business Node denied',
      ],
      [
        "another partner's node (delete)",
        () => change(ssa, userId, 'delete', { businessNodeIds: [w.globex.childNodeId] }),
        403,
        'Access to the Business Node denied',
      ],
      [
        "another partner's node, by a super user",
        () => change(w.su, userId, 'add', { businessNodeIds: [w.globex.childNodeId] }),
        403,
        'Access to the Business Node denied',
      ],
      [
        'an unknown node',
        () => change(ssa, userId, 'add', { businessNodeIds: ['0123456789abcdef01234567'] }),
        404,
        'Business node was not found',
      ],
      [
        'a current partner that is not the user’s',
        () => change(w.su, userId, 'add', { businessNodeIds: [w.acme.rootNodeId] }, `?partnerId=${w.globex.partnerId}`),
        403,
        'Access denied',
      ],
      ['no nodes', () => change(ssa, userId, 'add', { businessNodeIds: [] }), 422, 'Business nodes are not provided'],
      ['no node list', () => change(ssa, userId, 'delete', {}), 422, 'Business nodes are not provided'],
      [
        "the user's last node",
        () => change(ssa, userId, 'delete', { businessNodeIds: [w.acme.childNodeId] }),
        422,
        'User is not assigned to any business node',
      ],
    ];
    for (const [what, call, status, message] of cases) {
      const reply = await call();
      expect([reply.status, reply.body.message], what).toEqual([status, message]);
    }
    const malformed = await change(ssa, userId, 'add', { businessNodeIds: ['not an id'] });
    expect(malformed.status).toBe(400);
    expect(await head()).toBe(before);
    expect(nodeIds((await ssa.get(`/users/${userId}`)).body)).toEqual([w.acme.childNodeId]);
  });

  it('says how each user signs in: Local, or the provider of the SSO config holding the e-mail domain', async () => {
    const { partnerId, childNodeId } = w.acme;
    const invite = async (email: string) => {
      const reply = await w.su.post(`/business-nodes/invitations/node/${childNodeId}`, {
        email,
        role: 'REVIEWER',
        partnerId,
      });
      expect(reply.status).toBe(201);
      return reply.body.id as string;
    };
    const samlUser = await invite('someone@saml-login.example.com');
    const googleUser = await invite('someone@google-login.example.com');
    const providerOf = async (id: string) => (await w.su.get(`/users/${id}`)).body.loginProvider as string;
    expect(await providerOf(samlUser)).toBe('Local');

    const saml = await w.su.post('/sso-configs', {
      partnerId,
      name: 'Acme Okta',
      provider: 'saml',
      emailDomains: ['saml-login.example.com'],
      entryPoint: 'https://idp.example.com/sso',
      idpCert: '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIU\n-----END CERTIFICATE-----',
      idpIssuer: 'https://idp.example.com/metadata',
    });
    expect(saml.status).toBe(201);
    const google = await w.su.post('/sso-configs', {
      partnerId,
      name: 'Acme Google',
      provider: 'google',
      emailDomains: ['google-login.example.com'],
      issuer: 'https://accounts.example.com',
      clientId: 'acme-client',
      clientSecret: 'a-client-secret',
    });
    expect(google.status).toBe(201);
    await w.t.system.runner.waitFor(await head());

    expect(await providerOf(samlUser)).toBe('SAML');
    expect(await providerOf(googleUser)).toBe('Google');
    expect(await providerOf(w.user('MANAGER').id)).toBe('Local');
    const listed = await w.su.get(
      `/users/by-partner?partnerId=${partnerId}&filter=${encodeURIComponent('{"q":"login"}')}`,
    );
    expect(
      Object.fromEntries(listed.body.map((u: { email: string; loginProvider: string }) => [u.email, u.loginProvider])),
    ).toEqual({ 'someone@saml-login.example.com': 'SAML', 'someone@google-login.example.com': 'Google' });

    expect((await w.su.delete(`/sso-configs/${saml.body.id}`)).status).toBe(200);
    await w.t.system.runner.waitFor(await head());
    expect(await providerOf(samlUser)).toBe('Local');
  });
});

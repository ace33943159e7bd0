// Every route with a role it admits and a role it refuses (403 'Wrong user roles', nothing appended),
// and 401 when signed out.
import { beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_ROLES, type Role } from '../../domain/roles';
import { useApiTest } from '../support/api-test';
import { createPartner, internalAdmin, PASSWORD } from '../support/fixtures';
import type { HttpClient } from '../support/http';

const w = useApiTest({ roles: PARTNER_ROLES });

let clients: Record<Role, HttpClient>;

beforeAll(async () => {
  const admin = await internalAdmin(w.t, w.su);
  clients = {
    SUPER: w.su,
    ADMIN: admin.client,
    ...Object.fromEntries(Object.entries(w.acme.users).map(([role, u]) => [role, u.client])),
  } as Record<Role, HttpClient>;
}, 120_000);

let n = 0;
const uniq = () => `gate-${++n}-${Date.now()}`;

/** Fresh objects for calls that change or remove what they touch. */
const fresh = {
  pendingUser: async () =>
    (
      await w.su.post(`/business-nodes/invitations/node/${w.acme.childNodeId}`, {
        email: `${uniq()}@acme.test`,
        role: 'REVIEWER',
        partnerId: w.acme.partnerId,
      })
    ).body.id as string,
  node: async () =>
    (await w.su.post(`/business-nodes?partnerId=${w.acme.partnerId}`, { parentId: null, name: uniq(), type: 'brand' }))
      .body.id as string,
  market: async () => (await w.su.post(`/markets/create/${w.acme.partnerId}`, { name: uniq() })).body.id as string,
};

interface Gate {
  route: string;
  allowed: Role;
  forbidden: Role | null;
  call: (client: HttpClient) => Promise<{ status: number; body: any }>;
}

const gates: Gate[] = [
  { route: 'GET /partners/admin', allowed: 'SUPER', forbidden: 'ADMIN', call: (c) => c.get('/partners/admin') },
  {
    route: 'POST /partners',
    allowed: 'SUPER',
    forbidden: 'ADMIN',
    call: (c) => c.post('/partners', { name: uniq(), type: 'Demo' }),
  },
  {
    route: 'PUT /partners',
    allowed: 'SUPER',
    forbidden: 'SELF_SERVICE_ADMIN',
    call: (c) => c.put('/partners', { id: w.acme.partnerId, name: `Acme ${uniq()}`, type: 'Client' }),
  },
  {
    route: 'PUT /partners/archive/{id}',
    allowed: 'SUPER',
    forbidden: 'ADMIN',
    call: (c) => c.put(`/partners/archive/${w.acme.partnerId}`, { archived: false }),
  },
  { route: 'GET /partners', allowed: 'ANALYST', forbidden: null, call: (c) => c.get('/partners') },
  {
    route: 'GET /partners/{id}',
    allowed: 'REVIEWER',
    forbidden: null,
    call: (c) => c.get(`/partners/${w.acme.partnerId}`),
  },
  { route: 'GET /users/admins', allowed: 'SUPER', forbidden: 'ADMIN', call: (c) => c.get('/users/admins') },
  {
    route: 'POST /users',
    allowed: 'SUPER',
    forbidden: 'ADMIN',
    call: (c) => c.post('/users', { email: `${uniq()}@varia.test`, name: 'I', role: 'ADMIN', password: PASSWORD }),
  },
  {
    route: 'GET /users/by-partner',
    allowed: 'SELF_SERVICE_ADMIN',
    forbidden: 'SELF_SERVICE_MANAGER',
    call: (c) => c.get(`/users/by-partner?partnerId=${w.acme.partnerId}`),
  },
  {
    route: 'GET /users/node/{id}',
    allowed: 'ADMIN',
    forbidden: 'MANAGER',
    call: (c) => c.get(`/users/node/${w.acme.childNodeId}`),
  },
  {
    route: 'GET /users/{id}',
    allowed: 'SELF_SERVICE_ADMIN',
    forbidden: 'REVIEWER',
    call: (c) => c.get(`/users/${w.user('ANALYST').id}`),
  },
  {
    route: 'PUT /users/{id}',
    allowed: 'SELF_SERVICE_ADMIN',
    forbidden: 'SELF_SERVICE_REVIEWER',
    call: (c) => c.put(`/users/${w.user('ANALYST').id}`, { name: uniq() }),
  },
  {
    route: 'POST /business-nodes/invitations/node/{id}',
    allowed: 'ADMIN',
    forbidden: 'MANAGER',
    call: (c) =>
      c.post(`/business-nodes/invitations/node/${w.acme.childNodeId}`, {
        email: `${uniq()}@acme.test`,
        role: 'ANALYST',
        partnerId: w.acme.partnerId,
      }),
  },
  {
    route: 'POST /users/{id}/reinvite',
    allowed: 'SELF_SERVICE_ADMIN',
    forbidden: 'ANALYST',
    call: async (c) => c.post(`/users/${await fresh.pendingUser()}/reinvite`),
  },
  {
    route: 'POST /users/{id}/deactivate',
    allowed: 'ADMIN',
    forbidden: 'SELF_SERVICE_MANAGER',
    call: async (c) => c.post(`/users/${await fresh.pendingUser()}/deactivate`),
  },
  {
    route: 'POST /users/{id}/activate',
    allowed: 'ADMIN',
    forbidden: 'REVIEWER',
    call: async (c) => c.post(`/users/${await fresh.pendingUser()}/activate`),
  },
  {
    route: 'GET /business-nodes',
    allowed: 'ANALYST',
    forbidden: null,
    call: (c) => c.get(`/business-nodes?partnerId=${w.acme.partnerId}`),
  },
  {
    route: 'POST /business-nodes',
    allowed: 'SELF_SERVICE_ADMIN',
    forbidden: 'SELF_SERVICE_MANAGER',
    call: (c) =>
      c.post(`/business-nodes?partnerId=${w.acme.partnerId}`, { parentId: null, name: uniq(), type: 'region' }),
  },
  {
    route: 'PUT /business-nodes/{id}',
    allowed: 'ADMIN',
    forbidden: 'MANAGER',
    call: async (c) => c.put(`/business-nodes/${await fresh.node()}`, { name: uniq() }),
  },
  {
    route: 'DELETE /business-nodes/{id}',
    allowed: 'SELF_SERVICE_ADMIN',
    forbidden: 'REVIEWER',
    call: async (c) => c.delete(`/business-nodes/${await fresh.node()}`),
  },
  {
    route: 'GET /markets/{partnerId}',
    allowed: 'REVIEWER',
    forbidden: null,
    call: (c) => c.get(`/markets/${w.acme.partnerId}`),
  },
  {
    route: 'POST /markets/create/{partnerId}',
    allowed: 'ADMIN',
    forbidden: 'ANALYST',
    call: (c) => c.post(`/markets/create/${w.acme.partnerId}`, { name: uniq() }),
  },
  {
    route: 'PUT /markets/update/{id}',
    allowed: 'SELF_SERVICE_ADMIN',
    forbidden: 'SELF_SERVICE_MANAGER',
    call: async (c) => c.put(`/markets/update/${await fresh.market()}`, { name: uniq() }),
  },
  {
    route: 'DELETE /markets/delete/{partnerId}/{id}',
    allowed: 'SUPER',
    forbidden: 'MANAGER',
    call: async (c) => c.delete(`/markets/delete/${w.acme.partnerId}/${await fresh.market()}`),
  },
  {
    route: 'GET /audit',
    allowed: 'SELF_SERVICE_ADMIN',
    forbidden: 'SELF_SERVICE_MANAGER',
    call: (c) => c.get(`/audit?entityType=partner&entityId=${w.acme.partnerId}`),
  },
  { route: 'GET /projections', allowed: 'ADMIN', forbidden: 'SELF_SERVICE_ADMIN', call: (c) => c.get('/projections') },
  { route: 'GET /auth/current-user', allowed: 'ANALYST', forbidden: null, call: (c) => c.get('/auth/current-user') },
];

async function eventsBy(client: HttpClient): Promise<number> {
  const userId = (await client.get('/auth/current-user')).body.id;
  const { rows } = await w.t.system.deps.pool.query<{ n: string }>(
    `SELECT count(*) AS n FROM es_event WHERE metadata->'actor'->>'userId' = $1`,
    [userId],
  );
  return Number(rows[0]!.n);
}

describe('role gates', () => {
  it.each(gates.map((g) => [g.route, g] as const))('%s', async (_route, gate) => {
    const allowed = await gate.call(clients[gate.allowed]);
    expect(allowed.status, JSON.stringify(allowed.body)).toBeLessThan(300);

    if (gate.forbidden) {
      const refused = clients[gate.forbidden];
      const before = await eventsBy(refused);
      const forbidden = await gate.call(refused);
      expect(forbidden.status).toBe(403);
      expect(forbidden.body).toMatchObject({ code: 'NOT_ALLOWED', message: 'Wrong user roles' });
      expect(await eventsBy(refused)).toBe(before);
    }

    const stranger = await gate.call(w.t.client());
    expect(stranger.status).toBe(401);
  });

  it('keeps every non-admin to the own partner', async () => {
    const other = await createPartner(w.su);
    for (const role of PARTNER_ROLES) {
      expect((await clients[role].get(`/partners/${other}`)).status).toBe(403);
      expect((await clients[role].get(`/business-nodes?partnerId=${other}`)).status).toBe(403);
      expect((await clients[role].get(`/markets/${other}`)).status).toBe(403);
      const switcher = await clients[role].get('/partners');
      expect(switcher.body.map((p: { id: string }) => p.id)).toEqual([w.acme.partnerId]);
    }
  });
});

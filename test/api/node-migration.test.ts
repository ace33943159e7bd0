// A business node's migration over HTTP (issue 22 §3; spec 3 §7 check-for-migration-conflicts, migrate-*-to; §6 the
// partner-tree flags; §8 'Only one process at a time can be executed'): the admin group checks conflicts (writing
// nothing) and starts a kind's migration; other roles, another partner's nodes, unknown and malformed ids and blocking
// conflicts are refused without writing or starting anything; a second migration of the partner while one runs is
// 409. No worker takes this file's migrations, so a started one stays running (the workflow test runs them).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATION_KINDS, MIGRATION_MESSAGES as M } from '../../domain/business-tree/migration';
import { PARTNER_ROLES, type Role } from '../../domain/roles';
import { nodeMigrationId } from '../../workflows/migration/starters';
import { useApiTest } from '../support/api-test';
import { campaignOf, readyConcept } from '../support/campaigns';
import { addNode, internalAdmin } from '../support/fixtures';
import type { HttpClient } from '../support/http';

const w = useApiTest({ roles: PARTNER_ROLES, globex: ['SELF_SERVICE_ADMIN'] });
const M_DENIED = 'Access to the Business Node denied';
const REFUSED_ROLES = PARTNER_ROLES.filter((role) => role !== 'SELF_SERVICE_ADMIN');
const head = () => w.t.system.deps.store.headPosition();
const check = (client: HttpClient, source: string, target: string) =>
  client.post(`/business-nodes/${source}/check-for-migration-conflicts/${target}`);
const migrate = (client: HttpClient, kind: string, source: string, target: string) =>
  client.post(`/business-nodes/${source}/migrate-${kind}-to/${target}`);
let targetId: string;
let lockedId: string;

beforeAll(async () => {
  const { su, acme } = w;
  targetId = await addNode(su, acme.partnerId, { parentId: acme.rootNodeId, name: 'France' });
  const concept = await readyConcept(su, 'Migration concept', [acme.childNodeId, targetId], acme.partnerId);
  await campaignOf(su, acme, concept, 'Spring');
  lockedId = (await campaignOf(su, acme, concept, 'Summer')).campaignId;
  expect((await su.request('PATCH', `/campaigns/${lockedId}/lock`)).status).toBe(200);
}, 240_000);
afterAll(async () => {
  // This file's migrations never ran: they are ended so the run's Temporal holds nothing of it.
  for (const partnerId of [w.acme?.partnerId, w.globex?.partnerId])
    await w.t?.system.temporal.client.workflow
      .getHandle(nodeMigrationId(partnerId!))
      .terminate()
      .catch(() => undefined);
});

describe("a business node's migration", () => {
  it('lists what would clash before anything moves, for each allowed role, writing nothing', async () => {
    const admin = await internalAdmin(w.t, w.su);
    const before = await head();
    for (const [role, client] of [
      ['SUPER', w.su],
      ['ADMIN', admin.client],
      ['SELF_SERVICE_ADMIN', w.as('SELF_SERVICE_ADMIN')],
    ] as const) {
      const reply = await check(client, w.acme.childNodeId, targetId);
      expect(reply.status, role).toBe(200);
      expect(reply.body.counts, role).toEqual({
        campaigns: 2,
        users: PARTNER_ROLES.length,
        assets: 0,
        integrations: 0,
        'bn-subscribers': 0,
      });
      expect(reply.body.conflicts, role).toEqual([
        { kind: 'campaigns', blocking: true, entityId: lockedId, message: M.campaignLocked('Summer') },
      ]);
    }
    expect(await head()).toBe(before);
  });

  it('refuses a blocking conflict (422) and every kind for the same node or a node below the source', async () => {
    const ssa = w.as('SELF_SERVICE_ADMIN');
    const { rootNodeId, childNodeId } = w.acme;
    const before = await head();
    const refused = await migrate(ssa, 'campaigns', childNodeId, targetId);
    expect([refused.status, refused.body.message]).toEqual([422, M.campaignLocked('Summer')]);
    const same = await check(ssa, childNodeId, childNodeId);
    const blocking = same.body.conflicts.filter((c: { blocking: boolean }) => c.blocking);
    expect(blocking.map((c: { message: string }) => c.message)).toEqual([M.sameNode, M.campaignLocked('Summer')]);
    for (const kind of MIGRATION_KINDS) {
      const below = await migrate(ssa, kind, rootNodeId, childNodeId);
      expect([below.status, below.body.message], kind).toEqual([422, M.belowSource]);
      const itself = await migrate(ssa, kind, childNodeId, childNodeId);
      expect([itself.status, itself.body.message], kind).toEqual([422, M.sameNode]);
    }
    expect(await head()).toBe(before);
    const none = await ssa.get(`/business-nodes/${childNodeId}/migration`);
    expect([none.status, none.body.message]).toEqual([404, 'Entity not found']);
  });

  it('refuses every other role, and strangers', async () => {
    const before = await head();
    for (const role of REFUSED_ROLES as Role[]) {
      const checked = await check(w.as(role), w.acme.childNodeId, targetId);
      expect([checked.status, checked.body.message], role).toEqual([403, 'Wrong user roles']);
      for (const kind of MIGRATION_KINDS) {
        const started = await migrate(w.as(role), kind, w.acme.childNodeId, targetId);
        expect([started.status, started.body.message], `${role} ${kind}`).toEqual([403, 'Wrong user roles']);
      }
    }
    expect((await check(w.t.client(), w.acme.childNodeId, targetId)).status).toBe(401);
    expect(await head()).toBe(before);
  });

  it("refuses another partner's nodes, unknown and malformed ids, writing nothing", async () => {
    const ssa = w.as('SELF_SERVICE_ADMIN');
    const { childNodeId } = w.acme;
    const foreign = w.globex.childNodeId;
    const unknown = '0123456789abcdef01234567';
    const before = await head();
    const cases: [string, () => Promise<{ status: number; body: { message: string } }>, number, string][] = [
      ["another partner's target", () => migrate(ssa, 'users', childNodeId, foreign), 403, M_DENIED],
      ["another partner's source", () => check(ssa, foreign, childNodeId), 403, M_DENIED],
      [
        'by its own admin',
        () => migrate(w.globex.users.SELF_SERVICE_ADMIN!.client, 'users', foreign, targetId),
        403,
        M_DENIED,
      ],
      ['a super user, across partners', () => migrate(w.su, 'users', childNodeId, foreign), 422, M.otherPartner],
      ['an unknown target', () => check(ssa, childNodeId, unknown), 404, 'Business node was not found'],
      ['an unknown source', () => migrate(ssa, 'assets', unknown, targetId), 404, 'Business node was not found'],
    ];
    for (const [what, call, status, message] of cases) {
      const reply = await call();
      expect([reply.status, reply.body.message], what).toEqual([status, message]);
    }
    expect((await check(ssa, 'not-an-id', targetId)).status).toBe(400);
    expect((await ssa.post(`/business-nodes/${childNodeId}/migrate-partners-to/${targetId}`)).status).toBe(404);
    expect((await check(w.su, childNodeId, foreign)).body.conflicts[0]).toEqual({
      kind: 'node',
      blocking: true,
      entityId: null,
      message: M.otherPartner,
    });
    expect(await head()).toBe(before);
  });

  it("starts a kind's migration, and refuses a second one of the partner while it runs", async () => {
    const ssa = w.as('SELF_SERVICE_ADMIN');
    const { partnerId, childNodeId } = w.acme;
    const started = await migrate(ssa, 'users', childNodeId, targetId);
    expect([started.status, started.body]).toEqual([
      202,
      {
        migrationId: nodeMigrationId(partnerId),
        kind: 'users',
        sourceId: childNodeId,
        targetId,
        total: PARTNER_ROLES.length,
      },
    ]);
    const state = await ssa.get(`/business-nodes/${targetId}/migration`);
    expect(state.body).toEqual({
      status: 'RUNNING',
      kind: 'users',
      sourceId: childNodeId,
      targetId,
      total: PARTNER_ROLES.length,
      done: 0,
      moved: 0,
    });
    for (const kind of ['users', 'bn-subscribers']) {
      const second = await migrate(w.su, kind, childNodeId, targetId);
      expect([second.status, second.body.message], kind).toEqual([409, 'Only one process at a time can be executed']);
    }
    // Another partner's migration is its own.
    const globex = w.globex.users.SELF_SERVICE_ADMIN!.client;
    const theirs = await migrate(globex, 'assets', w.globex.childNodeId, w.globex.rootNodeId);
    expect(theirs.status).toBe(202);
    expect((await globex.get(`/business-nodes/${childNodeId}/migration`)).body.message).toBe(M_DENIED);
  });
});

// A business node's migration (workflows/migration/) on the run's real Temporal server, with the real commands,
// event store and read models: each kind's entities on the source move to the target, one event on each (the
// migration's workflow id their correlation), the read models follow and rebuild to the same rows, and running the
// migration, or a chunk's moves, again moves nothing twice. Assets move whether the source is one of their business
// nodes or one of their additional nodes; an asset not on the source stays.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveToNode, type NodeMigrationRun } from '../../commands/node-migration';
import type { MigrationKind } from '../../domain/business-tree/migration';
import { idsOnNode } from '../../projections/business-tree/migration';
import { fromRoot } from '../../runtime/paths';
import { createMigrationActivities } from '../../workflows/migration/activities';
import { migrationProgress, type MigrationProgress } from '../../workflows/migration/migration.workflow';
import { nodeMigrations, type NodeMigrations } from '../../workflows/migration/starters';
import type { TemporalRuntime } from '../../workflows/runtime/temporal';
import { startWorker, type RunningWorker } from '../../workflows/runtime/worker';
import { useApiTest } from '../support/api-test';
import { campaignOf, readyConcept } from '../support/campaigns';
import { addNode } from '../support/fixtures';
import { testTaskQueue, testTemporal } from '../support/temporal';
import { connectByOAuth } from '../support/oauth';
import { caughtUp, file, pngImage, uploadedAsset } from '../support/uploads';
import { nodeAccount } from '../../commands/publishing';

// The upload worker processes the assets the migration moves.
const api = useApiTest({ config: { runWorker: true }, roles: ['SELF_SERVICE_ADMIN', 'MANAGER'] });
let env: TemporalRuntime;
let worker: RunningWorker;
let migrations: NodeMigrations;
let targetId: string;
const campaignIds: string[] = [];
/** Acme's assets: on the source as a business node, on it as an additional node, and on the root only. */
const assets = { onSource: '', additionalOnSource: '', elsewhere: '' };

const pool = () => api.t.system.deps.pool;
const store = () => api.t.system.deps.store;
const runOf = (kind: MigrationKind): NodeMigrationRun => ({
  partnerId: api.acme.partnerId,
  sourceId: api.acme.childNodeId,
  targetId,
  kind,
  actor: { userId: api.user('SELF_SERVICE_ADMIN').id, role: 'SELF_SERVICE_ADMIN' },
});

/** Runs the kind's migration to its end and waits for the read models. */
async function migrate(kind: MigrationKind): Promise<{ outcome: MigrationProgress; workflowId: string }> {
  const run = runOf(kind);
  const workflowId = await migrations.start(run, 0);
  const outcome = await env.client.workflow.getHandle(workflowId).result();
  await caughtUp(api.t);
  return { outcome: outcome as MigrationProgress, workflowId };
}

beforeAll(async () => {
  const { su, acme } = api;
  targetId = await addNode(su, acme.partnerId, { parentId: acme.rootNodeId, name: 'France' });
  const concept = await readyConcept(su, 'Migration concept', [acme.childNodeId, targetId], acme.partnerId);
  for (const name of ['Spring', 'Summer']) campaignIds.push((await campaignOf(su, acme, concept, name)).campaignId);
  const subscribers = [api.user('MANAGER').id];
  expect((await su.put(`/business-nodes/${acme.childNodeId}`, { subscribers })).status).toBe(200);
  const publishing = { facebook: { facebookAdAccountId: 'act_7007', facebookPageId: '555000777' } };
  expect((await su.put(`/business-nodes/${acme.childNodeId}/publishing`, { publishing })).status).toBe(200);
  expect((await connectByOAuth(su, acme.childNodeId, 'facebookToken')).status).toBe(200);
  const admin = api.as('SELF_SERVICE_ADMIN');
  for (const [key, nodes] of [
    ['onSource', { businessNodes: [acme.childNodeId] }],
    ['additionalOnSource', { businessNodes: [acme.rootNodeId], additionalNodes: [acme.childNodeId] }],
    ['elsewhere', { businessNodes: [acme.rootNodeId] }],
  ] as const) {
    const nodeIds = JSON.stringify([acme.childNodeId]);
    assets[key] = await uploadedAsset(api.t, admin, {}, file(`${key}.png`, await pngImage(), 'image/png'), { nodeIds });
    expect((await admin.put(`/assets/single-files/${assets[key]}/business-nodes`, nodes)).status).toBe(200);
  }

  env = await testTemporal();
  const taskQueue = testTaskQueue('migration');
  worker = await startWorker(env, {
    taskQueue,
    workflowsPath: fromRoot('workflows', 'migration', 'migration.workflow.ts'),
    activities: createMigrationActivities({
      commands: { store: store() },
      secrets: api.t.system.deps.secrets,
      idsOnNode: (kind, nodeId) => idsOnNode(pool(), kind, nodeId),
    }),
  });
  migrations = nodeMigrations(env.client, taskQueue);
}, 240_000);
afterAll(async () => {
  await worker?.stop();
  await env?.close();
});

describe("a business node's migration", () => {
  it("moves the source's campaigns, one event on each, and the read model follows", async () => {
    const { outcome, workflowId } = await migrate('campaigns');
    expect(outcome).toMatchObject({ kind: 'campaigns', total: 2, done: 2, moved: 2 });
    for (const campaignId of campaignIds) {
      const last = (await store().readStream(`Campaign-${campaignId}`)).at(-1)!;
      expect([last.type, last.data, last.metadata.correlationId]).toEqual([
        'CampaignMovedToNode',
        { campaignId, fromNodeId: api.acme.childNodeId, toNodeId: targetId, businessNodes: [targetId] },
        workflowId,
      ]);
    }
    const { rows } = await pool().query('SELECT node_ids FROM campaign WHERE id = ANY($1)', [campaignIds]);
    expect(rows).toEqual([{ node_ids: [targetId] }, { node_ids: [targetId] }]);
    // The progress query answers the outcome too.
    expect(await env.client.workflow.getHandle(workflowId).query(migrationProgress)).toEqual(outcome);
  });

  it('moves nothing twice: run again, or its moves retried', async () => {
    const head = await store().headPosition();
    const { outcome } = await migrate('campaigns');
    expect(outcome).toMatchObject({ total: 0, done: 0, moved: 0 });
    // An activity retried after its moves were appended meets entities no longer on the source.
    expect(
      await moveToNode(
        { store: store(), secrets: api.t.system.deps.secrets },
        runOf('campaigns'),
        campaignIds,
        'retry',
      ),
    ).toBe(0);
    expect(await store().headPosition()).toBe(head);
  });

  it("moves the source's assets, one event on each, and the read model follows; again, it moves nothing", async () => {
    const { childNodeId: from, rootNodeId: root } = api.acme;
    const { outcome, workflowId } = await migrate('assets');
    expect(outcome).toMatchObject({ kind: 'assets', total: 2, done: 2, moved: 2 });
    const moved = {
      [assets.onSource]: { businessNodes: [targetId], additionalNodes: [] },
      [assets.additionalOnSource]: { businessNodes: [root], additionalNodes: [targetId] },
    };
    for (const [assetId, nodes] of Object.entries(moved)) {
      const last = (await store().readStream(`Asset-${assetId}`)).at(-1)!;
      expect([last.type, last.data, last.metadata.correlationId]).toEqual([
        'AssetMovedToNode',
        { assetId, fromNodeId: from, toNodeId: targetId, ...nodes },
        workflowId,
      ]);
    }
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    const { rows } = await pool().query(
      'SELECT id, business_node_ids, additional_node_ids FROM asset_library WHERE id = ANY($1)',
      [Object.values(assets)],
    );
    expect(rows.sort(byId)).toEqual(
      [
        { id: assets.onSource, business_node_ids: [targetId], additional_node_ids: [] },
        { id: assets.additionalOnSource, business_node_ids: [root], additional_node_ids: [targetId] },
        { id: assets.elsewhere, business_node_ids: [root], additional_node_ids: [] },
      ].sort(byId),
    );

    const head = await store().headPosition();
    expect((await migrate('assets')).outcome).toMatchObject({ total: 0, done: 0, moved: 0 });
    const retried = Object.keys(moved);
    expect(
      await moveToNode({ store: store(), secrets: api.t.system.deps.secrets }, runOf('assets'), retried, 'retry'),
    ).toBe(0);
    expect(await store().headPosition()).toBe(head);
  });

  it("moves the source's users and its subscribers", async () => {
    const users = [api.user('SELF_SERVICE_ADMIN').id, api.user('MANAGER').id].sort();
    expect((await migrate('users')).outcome).toMatchObject({ total: 2, moved: 2 });
    const { rows } = await pool().query(
      'SELECT id, business_node_ids FROM user_account WHERE id = ANY($1) ORDER BY id',
      [users],
    );
    expect(rows).toEqual(users.map((id) => ({ id, business_node_ids: [targetId] })));
    const last = (await store().readStream(`User-${users[0]}`)).at(-1)!;
    expect(last.type).toBe('UserMovedToNode');

    expect((await migrate('bn-subscribers')).outcome).toMatchObject({ total: 1, moved: 1 });
    const subscribers = async (nodeId: string) =>
      (await pool().query('SELECT subscriber_ids FROM business_node WHERE id = $1', [nodeId])).rows[0].subscriber_ids;
    expect(await subscribers(api.acme.childNodeId)).toEqual([]);
    expect(await subscribers(targetId)).toEqual([api.user('MANAGER').id]);
  });

  it("moves the source's integrations, its token sealed again under the target's key", async () => {
    const { childNodeId } = api.acme;
    const { secrets } = api.t.system.deps;
    const before = await nodeAccount({ store: store() }, childNodeId);
    const token = await secrets.open(childNodeId, 'facebookToken', before.tokens.facebookToken!);
    expect((await migrate('integrations')).outcome).toMatchObject({ total: 1, moved: 1 });
    const source = await nodeAccount({ store: store() }, childNodeId);
    const target = await nodeAccount({ store: store() }, targetId);
    expect(source).toEqual({ ids: {}, tokens: {} });
    expect(target.ids).toEqual(before.ids);
    expect(await secrets.open(targetId, 'facebookToken', target.tokens.facebookToken!)).toBe(token);
    const { rows } = await pool().query(
      'SELECT node_id, ids FROM node_integration WHERE node_id = ANY($1) ORDER BY node_id',
      [[childNodeId, targetId]],
    );
    expect(Object.fromEntries(rows.map((r: { node_id: string; ids: object }) => [r.node_id, r.ids]))).toEqual({
      [childNodeId]: {},
      [targetId]: before.ids,
    });
    const head = await store().headPosition();
    expect((await migrate('integrations')).outcome).toMatchObject({ total: 0, moved: 0 });
    expect(await store().headPosition()).toBe(head);
  });

  it('a rebuild of the read models gives the rows the live projections built', async () => {
    const snapshot = () =>
      Promise.all(
        [
          ['campaign', 'node_ids'],
          ['user_account', 'business_node_ids'],
          ['business_node', 'subscriber_ids'],
          ['asset_library', 'business_node_ids, additional_node_ids'],
        ].map(async ([table, column]) => (await pool().query(`SELECT id, ${column} FROM ${table} ORDER BY id`)).rows),
      );
    const live = await snapshot();
    for (const projection of ['campaigns', 'users', 'business-tree', 'assets'])
      await api.t.system.runner.rebuild(projection);
    expect(await snapshot()).toEqual(live);
  });
});

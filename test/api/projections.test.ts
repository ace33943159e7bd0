import { beforeAll, describe, expect, it } from 'vitest';
import { allProjections } from '../../projections';
import { useApiTest } from '../support/api-test';
import { grantCm360Network } from '../support/cm360-connection';
import { eventually } from '../support/eventually';
import { conceptBrief, createConcept, internalAdmin, partnerFixture } from '../support/fixtures';
import { caughtUp, file, pngImage, upload, waitForUpload } from '../support/uploads';

const w = useApiTest({ config: { runWorker: true }, roles: ['SELF_SERVICE_ADMIN', 'REVIEWER', 'ANALYST'] });

beforeAll(async () => {
  // A node's publishing ids, for the integrations projection (before acme is archived).
  const integrated = await w.su.put(`/business-nodes/${w.acme.childNodeId}/publishing`, {
    publishing: { google: { dcmAdvertiserId: '4711', dcmNetworkId: '815' } },
    partnerId: w.acme.partnerId,
  });
  expect(integrated.status).toBe(200);
  // A node's subscribers, for the business tree's subscriber_ids.
  const subscribed = await w.su.put(`/business-nodes/${w.acme.childNodeId}`, {
    subscribers: [w.user('SELF_SERVICE_ADMIN').id, w.user('ANALYST').id],
  });
  expect(subscribed.status).toBe(200);
  // A slice of every kind of event: acme (archived) and its users in each state, nodes, markets, deletions.
  await w.su.post(`/users/${w.user('REVIEWER').id}/deactivate`);
  await w.su.put(`/partners/archive/${w.acme.partnerId}`, { archived: true });
  const extra = await w.su.post(`/business-nodes?partnerId=${w.acme.partnerId}`, {
    parentId: null,
    name: 'Gone',
    type: 'brand',
  });
  await w.su.delete(`/business-nodes/${extra.body.id}`);
  await w.su.put(`/markets/update/${w.acme.marketId}`, { name: 'Deutschland' });
  // An upload request for the assets projection (no worker here: it stays PENDING, a row all the same).
  const uploaded = await upload(w.su, { partnerId: w.acme.partnerId }, { tags: JSON.stringify(['rebuild']) }, [
    file('pending.png', new Uint8Array([1, 2, 3]), 'image/png'),
  ]);
  expect(uploaded.status).toBe(202);
  // A concept, submitted, for the concepts projection.
  const conceptId = await createConcept(w.su, conceptBrief('Rebuild', [w.acme.childNodeId]), w.acme.partnerId);
  const submitted = await w.su.request('PATCH', `/assets/concepts/${conceptId}/brief`, {
    brief: conceptBrief('Rebuild', [w.acme.childNodeId], { complete: true }),
    status: 'storyboardsProgress',
  });
  expect(submitted.status).toBe(200);
  // A storyboard with a version and its approval, for the storyboards projection.
  const storyboard = await w.su.post(`/assets/concepts/${conceptId}/storyboards`, {
    storyboard: { name: 'Rebuild', type: 'video' },
  });
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await pngImage())], { type: 'image/png' }), 'frame.png');
  expect(
    (await w.su.request('POST', `/assets/concepts/${conceptId}/storyboards/${storyboard.body.id}/versions`, form))
      .status,
  ).toBe(201);
  expect((await w.su.post(`/assets/concepts/${conceptId}/storyboards/${storyboard.body.id}/approve`, {})).status).toBe(
    200,
  );
  // A template with its approval, for the templates projection.
  const templateForm = new FormData();
  templateForm.append(
    'file',
    new Blob(['<!doctype html><title>Rebuild</title>'], { type: 'text/html' }),
    '300x250-Rebuild.html',
  );
  const template = await w.su.request('POST', `/assets/concepts/${conceptId}/templates`, templateForm);
  expect(template.status).toBe(201);
  expect(
    (await w.su.request('PATCH', `/assets/concepts/${conceptId}/templates/${template.body.templates[0].id}/approve`))
      .status,
  ).toBe(200);
  // Its generation's business nodes, for template_generation.business_node_ids.
  expect(
    (
      await w.su.put(`/assets/templates/${template.body.templates[0].id}/business-nodes`, {
        businessNodes: [w.acme.childNodeId],
      })
    ).status,
  ).toBe(200);
  // The concept made ready, and a campaign of it, for the campaigns projection.
  for (const status of ['review', 'templatesProgress', 'ready'])
    await w.su.request('PATCH', `/assets/concepts/${conceptId}/status`, { status });
  const campaign = await w.su.post('/campaigns', {
    conceptId,
    name: 'Rebuild',
    businessNodes: [w.acme.childNodeId],
    platforms: ['google'],
    templateIds: [template.body.templates[0].id],
  });
  expect(campaign.status).toBe(201);
  expect((await w.su.request('PATCH', `/campaigns/${campaign.body.id}/settings`, { name: 'Rebuilt' })).status).toBe(
    200,
  );
  // A variant with a segment on its formats, renamed, for the personalise projection (the template has no dynamic
  // fields).
  const tree = `/campaigns/${campaign.body.id}/personalize/${(await w.su.get(`/campaigns/${campaign.body.id}/personalize/trees`)).body[0].id}`;
  const variant = (await w.su.post(`${tree}/variant`, { name: 'Rebuild' })).body.id;
  const formats = (await w.su.get(`${tree}/variants/${variant}`)).body.formats.map((f: { id: string }) => f.id);
  const segment = (
    await w.su.post(`${tree}/signal`, { name: 'Rebuild segment', type: 'userSegment', segmentType: 'Custom' })
  ).body.id;
  expect((await w.su.request('PATCH', `${tree}/formats/signals`, { formats, signals: [segment] })).status).toBe(200);
  expect((await w.su.request('PATCH', `${tree}/variants/${variant}/rename`, { name: 'Rebuilt' })).status).toBe(200);
  // A final approval of its formats (approvals), a comment (comments), a review request (reviews) and its notice
  // to the reviewer (notifications).
  const treeId = tree.split('/').pop();
  const approved = await w.su.request('PATCH', `/campaigns/${campaign.body.id}/creatives/approvals`, {
    treeId,
    approvals: formats,
    rejections: [],
    final: true,
    comment: 'Fine',
  });
  expect(approved.status).toBe(200);
  expect(
    (
      await w.su.post(`/campaigns/${campaign.body.id}/new-comments/new`, {
        text: 'Rebuild me',
        commentedEntityId: variant,
        commentedEntityType: 'variant',
        commentedEntityName: 'Rebuilt',
      })
    ).status,
  ).toBe(201);
  const requested = await w.su.post(`/campaigns/${campaign.body.id}/request-approval`, {
    userIds: [w.user('SELF_SERVICE_ADMIN').id],
    isFinal: false,
  });
  expect(requested.status).toBe(201);
  const sso = await w.su.post('/sso-configs', {
    partnerId: w.acme.partnerId,
    name: 'Acme Google',
    provider: 'google',
    emailDomains: ['rebuild.example.com'],
    issuer: 'https://accounts.example.com',
    clientId: 'acme-client',
    clientSecret: 'rebuild-secret',
  });
  expect(sso.status).toBe(201);
  // A cloud storage connector (its secret sealed), renamed, tested against nothing, and another deleted.
  const connector = (name: string) => ({
    name,
    storageType: 's3',
    connectionConfig: {
      bucket: 'rebuilt',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9',
      forcePathStyle: true,
      accessKeyId: 'rebuild',
      secretAccessKey: 'rebuild-secret',
    },
  });
  const storage = await w.su.post('/cloud-storage', connector('Rebuilt storage'));
  const droppedStorage = await w.su.post('/cloud-storage', connector('Dropped storage'));
  expect([storage.status, droppedStorage.status]).toEqual([201, 201]);
  expect((await w.su.put(`/cloud-storage/${storage.body.id}`, connector('Renamed storage'))).status).toBe(200);
  expect((await w.su.post(`/cloud-storage/${storage.body.id}/test-connection`, {})).body.isConnected).toBe(false);
  expect((await w.su.delete(`/cloud-storage/${droppedStorage.body.id}`)).status).toBe(200);
  // Acme's node delivers creatives there; a second connection of it is changed, then removed.
  const nodeStorage = `/business-nodes/${w.acme.childNodeId}/cloud-storage-connection`;
  const connected = await w.su.post(nodeStorage, { storageId: storage.body.id, entityTypes: ['creative'] });
  expect(connected.status).toBe(201);
  const rootStorage = `/business-nodes/${w.acme.rootNodeId}/cloud-storage-connection`;
  const [removed] = (await w.su.post(rootStorage, { storageId: storage.body.id, entityTypes: ['asset'] })).body;
  const change = { connectionId: removed.connectionId, storageId: storage.body.id, entityTypes: ['template'] };
  expect((await w.su.put(rootStorage, change)).status).toBe(200);
  expect((await w.su.delete(`${rootStorage}?connectionId=${removed.connectionId}`)).status).toBe(200);
  // Custom conversions on acme's CM360 advertiser: one kept and changed, one deleted.
  await grantCm360Network(w.t, '815');
  const activities = await w.su.get(`/google/floodlightActivities/${w.acme.partnerId}`);
  expect(activities.status).toBe(200);
  const conversions = `/report/custom-conversions?partnerId=${w.acme.partnerId}`;
  const [first, second] = activities.body as { id: string }[];
  const kept = await w.su.post(conversions, { name: 'Rebuilt sales', floodlightActivityId: first!.id });
  const dropped = await w.su.post(conversions, { name: 'Dropped', floodlightActivityId: first!.id });
  expect([kept.status, dropped.status]).toEqual([201, 201]);
  const conversion = (id: string) => `/report/custom-conversion/${id}?partnerId=${w.acme.partnerId}`;
  const changed = await w.su.put(conversion(kept.body.id), {
    name: 'Rebuilt sign-ups',
    floodlightActivityId: second!.id,
  });
  expect(changed.status).toBe(200);
  expect((await w.su.delete(conversion(dropped.body.id))).status).toBe(200);
  // Audiences of the campaign on the same CM360: one created and changed, one deleted, one imported.
  const audiences = `/campaigns/${campaign.body.id}/audiences`;
  const systems = (await w.su.get(`/google/operating_systems?nodeId=${w.acme.childNodeId}`)).body as { id: string }[];
  const audience = (name: string, value: string) => ({
    name,
    nodeId: w.acme.childNodeId,
    rules: [{ dimension: 'operating_systems', values: [value] }],
    segments: [{ type: 'Custom', value: name }],
  });
  const [made, gone] = [
    await w.su.post(audiences, audience('Rebuilt audience', systems[0]!.id)),
    await w.su.post(audiences, audience('Gone audience', systems[0]!.id)),
  ];
  expect([made.status, gone.status]).toEqual([201, 201]);
  const rebuilt = audience('Rebuilt audience', systems[1]!.id);
  expect((await w.su.put(`${audiences}/${made.body.id}`, rebuilt)).status).toBe(200);
  expect((await w.su.delete(`${audiences}/${gone.body.id}`)).status).toBe(200);
  const audienceFile = new FormData();
  audienceFile.append('file', new Blob(['Audience name,Languages\nImported,German\n']), 'audiences.csv');
  expect((await w.su.request('POST', `${audiences}/import`, audienceFile)).status).toBe(201);
  // Assets uploaded for the campaign's templates: one kept, one taken off the campaign.
  const templateAssets = new FormData();
  for (const name of ['kept.png', 'off.png'])
    templateAssets.append('file', new Blob([new Uint8Array(await pngImage())], { type: 'image/png' }), name);
  const campaignAssets = await w.su.request<any>(
    'POST',
    `/campaigns/${campaign.body.id}/template-assets`,
    templateAssets,
  );
  expect(campaignAssets.status).toBe(202);
  const off = campaignAssets.body.uploadedAssets[1].tempAssetId as string;
  expect((await w.su.delete(`/campaigns/${campaign.body.id}/campaign-assets/${off}`)).status).toBe(200);
  // A vote and a choice on the kept one once it is a library asset, for the recommendations projection.
  const keptAsset = campaignAssets.body.uploadedAssets[0].tempAssetId as string;
  await waitForUpload(w.t, w.su, keptAsset);
  const recommendation = '/assets/single-files/recommendation';
  const voted = await w.su.post(`${recommendation}/feedback`, { url: keptAsset, feedback: 'up' });
  const chosen = await w.su.post(`${recommendation}/create`, {
    assets: [{ _id: keptAsset }],
    nodeIds: [],
    partnerId: w.acme.partnerId,
  });
  expect([voted.status, chosen.status]).toEqual([200, 201]);
  await eventually(async () => {
    const { rows } = await w.t.system.deps.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM notification');
    expect(rows[0]!.n).toBeGreaterThan(0);
  }, 60_000);
  // The workers' own events (the upload's end, the template's render, the review's notices) are all in before any
  // comparison: the log stops growing and the projections hold it.
  await eventually(async () => {
    const head = await w.t.system.deps.store.headPosition();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await w.t.system.deps.store.headPosition()).toBe(head);
  }, 60_000);
  await caughtUp(w.t);
});

// Rows in the order of their whole text, which needs no knowledge of a table's columns (some have two).
async function snapshot(tables: string[]) {
  const result: Record<string, unknown[]> = {};
  for (const table of tables) {
    const { rows } = await w.t.system.deps.pool.query(`SELECT * FROM ${table} ORDER BY ${table}::text`);
    result[table] = rows;
  }
  return result;
}

// Screenshots need a filled tree and a render through Chromium, which test/api/screenshots.test.ts sets up; it
// compares that projection's rebuild with its live rows itself. So do tearsheets, whose links need a built PDF
// (test/api/tearsheets.test.ts), and publishing, whose rows need a publish to a simulated platform
// (test/workflows/publish.test.ts), and reporting, whose rows need imported delivery
// (test/projections/reporting-rebuild.test.ts), and saved analyze reports, whose settings need a reporting world
// (test/projections/analyze-views-rebuild.test.ts), and exports, whose rows need a cloud storage emulator
// (test/workflows/export.test.ts), and assemblies, whose datasources need templates with text fields and whose
// generations a campaign with trees (test/api/assemblies.test.ts).
const REBUILT_IN_THEIR_OWN_SUITE = new Set([
  'screenshots',
  'tearsheets',
  'publishing',
  'reporting',
  'analyze-views',
  'exports',
  'assemblies',
]);

describe('projections', () => {
  it('a rebuild from the start gives exactly the rows the live projection built', async () => {
    for (const projection of allProjections.filter((p) => !REBUILT_IN_THEIR_OWN_SUITE.has(p.name))) {
      const live = await snapshot(projection.tables);
      expect(
        Object.values(live).some((rows) => rows.length > 0),
        projection.name,
      ).toBe(true);
      await w.t.system.runner.rebuild(projection.name);
      expect(await snapshot(projection.tables)).toEqual(live);
    }
  });

  it('GET /projections shows each checkpoint, the head and the lag, for top admins only', async () => {
    const admin = await internalAdmin(w.t, w.su);
    const reply = await admin.client.get('/projections');
    expect(reply.status).toBe(200);
    expect(reply.body.map((p: { name: string }) => p.name).sort()).toEqual(allProjections.map((p) => p.name).sort());
    for (const p of reply.body) {
      expect(p.checkpoint).toBe(p.headPosition);
      expect(p.lag).toBe(0);
    }
    const fixture = await partnerFixture(w.t, w.su, ['SELF_SERVICE_ADMIN']);
    expect((await fixture.users.SELF_SERVICE_ADMIN!.client.get('/projections')).status).toBe(403);
  });

  it('a command answers only once every projection holds its events', async () => {
    const created = await w.su.post('/partners', { name: 'Read Your Writes', type: 'Demo' });
    const position = Number(created.headers.get('x-position'));
    const { rows } = await w.t.system.deps.pool.query<{ name: string; position: string }>(
      'SELECT name, position FROM projection_checkpoint',
    );
    for (const row of rows) expect(Number(row.position)).toBeGreaterThanOrEqual(position);
  });

  it('survives a restart: checkpoints resume where they were, nothing applied twice', async () => {
    const before = await snapshot(['audit_entry', 'partner_list']);
    await w.t.system.runner.stop();
    await w.su.post('/partners', { name: 'While Stopped', type: 'Demo' }).catch(() => undefined);
    await w.t.system.runner.start();
    expect(await w.t.system.runner.waitFor(await w.t.system.deps.store.headPosition())).toBe(true);
    const after = await snapshot(['audit_entry', 'partner_list']);
    expect((after.partner_list as { name: string }[]).filter((p) => p.name === 'While Stopped')).toHaveLength(1);
    expect(after.audit_entry!.length).toBe(before.audit_entry!.length + 1);
  });
});

// Exports to cloud storage over HTTP (issue 22 §2; spec 3 §4): the admins and the self-service group export a
// campaign's creatives to its nodes' connections that take creatives; the answer shows the job IN_PROGRESS, each
// destination notsend and each file's key; readers of the campaign and of the node list and read it; roles, another
// partner's campaign, creatives and connections, a connection not taking the type and bad input are refused, writing
// nothing; no secret is in an answer or an event. A campaign's export is told on /ws to the campaign's readers, not to
// another partner's users. The list pages, sorts and filters on the server, past the first 50.
// (The uploads themselves: test/workflows/export.test.ts.)
import { beforeAll, describe, expect, it } from 'vitest';
import { exportCatalogue } from '../../api/export-catalogue';
import { recordExportStep, requestExport } from '../../commands/exports';
import { useApiTest } from '../support/api-test';
import { liveSocket } from '../support/uploads';
import { screenshotCampaign, formatRows } from '../support/screenshots';
import { expectStatus, newVariant } from './personalise-fixture';
import type { PartnerFixture } from '../support/fixtures';

const api = useApiTest({ roles: ['SELF_SERVICE_ADMIN', 'MANAGER', 'ANALYST'], globex: ['SELF_SERVICE_ADMIN'] });
const eventsHead = async () => (await api.t.system.deps.store.headPosition()) ?? 0;
const SECRET = 'export-secret-never-shown';

async function connection(partner: PartnerFixture, entityTypes: string[], path = 'deliveries') {
  const storage = expectStatus(
    await api.su.post('/cloud-storage', {
      name: `Deliveries of ${partner.partnerId} ${entityTypes.join(' ')}`,
      storageType: 's3',
      partnerId: partner.partnerId,
      connectionConfig: {
        bucket: 'deliveries',
        region: 'eu-west-1',
        accessKeyId: 'AKIAEXAMPLE',
        secretAccessKey: SECRET,
      },
    }),
    201,
  ).body.id as string;
  const connected = expectStatus(
    await api.su.post(`/business-nodes/${partner.childNodeId}/cloud-storage-connection`, {
      storageId: storage,
      entityTypes,
      path,
    }),
    201,
  ).body as { connectionId: string; storageId: string }[];
  return {
    storageName: `Deliveries of ${partner.partnerId} ${entityTypes.join(' ')}`,
    ...connected.find((c) => c.storageId === storage)!,
  };
}

async function creatives(partner: PartnerFixture, name: string) {
  const campaign = await screenshotCampaign(api.su, partner, name);
  const variantId = await newVariant(api.su, campaign.treePath, `${name} variant`);
  const formats = await formatRows(api.su, campaign.treePath, variantId);
  return { campaignId: campaign.campaignId, formatIds: formats.map((f) => f.id) };
}

let own: Awaited<ReturnType<typeof creatives>>;
let theirs: Awaited<ReturnType<typeof creatives>>;
let ownConnection: Awaited<ReturnType<typeof connection>>;
let templatesOnly: Awaited<ReturnType<typeof connection>>;
let theirConnection: Awaited<ReturnType<typeof connection>>;

beforeAll(async () => {
  own = await creatives(api.acme, 'Export own');
  theirs = await creatives(api.globex, 'Export theirs');
  ownConnection = await connection(api.acme, ['creative', 'asset']);
  templatesOnly = await connection(api.acme, ['template'], 'templates');
  theirConnection = await connection(api.globex, ['creative']);
}, 240_000);

interface ExportReply {
  id: string;
  status: string;
  progress: number;
  entities: { id: string; name: string }[];
  destinations: { connectionId: string; state: string; files: { name: string; key: string; state: string | null }[] }[];
}

/** Our campaign's creatives to our node's connection. */
const ownCreatives = () => ({
  entityType: 'creative' as const,
  entityIds: own.formatIds,
  connectionIds: [ownConnection.connectionId],
  campaignId: own.campaignId,
});

describe('exports to cloud storage', () => {
  it('records an export of creatives, which its readers list and read, without the secret', async () => {
    const admin = api.as('SELF_SERVICE_ADMIN');
    const body = ownCreatives();
    const created = expectStatus(await admin.post<ExportReply>('/exports', body), 201).body;
    expect(created).toMatchObject({
      entityType: 'creative',
      campaignId: own.campaignId,
      status: 'IN_PROGRESS',
      progress: 0,
      requestedBy: api.user('SELF_SERVICE_ADMIN').id,
      finishedAt: null,
    });
    expect(created.entities.map((e) => e.id)).toEqual(own.formatIds);
    expect(created.entities[0]!.name).toContain('Export own variant');
    expect(created.destinations).toHaveLength(1);
    const [destination] = created.destinations;
    expect(destination).toMatchObject({
      connectionId: ownConnection.connectionId,
      nodeId: api.acme.childNodeId,
      storageName: ownConnection.storageName,
      path: 'deliveries',
      state: 'notsend',
    });
    // Not rendered: the approved content (here, the content now) only, one file per creative.
    expect(destination!.files.map((f) => [f.name, f.key, f.state])).toEqual(
      own.formatIds.map((id) => ['content.json', `deliveries/creatives/${id}/content.json`, null]),
    );

    const manager = api.as('MANAGER');
    expect(expectStatus(await manager.get<ExportReply>(`/exports/${created.id}`), 200).body).toEqual(created);
    const ofCampaign = expectStatus(await manager.get<ExportReply[]>(`/exports?campaignId=${own.campaignId}`), 200);
    expect(ofCampaign.body.map((e) => e.id)).toContain(created.id);
    const ofNode = expectStatus(await manager.get<ExportReply[]>(`/exports?nodeId=${api.acme.childNodeId}`), 200);
    expect(ofNode.body.map((e) => e.id)).toContain(created.id);
    const mine = expectStatus(await admin.get<ExportReply[]>('/exports?entityType=creative'), 200);
    expect(mine.body.map((e) => e.id)).toContain(created.id);
    expect(expectStatus(await admin.get<ExportReply[]>('/exports?entityType=asset'), 200).body).toEqual([]);

    const { rows } = await api.t.system.deps.pool.query<{ data: unknown }>(
      "SELECT data FROM es_event WHERE stream_id = $1 OR stream_id LIKE 'Notifications-%'",
      [`Export-${created.id}`],
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(SECRET);
    expect(JSON.stringify(ofNode.body)).not.toContain(SECRET);
  });

  it("refuses roles, another partner's campaign, creatives and connections, and bad input, writing nothing", async () => {
    const admin = api.as('SELF_SERVICE_ADMIN');
    const body = ownCreatives();
    const created = expectStatus(await admin.post<ExportReply>('/exports', body), 201).body;
    const before = await eventsHead();
    const refused = async (reply: Promise<{ status: number; body: { message: string } }>, status: number) => {
      const { status: got, body: answer } = await reply;
      return [got === status ? status : `${got} ${answer.message}`, answer.message];
    };

    expect(await refused(api.as('MANAGER').post('/exports', body), 403)).toEqual([403, 'Wrong user roles']);
    expect((await api.as('ANALYST').get(`/exports?campaignId=${own.campaignId}`)).status).toBe(403);
    const globex = api.globex.users.SELF_SERVICE_ADMIN!.client;
    expect((await refused(globex.post('/exports', body), 403))[0]).toBe(403);
    expect((await refused(globex.get(`/exports/${created.id}`), 403))[0]).toBe(403);
    expect((await refused(globex.get(`/exports?campaignId=${own.campaignId}`), 403))[0]).toBe(403);
    expect((await refused(globex.get(`/exports?nodeId=${api.acme.childNodeId}`), 403))[0]).toBe(403);
    // Their connection for our creatives; their creatives under our campaign.
    const foreignConnection = { ...body, connectionIds: [theirConnection.connectionId] };
    expect((await refused(admin.post('/exports', foreignConnection), 403))[0]).toBe(403);
    const foreignCreatives = { ...body, entityIds: theirs.formatIds };
    expect(await refused(admin.post('/exports', foreignCreatives), 404)).toEqual([404, 'Creative not found']);
    const wrongType = { ...body, connectionIds: [templatesOnly.connectionId] };
    expect(await refused(admin.post('/exports', wrongType), 422)).toEqual([
      422,
      'Choose cloud storage connections that take creatives',
    ]);
    const unknownConnection = { ...body, connectionIds: ['ffffffffffffffffffffffff'] };
    expect(await refused(admin.post('/exports', unknownConnection), 404)).toEqual([
      404,
      'Cloud storage connection not found',
    ]);
    const { campaignId: _campaignId, ...noCampaign } = body;
    expect(await refused(admin.post('/exports', noCampaign), 400)).toEqual([
      400,
      'Creatives are exported from a campaign: name its campaignId',
    ]);
    for (const bad of [
      { ...body, entityType: 'video' },
      { ...body, entityIds: [] },
      { ...body, connectionIds: [] },
      { ...body, entityIds: ['not-an-id'] },
      { ...body, extra: true },
      { ...body, entityIds: Array.from({ length: 101 }, () => own.formatIds[0]) },
    ])
      expect((await refused(admin.post('/exports', bad), 400))[0]).toBe(400);
    expect((await refused(admin.get('/exports/ffffffffffffffffffffffff'), 404))[0]).toBe(404);
    expect(await eventsHead()).toBe(before);
    const { rows } = await api.t.system.deps.pool.query('SELECT count(*)::integer AS n FROM cloud_export');
    expect(rows[0].n).toBe(2);
  });

  it("tells a campaign's export on /ws to the campaign's readers, not to another partner's users", async () => {
    const reader = liveSocket(api.t, api.as('MANAGER'), 'exports-reader');
    const globexAdmin = api.globex.users.SELF_SERVICE_ADMIN!;
    const stranger = liveSocket(api.t, globexAdmin.client, 'exports-stranger');
    await Promise.all([reader.opened, stranger.opened]);
    const created = expectStatus(
      await api.as('SELF_SERVICE_ADMIN').post<ExportReply>('/exports', ownCreatives()),
      201,
    ).body;
    const told = await reader.next((m) => m.type === 'export' && m.exportId === created.id);
    expect(told).toEqual({
      type: 'export',
      exportId: created.id,
      campaignId: own.campaignId,
      entityType: 'creative',
      status: 'IN_PROGRESS',
      progress: 0,
    });
    // The stranger's channel weighed the same broadcast: a message sent to it afterwards shows it has caught up.
    await api.t.system.deps.live.publish(globexAdmin.id, { type: 'probe' });
    await stranger.next((m) => m.type === 'probe');
    expect(stranger.messages.filter((m) => m.type === 'export')).toEqual([]);
    reader.close();
    stranger.close();
  });

  it('pages, orders and filters the exports on the server, past the latest 50, for their readers only', async () => {
    const deps = api.t.system.deps;
    const admin = api.user('SELF_SERVICE_ADMIN');
    const context = {
      actor: { userId: admin.id, role: 'SELF_SERVICE_ADMIN' as const, partnerId: api.acme.partnerId },
      correlationId: 'exports-paging',
      now: () => new Date(),
    };
    // 55 exports asked through the command the route runs, without their workflows: they stay IN_PROGRESS.
    const made: string[] = [];
    let position = 0;
    for (let i = 0; i < 55; i++) {
      const asked = await requestExport(deps, context, ownCreatives(), exportCatalogue(deps));
      made.push(asked.exportId);
      position = asked.position!;
    }
    // The first three finish with nothing uploaded: FAILED.
    for (const exportId of made.slice(0, 3)) {
      const finish = { type: 'FinishExport', at: new Date().toISOString() } as const;
      position = (await recordExportStep(deps, { exportId, partnerId: api.acme.partnerId }, 'paging', finish))
        .position!;
    }
    expect(await deps.catchUp.waitFor(position, 10_000)).toBe(true);

    const manager = api.as('MANAGER');
    const list = `/exports?campaignId=${own.campaignId}`;
    const pageOf = async (query: string) => {
      const reply = expectStatus(await manager.get<ExportReply[]>(`${list}&${query}`), 200);
      return { ids: reply.body.map((e) => e.id), range: reply.headers.get('content-range')! };
    };
    const all = await pageOf('range=[0,999]&sort=["requestedAt","ASC"]');
    const total = all.ids.length;
    expect(total).toBeGreaterThan(55);
    expect(all.range).toBe(`exports 0-${total - 1}/${total}`);
    expect(all.ids.filter((id) => made.includes(id))).toEqual(made);
    // Newest first by default, ten rows without a range; the oldest is on the last page.
    const first = await pageOf('');
    expect(first).toEqual({ ids: [...all.ids].reverse().slice(0, 10), range: `exports 0-9/${total}` });
    const beyond = await pageOf(`range=[50,${total - 1}]`);
    expect(beyond.ids).toEqual([...all.ids].reverse().slice(50));
    expect(beyond.ids.at(-1)).toBe(all.ids[0]);
    expect(beyond.range).toBe(`exports 50-${total - 1}/${total}`);
    // Filtered by job state.
    const failed = expectStatus(
      await manager.get<ExportReply[]>(`${list}&filter=${encodeURIComponent('{"status":"FAILED"}')}&range=[0,99]`),
      200,
    ).body;
    expect(failed.every((e) => e.status === 'FAILED')).toBe(true);
    expect(failed.map((e) => e.id).filter((id) => made.includes(id))).toEqual(made.slice(0, 3).reverse());
    // The asker's own list pages the same way.
    const mine = expectStatus(await api.as('SELF_SERVICE_ADMIN').get<ExportReply[]>('/exports?range=[0,0]'), 200);
    expect(mine.headers.get('content-range')).toMatch(/^exports 0-0\/(\d+)$/);
    expect(Number(mine.headers.get('content-range')!.split('/')[1])).toBeGreaterThan(55);

    // Another partner's user sees none of them, in its own list or in ours.
    const globex = api.globex.users.SELF_SERVICE_ADMIN!.client;
    const theirsListed = expectStatus(await globex.get<ExportReply[]>('/exports?range=[0,999]'), 200);
    expect(theirsListed.body.filter((e) => made.includes(e.id))).toEqual([]);
    expect((await globex.get(`${list}&range=[50,99]`)).status).toBe(403);

    // Bad range, sort and filter: 400 with the usual messages.
    for (const [query, message] of [
      ['range=[0,a]', 'Wrong params'],
      ['range=0-9', 'Wrong params'],
      ['filter={status:1}', 'Wrong params'],
      ['sort=["name","ASC"]', 'querystring/sort must be ["<field>","ASC"|"DESC"] with a field of: requestedAt'],
      ['sort=["requestedAt","UP"]', 'querystring/sort must be ["<field>","ASC"|"DESC"] with a field of: requestedAt'],
    ] as const) {
      const reply = await manager.get<{ message: string }>(`${list}&${query}`);
      expect([reply.status, reply.body.message]).toEqual([400, message]);
    }
  }, 120_000);
});

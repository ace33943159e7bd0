// Screenshots through the API (issue 19 §1; spec 2 §7): the product as `npm start` runs it, its render worker driving
// the real Chromium pool. A campaign's formats are pictured once: the pictures arrive over /ws and in the rows, the
// bell says started and finished, a second request renders 0. Who may ask, cancel and restart (the admins and the
// self-service group), who may see the queue and the pictures (every reader of the campaign), another partner's ids,
// and bad input, which is refused with a clear 4xx and appends nothing.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_ACCESS_DENIED } from '../../domain/campaign';
import { PARTNER_ROLES, type Role } from '../../domain/roles';
import { CAMPAIGN_MISMATCH, NOT_BEING_RENDERED, NOTHING_BEING_RENDERED } from '../../domain/screenshot';
import { startTestApp, type TestApp } from '../support/app';
import { eventually } from '../support/eventually';
import { partnerFixture, type PartnerFixture } from '../support/fixtures';
import type { HttpClient } from '../support/http';
import { formatRows, headedVariants, screenshotCampaign, type ScreenshotCampaign } from '../support/screenshots';
import { liveSocket } from '../support/uploads';
import { expectStatus, patch } from './personalise-fixture';

/** Every partner role: the self-service group, MANAGER, REVIEWER, ANALYST. */
const ROLES = PARTNER_ROLES;
const RENDERERS: readonly Role[] = ['SELF_SERVICE_ADMIN', 'SELF_SERVICE_MANAGER', 'SELF_SERVICE_REVIEWER'];
const READERS: readonly Role[] = [...RENDERERS, 'MANAGER', 'REVIEWER'];
const WRONG_ROLES = 'Wrong user roles';
const MISSING = '0123456789abcdef01234567';

/** The product with its workers (the render worker drives the real Chromium pool), acme with a user of every partner
 * role, globex with a self-service admin. */
const api = {
  t: undefined as unknown as TestApp,
  su: undefined as unknown as HttpClient,
  acme: undefined as unknown as PartnerFixture,
  globex: undefined as unknown as PartnerFixture,
  as: (role: Role) => api.acme.users[role]!.client,
};
let own: ScreenshotCampaign;
let foreign: ScreenshotCampaign;
let made: { id: string; formats: string[] }[];

const makeBody = (campaign = own, extra: Record<string, unknown> = {}) => ({
  campaignId: campaign.campaignId,
  partnerId: api.acme.partnerId,
  ...extra,
});
const make = (client: HttpClient, body: unknown = makeBody(), campaign = own) =>
  client.post(`/campaigns/${campaign.campaignId}/make-screenshots`, body);
const head = async () => api.t.system.deps.store.headPosition();

beforeAll(async () => {
  api.t = await startTestApp({ runWorker: true });
  api.su = await api.t.superClient();
  api.acme = await partnerFixture(api.t, api.su, ROLES);
  api.globex = await partnerFixture(api.t, api.su, ['SELF_SERVICE_ADMIN']);
  own = await screenshotCampaign(api.su, api.acme, 'Pictured');
  foreign = await screenshotCampaign(api.su, api.globex, 'Elsewhere');
  made = await headedVariants(api.as('SELF_SERVICE_ADMIN'), own.treePath, ['First picture', 'Second picture']);
}, 240_000);
afterAll(() => api.t?.close());

async function picture(client: HttpClient, url: string) {
  const reply = await fetch(`${api.t.baseUrl}${url}`, { headers: { cookie: client.cookieHeader() } });
  return {
    status: reply.status,
    type: reply.headers.get('content-type'),
    bytes: Buffer.from(await reply.arrayBuffer()),
  };
}

describe('a campaign’s screenshots', () => {
  it('are rendered once by the real renderer, arrive over /ws and in the rows, and the bell says so', async () => {
    const admin = api.as('SELF_SERVICE_ADMIN');
    const socket = liveSocket(api.t, api.as('REVIEWER'), 'screenshots');
    await socket.opened;
    const asked = expectStatus(await make(admin), 201).body as { requestId: string; queued: number };
    expect(asked).toEqual({ requestId: expect.any(String), queued: 4, alreadyRendered: 0, unfilled: 0 });
    const first = await socket.next((m) => m.type === 'screenshots' && m.campaignId === own.campaignId);
    expect(first).toMatchObject({ treeIds: [own.treeId], running: true });
    await socket.next(
      (m) => m.type === 'screenshots' && m.campaignId === own.campaignId && m.running === false,
      120_000,
    );
    socket.close();

    const state = expectStatus(await api.as('REVIEWER').get(`/campaigns/${own.campaignId}/render-queue/state`), 200);
    expect(state.body).toMatchObject({
      campaignId: own.campaignId,
      running: false,
      counts: { waiting: 0, rendering: 0, done: 4, failed: 0, cancelled: 0, total: 4 },
      requests: [{ id: asked.requestId, status: 'finished', queued: 4, outcome: { rendered: 4, failed: 0 } }],
      entries: [],
    });
    const rows = await formatRows(admin, own.treePath, made[0]!.id);
    expect(rows.map((f) => [f.screenshotRenderStatus, f.screenshot?.stale])).toEqual([
      ['finished', false],
      ['finished', false],
    ]);
    const png = await picture(api.as('REVIEWER'), rows[1]!.screenshot!.url);
    expect([png.status, png.type]).toEqual([200, 'image/png']);
    expect(await sharp(png.bytes).metadata()).toMatchObject({ format: 'png', width: 728, height: 90 });

    // The end is told after it is recorded.
    await eventually(async () => {
      const bell = expectStatus(await admin.get('/notifications'), 200).body as { kind: string; requestId: string }[];
      expect(bell.filter((n) => n.requestId === asked.requestId).map((n) => n.kind)).toEqual([
        'screenshotsFinished',
        'screenshotsStarted',
      ]);
    });
    expect(expectStatus(await make(admin), 200).body).toEqual({
      requestId: null,
      queued: 0,
      alreadyRendered: 4,
      unfilled: 0,
    });
    const entries = expectStatus(
      await admin.get(
        `/campaigns/${own.campaignId}/render-queue/entries?filter=${encodeURIComponent('{"status":"done"}')}`,
      ),
      200,
    );
    expect(entries.headers.get('content-range')).toBe('entries 0-3/4');
    expect((entries.body as { variationId: string }[]).map((e) => e.variationId).sort()).toEqual(
      made.flatMap((v) => v.formats).sort(),
    );
  }, 180_000);

  it('lets the admins and the self-service group ask, cancel and restart; every reader see the queue and pictures', async () => {
    const formatId = made[0]!.formats[0]!;
    const url = (await formatRows(api.as('SELF_SERVICE_ADMIN'), own.treePath, made[0]!.id))[0]!.screenshot!.url;
    for (const role of ROLES) {
      const client = api.as(role);
      const renders = RENDERERS.includes(role);
      const reads = READERS.includes(role);
      const asked = await make(client);
      expect(asked.status, role).toBe(renders ? 200 : 403);
      if (!renders) expect(asked.body.message, role).toBe(WRONG_ROLES);
      const chosen = await client.post(`${own.treePath}/formats/screenshots`, { formatIds: [formatId] });
      expect([chosen.status, chosen.body.alreadyRendered], role).toEqual(renders ? [200, 1] : [403, undefined]);
      const restarted = await patch(client, `/variations/${formatId}/restart-render`);
      expect([restarted.status, restarted.body.requestId], role).toEqual(renders ? [200, null] : [403, undefined]);
      const cancelled = await patch(client, `/variations/${formatId}/cancel-render`);
      expect([cancelled.status, cancelled.body.message], role).toEqual(
        renders ? [409, NOT_BEING_RENDERED] : [403, WRONG_ROLES],
      );
      const all = await patch(client, `/campaigns/${own.campaignId}/render-queue/cancel`);
      expect([all.status, all.body.message], role).toEqual(
        renders ? [409, NOTHING_BEING_RENDERED] : [403, WRONG_ROLES],
      );
      expect((await client.get(`/campaigns/${own.campaignId}/render-queue/state`)).status, role).toBe(
        reads ? 200 : 403,
      );
      expect((await picture(client, url)).status, role).toBe(reads ? 200 : 403);
    }
  });

  it('keeps another partner’s campaign, variations and pictures from the user', async () => {
    const stranger = api.globex.users.SELF_SERVICE_ADMIN!.client;
    const before = await head();
    const url = (await formatRows(api.as('SELF_SERVICE_ADMIN'), own.treePath, made[0]!.id))[0]!.screenshot!.url;
    expect((await make(stranger, makeBody(own, { partnerId: api.globex.partnerId }))).body.message).toBe(
      CAMPAIGN_ACCESS_DENIED,
    );
    expect(
      (await stranger.post(`${own.treePath}/formats/screenshots`, { formatIds: made[0]!.formats })).body.message,
    ).toBe(CAMPAIGN_ACCESS_DENIED);
    for (const action of ['cancel-render', 'restart-render'])
      expect((await patch(stranger, `/variations/${made[0]!.formats[0]}/${action}`)).status, action).toBe(403);
    expect((await stranger.get(`/campaigns/${own.campaignId}/render-queue/state`)).status).toBe(403);
    expect((await picture(stranger, url)).status).toBe(403);
    // The picture under the stranger's own campaign is no picture of theirs.
    const fingerprint = url.split('/').at(-1)!;
    expect((await picture(stranger, `/api/v1/campaigns/${foreign.campaignId}/screenshots/${fingerprint}`)).status).toBe(
      404,
    );
    expect((await make(api.as('SELF_SERVICE_ADMIN'), makeBody(own), { ...own, campaignId: MISSING })).status).toBe(404);
    expect((await patch(api.as('SELF_SERVICE_ADMIN'), `/variations/${MISSING}/restart-render`)).status).toBe(404);
    expect(await head()).toBe(before);
  });

  it('refuses bad input with a clear 4xx and appends nothing', async () => {
    const admin = api.as('SELF_SERVICE_ADMIN');
    const before = await head();
    const refused = async (reply: Promise<{ status: number; body: { message: string } }>, status: number) => {
      const { status: actual, body } = await reply;
      expect(actual, body.message).toBe(status);
      return body.message;
    };
    expect(await refused(make(admin, makeBody(foreign)), 422)).toBe(CAMPAIGN_MISMATCH);
    expect(await refused(make(admin, makeBody(own, { partnerId: api.globex.partnerId })), 404)).toBe(
      'Campaign not found',
    );
    await refused(make(admin, makeBody(own, { approvalStatus: 'sometimes' })), 400);
    await refused(make(admin, makeBody(own, { extra: true })), 400);
    await refused(admin.post(`${own.treePath}/formats/screenshots`, { formatIds: [] }), 400);
    // A format of another partner's tree is no format of this one.
    const theirs = (await headedVariants(api.globex.users.SELF_SERVICE_ADMIN!.client, foreign.treePath, ['Theirs']))[0]!
      .formats;
    const afterTheirs = await head();
    expect(await refused(admin.post(`${own.treePath}/formats/screenshots`, { formatIds: theirs }), 404)).toBe(
      'Entity not found',
    );
    await refused(
      admin.get(`/campaigns/${own.campaignId}/render-queue/entries?sort=${encodeURIComponent('["nope","ASC"]')}`),
      400,
    );
    await refused(admin.get(`/campaigns/${own.campaignId}/screenshots/not-a-fingerprint`), 400);
    await refused(admin.get(`/campaigns/${own.campaignId}/screenshots/${'0'.repeat(64)}`), 404);
    expect(afterTheirs).toBeGreaterThan(before);
    await eventually(async () => expect(await head()).toBe(afterTheirs));
  });

  it('is rebuilt from the first event to exactly the rows the live projection built', async () => {
    const snapshot = async () => {
      const read = async (query: string) => (await api.t.system.deps.pool.query(query)).rows;
      return {
        screenshots: await read('SELECT * FROM screenshot ORDER BY fingerprint'),
        requests: await read('SELECT * FROM render_request ORDER BY id'),
        entries: await read('SELECT * FROM render_queue_entry ORDER BY format_id'),
        versions: await read('SELECT * FROM screenshot_version ORDER BY partner_id'),
      };
    };
    const live = await snapshot();
    expect(live.screenshots.length).toBeGreaterThanOrEqual(4);
    await api.t.system.runner.rebuild('screenshots');
    expect(await snapshot()).toEqual(live);
  });
});

// Tearsheets through the API (issue 19 §3; spec 2 §7 `create-pdf`): the product as `npm start` runs it, its render
// worker building the PDF from the screenshots the real Chromium pool rendered. A PDF of the campaign's creatives is
// made with progress on /ws and the bell told; the PDF (parsed with pdfjs-dist) and the spreadsheet (read back with
// exceljs) hold each entry: the screenshot or 'not rendered yet', the variant and format names, the signals, the
// approval with who and when, the QA findings. The filters narrow it. Who may make, share and read them; another
// partner's ids. A public link opens signed out, keeps the filter, is audited at each opening, and is refused once
// revoked or expired; its token is in no event and no log line; the public routes are limited per address.
import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import pino from 'pino';
import sharp from 'sharp';
import { describe, expect, it, beforeAll } from 'vitest';
import { CAMPAIGN_ACCESS_DENIED } from '../../domain/campaign';
import { buildApp } from '../../api/app';
import { PUBLIC_MISSES_PER_WINDOW } from '../../api/auth/public-link-throttle';
import { PARTNER_ROLES, type Role } from '../../domain/roles';
import { EXPIRY_IN_PAST, NOT_RENDERED_YET, TEARSHEET_NOT_READY } from '../../domain/tearsheet';
import type { CreatedTearsheetLink, Tearsheet, TearsheetLink } from '../../domain/tearsheet/answers';
import { useApiTest } from '../support/api-test';
import { eventually } from '../support/eventually';
import type { HttpClient } from '../support/http';
import { formatRows, headedVariants, screenshotCampaign, type ScreenshotCampaign } from '../support/screenshots';
import { caughtUp, liveSocket } from '../support/uploads';
import { expectStatus, patch } from './personalise-fixture';

const MAKERS: readonly Role[] = ['SELF_SERVICE_ADMIN', 'SELF_SERVICE_MANAGER', 'SELF_SERVICE_REVIEWER'];
const READERS: readonly Role[] = [...MAKERS, 'MANAGER', 'REVIEWER'];
const WRONG_ROLES = 'Wrong user roles';
const MISSING = '0123456789abcdef01234567';

const w = useApiTest({ config: { runWorker: true }, roles: PARTNER_ROLES, globex: ['SELF_SERVICE_ADMIN'] });
let own: ScreenshotCampaign;
let foreign: ScreenshotCampaign;
let made: { id: string; formats: string[] }[];
let summer: string;
/** The tearsheet of every creative, ready. */
let whole: Tearsheet;

const admin = () => w.as('SELF_SERVICE_ADMIN');
const createPdf = (client: HttpClient, filter: object = {}, campaign = own) =>
  client.post(`/campaigns/${campaign.campaignId}/create-pdf`, filter);

/** Asks for a tearsheet and waits until it is ready. */
async function readyTearsheet(filter: object = {}): Promise<Tearsheet> {
  const asked = expectStatus(await createPdf(admin(), filter), 201).body as Tearsheet;
  let ready: Tearsheet | null = null;
  await eventually(async () => {
    const now = expectStatus(await admin().get(`/tearsheets/${asked.id}`), 200).body as Tearsheet;
    if (now.status !== 'ready') throw new Error(`tearsheet ${now.status}`);
    ready = now;
  }, 60_000);
  return ready!;
}

/** A GET with no session at all (or the given client's), answering bytes. */
async function fetched(url: string, client?: HttpClient, init: RequestInit = {}) {
  const absolute = url.startsWith('http') ? url : `${w.t.baseUrl}${url}`;
  const reply = await fetch(absolute, {
    ...init,
    headers: { ...(client ? { cookie: client.cookieHeader() } : {}), ...(init.headers as object) },
  });
  return {
    status: reply.status,
    type: reply.headers.get('content-type'),
    headers: reply.headers,
    bytes: Buffer.from(await reply.arrayBuffer()),
  };
}

/** The PDF's text, page by page. */
async function pdfText(bytes: Buffer): Promise<string[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
  }
  await pdf.cleanup();
  return pages;
}

interface SheetRow {
  variant: string;
  format: string;
  approval: string;
  approvedBy: string;
  approvedAt: string;
  signals: string;
  findings: string;
  screenshot: string | { text: string; hyperlink: string };
}

/** The spreadsheet's rows, read back with exceljs. */
async function sheetRows(bytes: Buffer): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Tearsheet')!;
  const header = (sheet.getRow(1).values as string[]).slice(1);
  expect(header.slice(0, 3)).toEqual(['Variant', 'Format', 'Size']);
  const rows: SheetRow[] = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    const cell = (name: string) => row.getCell(header.indexOf(name) + 1).value;
    rows.push({
      variant: cell('Variant') as string,
      format: cell('Format') as string,
      approval: cell('Approval') as string,
      approvedBy: cell('Approved by') as string,
      approvedAt: cell('Approved at') as string,
      signals: cell('Signals') as string,
      findings: cell('QA findings') as string,
      screenshot: cell('Screenshot') as SheetRow['screenshot'],
    });
  });
  return rows;
}

beforeAll(async () => {
  own = await screenshotCampaign(w.su, w.acme, 'Sheeted');
  foreign = await screenshotCampaign(w.su, w.globex, 'Elsewhere');
  made = await headedVariants(admin(), own.treePath, ['Alpha banner', 'Beta Ελλάδα']);
  summer = expectStatus(
    await admin().post(`${own.treePath}/signal`, {
      name: 'Summer buyers',
      type: 'userSegment',
      segmentType: 'Custom',
      values: ['summer'],
    }),
    201,
  ).body.id as string;
  expectStatus(
    await patch(admin(), `${own.treePath}/formats/signals`, { formats: made[0]!.formats, signals: [summer] }),
    200,
  );
  // Alpha's formats are pictured; Beta's are not.
  expectStatus(await admin().post(`${own.treePath}/formats/screenshots`, { formatIds: made[0]!.formats }), 201);
  await eventually(async () => {
    const rows = await formatRows(admin(), own.treePath, made[0]!.id);
    expect(rows.map((r) => r.screenshotRenderStatus)).toEqual(['finished', 'finished']);
  }, 120_000);
  expectStatus(
    await patch(w.su, `/campaigns/${own.campaignId}/creatives/approvals`, {
      treeId: own.treeId,
      approvals: [made[0]!.formats[0]],
      rejections: [],
      final: true,
    }),
    200,
  );
}, 240_000);

describe('a tearsheet', () => {
  it('is built on the render worker with progress on /ws and the bell told, and holds every entry', async () => {
    const socket = liveSocket(w.t, w.as('REVIEWER'), 'tearsheets');
    await socket.opened;
    whole = await readyTearsheet();
    await socket.next((m) => m.type === 'tearsheet' && m.tearsheetId === whole.id && m.status === 'ready', 30_000);
    expect(socket.messages.filter((m) => m.type === 'tearsheet').map((m) => m.status)).toContain('building');
    socket.close();
    expect(whole).toMatchObject({
      campaignId: own.campaignId,
      filter: {},
      status: 'ready',
      entries: 4,
      done: 4,
      pages: expect.any(Number),
      pdfUrl: `/api/v1/tearsheets/${whole.id}/pdf`,
      links: [],
    });
    await eventually(async () => {
      const bell = expectStatus(await admin().get('/notifications'), 200).body as { kind: string; requestId: string }[];
      expect(bell.filter((n) => n.requestId === whole.id).map((n) => n.kind)).toEqual([
        'tearsheetFinished',
        'tearsheetStarted',
      ]);
    });
    const listed = expectStatus(await w.as('REVIEWER').get(`/campaigns/${own.campaignId}/tearsheets`), 200).body;
    expect((listed as Tearsheet[]).map((t) => t.id)).toContain(whole.id);

    const pdf = await fetched(whole.pdfUrl!, w.as('REVIEWER'));
    expect([pdf.status, pdf.type]).toEqual([200, 'application/pdf']);
    const text = (await pdfText(pdf.bytes)).join('\n');
    for (const words of ['Sheeted', 'All creatives', 'Alpha banner', 'Beta Ελλάδα', 'Summer buyers', 'approved by'])
      expect(text).toContain(words);
    // Beta's two formats are not pictured; Alpha's two are, with their QA outcome.
    expect(text.split(NOT_RENDERED_YET).length - 1).toBeGreaterThanOrEqual(2);
    expect(text).toMatch(/QA: (no findings|\d+ findings?)/);

    const xlsx = await fetched(whole.xlsxUrl!, w.as('REVIEWER'));
    expect(xlsx.status).toBe(200);
    const rows = await sheetRows(xlsx.bytes);
    expect(rows.map((r) => r.variant)).toEqual(['Alpha banner', 'Alpha banner', 'Beta Ελλάδα', 'Beta Ελλάδα']);
    expect(rows[0]).toMatchObject({ approval: 'approved', approvedBy: expect.any(String), signals: 'Summer buyers' });
    expect(Date.parse(rows[0]!.approvedAt)).not.toBeNaN();
    expect(rows[2]).toMatchObject({ approval: 'unapproved', approvedBy: '', screenshot: NOT_RENDERED_YET });
    // Signed-in links point at the signed-in picture, absolute.
    const link = rows[0]!.screenshot as { hyperlink: string };
    expect(link.hyperlink).toMatch(
      new RegExp(`^${w.t.baseUrl}/api/v1/campaigns/${own.campaignId}/screenshots/[0-9a-f]{64}$`),
    );
    const png = await fetched(link.hyperlink, w.as('REVIEWER'));
    expect([png.status, png.type]).toEqual([200, 'image/png']);
  }, 120_000);

  it('takes the filters of the personalise and creatives screens', async () => {
    const variantsOf = async (filter: object) => {
      const t = await readyTearsheet(filter);
      const xlsx = await fetched(t.xlsxUrl!, admin());
      return { t, names: (await sheetRows(xlsx.bytes)).map((r) => `${r.variant} ${r.format}`) };
    };
    const approved = await variantsOf({ status: 'approved' });
    expect(approved.t.filter).toEqual({ status: 'approved' });
    expect(approved.names).toHaveLength(1);
    expect(approved.names[0]).toMatch(/^Alpha banner/);
    expect((await variantsOf({ segments: [summer] })).names).toHaveLength(2);
    expect((await variantsOf({ platforms: ['facebook'] })).t.entries).toBe(0);
    const banner = (await formatRows(admin(), own.treePath, made[1]!.id)).length;
    expect(banner).toBe(2);
    const pictured = (await variantsOf({ qa: 'findings' })).t.entries + (await variantsOf({ qa: 'clean' })).t.entries;
    expect(pictured).toBe(2);
  }, 180_000);

  it('is made by the admins and the self-service group, read by every reader, and refused to another partner', async () => {
    for (const role of PARTNER_ROLES) {
      const client = w.as(role);
      const asked = await createPdf(client, { platforms: ['facebook'] });
      expect(asked.status, role).toBe(MAKERS.includes(role) ? 201 : 403);
      if (!MAKERS.includes(role)) expect(asked.body.message, role).toBe(WRONG_ROLES);
      const listed = await client.get(`/campaigns/${own.campaignId}/tearsheets`);
      expect(listed.status, role).toBe(READERS.includes(role) ? 200 : 403);
      expect((await client.get(`/tearsheets/${whole.id}`)).status, role).toBe(READERS.includes(role) ? 200 : 403);
      expect((await fetched(whole.pdfUrl!, client)).status, role).toBe(READERS.includes(role) ? 200 : 403);
      const shared = await client.post(`/tearsheets/${whole.id}/links`, {});
      expect(shared.status, role).toBe(MAKERS.includes(role) ? 201 : 403);
    }
    const other = w.globex.users.SELF_SERVICE_ADMIN!.client;
    const refused = await createPdf(other);
    expect([refused.status, refused.body.message]).toEqual([403, CAMPAIGN_ACCESS_DENIED]);
    expect((await other.get(`/campaigns/${own.campaignId}/tearsheets`)).status).toBe(403);
    expect((await other.get(`/tearsheets/${whole.id}`)).status).toBe(403);
    expect((await fetched(whole.pdfUrl!, other)).status).toBe(403);
    expect((await fetched(whole.xlsxUrl!, other)).status).toBe(403);
    expect((await other.post(`/tearsheets/${whole.id}/links`, {})).status).toBe(403);
    const link =
      whole.links[0] ??
      (expectStatus(await admin().post(`/tearsheets/${whole.id}/links`, {}), 201).body as TearsheetLink);
    expect((await other.delete(`/tearsheets/${whole.id}/links/${link.id}`)).status).toBe(403);
    // And the acme admin cannot reach globex's campaign, nor ids that name nothing.
    expect((await createPdf(admin(), {}, foreign)).status).toBe(403);
    expect((await admin().get(`/tearsheets/${MISSING}`)).status).toBe(404);
    expect((await admin().post(`/tearsheets/${MISSING}/links`, {})).status).toBe(404);
    expect((await admin().delete(`/tearsheets/${whole.id}/links/${MISSING}`)).status).toBe(404);
    expect((await createPdf(admin(), {}, { ...own, campaignId: MISSING })).status).toBe(404);
    // Strangers are asked to sign in.
    expect((await fetched(whole.pdfUrl!)).status).toBe(401);
    expect((await w.t.client().post(`/campaigns/${own.campaignId}/create-pdf`, {})).status).toBe(401);
  }, 180_000);

  it('refuses bad input, and a PDF or a link before it is ready', async () => {
    const head = await w.t.system.deps.store.headPosition();
    for (const body of [{ status: 'nice' }, { platforms: ['myspace'] }, { qa: 'yes' }, { formats: ['x'] }, { q: 'a' }])
      expect((await createPdf(admin(), body)).status, JSON.stringify(body)).toBe(400);
    expect((await admin().post(`/tearsheets/${whole.id}/links`, { expiresAt: 'tomorrow' })).status).toBe(400);
    const past = await admin().post(`/tearsheets/${whole.id}/links`, { expiresAt: '2020-01-01T00:00:00Z' });
    expect([past.status, past.body.message]).toEqual([422, EXPIRY_IN_PAST]);
    // Earlier tearsheets may still be finishing in the background; the refused requests asked for nothing new.
    const since = await w.t.system.deps.store.readAll(head, 1000);
    expect(since.filter((e) => ['TearsheetRequested', 'TearsheetLinkCreated'].includes(e.type))).toEqual([]);
    const fresh = expectStatus(await createPdf(admin()), 201).body as Tearsheet;
    if (fresh.status !== 'ready') {
      const early = await fetched(`/api/v1/tearsheets/${fresh.id}/pdf`, admin());
      if (early.status !== 200) expect(JSON.parse(early.bytes.toString()).message).toBe(TEARSHEET_NOT_READY);
    }
  });
});

describe('a public link', () => {
  let link: CreatedTearsheetLink;

  it('opens the PDF and the spreadsheet signed out, with its filter, and each opening is audited', async () => {
    const filtered = await readyTearsheet({ segments: [summer] });
    link = expectStatus(await admin().post(`/tearsheets/${filtered.id}/links`, {}), 201).body as CreatedTearsheetLink;
    expect(link).toMatchObject({ state: 'active', expiresAt: null, opened: 0, url: expect.stringMatching(/^http/) });
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.url).toBe(`${w.t.baseUrl}/api/v1/public/tearsheets/${link.token}`);

    const pdf = await fetched(link.url);
    expect([pdf.status, pdf.type]).toEqual([200, 'application/pdf']);
    expect(pdf.headers.get('cache-control')).toBe('private, no-store');
    const text = (await pdfText(pdf.bytes)).join('\n');
    expect(text).toContain('Alpha banner');
    expect(text).not.toContain('Beta Ελλάδα');
    expect(text).toContain('1 segment');

    const xlsx = await fetched(link.xlsxUrl);
    expect(xlsx.status).toBe(200);
    const rows = await sheetRows(xlsx.bytes);
    expect(rows.map((r) => r.variant)).toEqual(['Alpha banner', 'Alpha banner']);
    // Shared, its pictures are the link's, and open signed out too.
    const picture = (rows[0]!.screenshot as { hyperlink: string }).hyperlink;
    expect(picture).toMatch(new RegExp(`^${link.url}/screenshots/[0-9a-f]{64}$`));
    const png = await fetched(picture);
    expect([png.status, png.type]).toEqual([200, 'image/png']);
    expect((await sharp(png.bytes).metadata()).format).toBe('png');
    // Only the tearsheet's own pictures.
    expect((await fetched(`${link.url}/screenshots/${'0'.repeat(64)}`)).status).toBe(404);

    await eventually(async () => {
      const trail = expectStatus(
        await w.su.get(`/audit?entityType=campaign&entityId=${own.campaignId}&range=[0,99]`),
        200,
      ).body as { type: string; data: Record<string, unknown> }[];
      const openings = trail.filter((e) => e.type === 'TearsheetLinkOpened');
      expect(openings.map((e) => e.data.as).sort()).toEqual(['pdf', 'xlsx']);
      expect(openings[0]!.data).toMatchObject({ tearsheetId: filtered.id, linkId: link.id, address: '127.0.0.1' });
      expect(JSON.stringify(trail)).not.toContain(link.token);
    });
    const listed = expectStatus(await admin().get(`/tearsheets/${filtered.id}`), 200).body as Tearsheet;
    expect(listed.links).toEqual([expect.objectContaining({ id: link.id, state: 'active', opened: 2 })]);
    expect(JSON.stringify(listed)).not.toContain(link.token);
  }, 120_000);

  it('answers 404 for a token that names nothing, and 410 once revoked or expired', async () => {
    const unknown = 'A'.repeat(43);
    expect((await fetched(`/api/v1/public/tearsheets/${unknown}`)).status).toBe(404);
    expect((await fetched(`/api/v1/public/tearsheets/${unknown}.xlsx`)).status).toBe(404);
    expect((await fetched(`/api/v1/public/tearsheets/short`)).status).toBe(400);

    const revoked = expectStatus(await admin().delete(`/tearsheets/${link.tearsheetId}/links/${link.id}`), 200);
    expect(revoked.body).toMatchObject({ id: link.id, state: 'revoked' });
    for (const url of [link.url, link.xlsxUrl]) {
      const refused = await fetched(url);
      expect([refused.status, JSON.parse(refused.bytes.toString()).message]).toEqual([410, 'The link was revoked']);
    }
    expect((await admin().delete(`/tearsheets/${link.tearsheetId}/links/${link.id}`)).status).toBe(409);

    const soon = new Date(Date.now() + 1500).toISOString();
    const expiring = expectStatus(await admin().post(`/tearsheets/${whole.id}/links`, { expiresAt: soon }), 201)
      .body as CreatedTearsheetLink;
    expect((await fetched(expiring.url)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Date.parse(soon) - Date.now()) + 100));
    const expired = await fetched(expiring.url);
    expect([expired.status, JSON.parse(expired.bytes.toString()).message]).toEqual([410, 'The link has expired']);
    const state = expectStatus(await admin().get(`/tearsheets/${whole.id}`), 200).body as Tearsheet;
    expect(state.links.find((l) => l.id === expiring.id)?.state).toBe('expired');
  });

  it('keeps its token out of every event and every log line, and limits each address', async () => {
    // A second app on the same system, whose logger the test reads.
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const logged = await buildApp(w.t.system.deps, { loggerInstance: pino({ level: 'debug' }, sink) });
    await logged.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = logged.server.address();
      const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const shared = expectStatus(await admin().post(`/tearsheets/${whole.id}/links`, {}), 201)
        .body as CreatedTearsheetLink;
      const path = `/api/v1/public/tearsheets/${shared.token}`;
      expect((await fetched(`${base}${path}`)).status).toBe(200);
      expect((await fetched(`${base}${path}.xlsx`)).status).toBe(200);
      expect((await fetched(`${base}${path}/screenshots/${'0'.repeat(64)}`)).status).toBe(404);
      await eventually(() => expect(lines.join('')).toContain('/api/v1/public/tearsheets/[token]'));
      expect(lines.join('')).not.toContain(shared.token);
      const { rows } = await w.t.system.deps.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM es_event WHERE data::text LIKE '%' || $1 || '%' OR metadata::text LIKE '%' || $1 || '%'`,
        [shared.token],
      );
      expect(rows[0]!.n).toBe(0);

      // Misses from one address are limited: past the limit even a good token waits.
      for (let i = 0; i < PUBLIC_MISSES_PER_WINDOW; i++)
        expect((await fetched(`${base}/api/v1/public/tearsheets/${'B'.repeat(42)}${i % 10}`)).status).toBe(404);
      const limited = await fetched(`${base}${path}`);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(lines.join('')).not.toContain(shared.token);
    } finally {
      await logged.close();
    }
  });
});

describe('the tearsheets read model', () => {
  it('is rebuilt from the events to exactly the live rows', async () => {
    await caughtUp(w.t);
    const snapshot = async () => {
      const result: Record<string, unknown[]> = {};
      for (const table of ['tearsheet', 'tearsheet_link']) {
        const { rows } = await w.t.system.deps.pool.query(`SELECT * FROM ${table} ORDER BY ${table}::text`);
        result[table] = rows;
      }
      return result;
    };
    const live = await snapshot();
    expect(live.tearsheet!.length).toBeGreaterThan(5);
    expect(live.tearsheet_link!.length).toBeGreaterThan(3);
    await w.t.system.runner.rebuild('tearsheets');
    expect(await snapshot()).toEqual(live);
  });
});

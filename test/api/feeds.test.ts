// Feeds (spec 1 §7 feeds and feeds/check; issue 23 §3): a CSV or XLSX feed checked ('The file could be parsed' with
// its columns, or 'The file could not be parsed' with the reason, writing nothing), then imported into a google tree
// as its variants and re-imported: a changed row updates its variant and lapses the approval of exactly its changed
// formats, a vanished row archives its variant, an unchanged row appends nothing. Per role and with another partner's
// ids; a refused feed appends nothing.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_ACCESS_DENIED } from '../../domain/campaign';
import { FEED_NOT_PARSED, FEED_PARSED } from '../../domain/personalise';
import { csvCheckColumn, csvMissingColumns } from '../../domain/personalise/csv-table';
import type { HttpClient } from '../support/http';
import { approveFinally, expectStatus, usePersonaliseWorld } from './personalise-fixture';

const w = usePersonaliseWorld({ roles: ['SELF_SERVICE_ADMIN', 'SELF_SERVICE_REVIEWER', 'MANAGER', 'ANALYST'] });

const csv = (rows: string[][]) => rows.map((r) => r.join(',')).join('\n');
const feed = (rows: string[][], name = 'feed.csv') => new Blob([csv(rows)], { type: 'text/csv' });
const header = ['SKU', 'Product', 'Title'];
const rows = (...skus: string[]) => skus.map((sku) => [sku, `Product ${sku}`, `${sku} title`]);

function form(file: Blob, fileName: string, fields: Record<string, string> = {}) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('file', file, fileName);
  return body;
}

const check = (client: HttpClient, file: Blob, fileName = 'feed.csv') =>
  client.post('/assets/single-files/feeds/check', form(file, fileName));

const mapping = { idColumn: 'SKU', nameColumn: 'Product', elements: JSON.stringify({ Title: 'headline' }) };
const importInto = (
  client: HttpClient,
  file: Blob,
  target: { campaignId: string; treeId: string } = { campaignId: w.campaignId, treeId: w.google },
  fields: Record<string, string> = mapping,
  query = '',
) => client.post(`/assets/single-files/feeds${query}`, form(file, 'feed.csv', { ...target, ...fields }));

/** The tree's variants as the read model holds them: name, archived, and each format's headline and approval. */
async function variants(treeId: string) {
  const { rows: found } = await w.t.system.deps.pool.query<{
    name: string;
    archived: boolean;
    formats: { headline: string | null; approval: string }[];
  }>(
    `SELECT v.name, v.archived,
       json_agg(json_build_object('headline', f."values" -> 'headline' ->> 'value', 'approval', f.approval) ORDER BY f.sort) AS formats
     FROM variant v JOIN variant_format f ON f.variant_id = v.id WHERE v.tree_id = $1 GROUP BY v.id ORDER BY v.name`,
    [treeId],
  );
  return found;
}

async function formatIds(treeId: string): Promise<string[]> {
  const { rows: found } = await w.t.system.deps.pool.query<{ id: string }>(
    'SELECT id FROM variant_format WHERE tree_id = $1',
    [treeId],
  );
  return found.map((r) => r.id);
}

describe('feeds/check', () => {
  it('answers a CSV and an XLSX feed parsed, with the columns and the first rows', async () => {
    const admin = w.as('SELF_SERVICE_ADMIN');
    const reply = expectStatus(await check(admin, feed([header, ...rows('A', 'B')])), 200);
    expect(reply.body).toEqual({
      message: FEED_PARSED,
      columns: header,
      rows: 2,
      preview: rows('A', 'B'),
    });
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Feed').addRows([header, ...rows('A', 'B', 'C')]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const fromXlsx = expectStatus(await check(admin, new Blob([xlsx]), 'feed.xlsx'), 200);
    expect([fromXlsx.body.columns, fromXlsx.body.rows]).toEqual([header, 3]);
  });

  it('answers a file it cannot read not parsed, with the reason, and writes nothing', async () => {
    const admin = w.as('SELF_SERVICE_ADMIN');
    const head = await w.t.system.deps.store.headPosition();
    const badQuote = await check(admin, new Blob(['SKU,Title\nA,"unclosed\n']));
    expect([badQuote.status, badQuote.body.message]).toEqual([422, FEED_NOT_PARSED]);
    expect(badQuote.body.details.reason).toMatch(/quote/i);
    const notXlsx = await check(admin, new Blob([Buffer.from('PK\u0003\u0004 not a zip')]), 'feed.xlsx');
    expect([notXlsx.status, notXlsx.body.message]).toEqual([422, FEED_NOT_PARSED]);
    const empty = await check(admin, new Blob([]));
    expect([empty.status, empty.body.details]).toEqual([422, { reason: 'The file is empty' }]);
    expect(await w.t.system.deps.store.headPosition()).toBe(head);
  });

  it('is for the personalise roles only', async () => {
    expect((await check(w.as('ANALYST'), feed([header, ...rows('A')]))).status).toBe(403);
  });
});

describe('feeds: import into a tree', () => {
  it("refuses the roles without personalise access, another partner's campaign and tree, appending nothing", async () => {
    const head = await w.t.system.deps.store.headPosition();
    const file = feed([header, ...rows('A')]);
    for (const role of ['MANAGER', 'ANALYST'] as const)
      expect((await importInto(w.as(role), file)).status, role).toBe(403);
    const globex = w.globex.users.SELF_SERVICE_ADMIN!.client;
    for (const reply of [await importInto(globex, file), await importInto(w.as('SELF_SERVICE_ADMIN'), file, w.foreign)])
      expect([reply.status, reply.body.message]).toEqual([403, CAMPAIGN_ACCESS_DENIED]);
    // Acme's campaign with globex's tree, and a partner that is not the campaign's.
    expect(
      (await importInto(w.as('SELF_SERVICE_ADMIN'), file, { campaignId: w.campaignId, treeId: w.foreign.treeId }))
        .status,
    ).toBe(404);
    expect((await importInto(w.su, file, undefined, mapping, `?partnerId=${w.globex.partnerId}`)).status).toBe(404);
    expect(await w.t.system.deps.store.headPosition()).toBe(head);
  });

  it('refuses a feed the mapping cannot read with the CSV messages, appending nothing', async () => {
    const admin = w.as('SELF_SERVICE_ADMIN');
    const head = await w.t.system.deps.store.headPosition();
    const missing = await importInto(
      admin,
      feed([
        ['SKU', 'Title'],
        ['A', 'a'],
      ]),
    );
    expect([missing.status, missing.body.message]).toEqual([422, csvMissingColumns(['Product'])]);
    const repeated = await importInto(admin, feed([header, ...rows('A', 'B', 'A')]));
    expect([repeated.status, repeated.body.message]).toEqual([422, csvCheckColumn('SKU', [2, 4])]);
    const unreadable = await importInto(admin, new Blob(['SKU,Title\nA,"unclosed\n']));
    expect([unreadable.status, unreadable.body.message]).toEqual([422, FEED_NOT_PARSED]);
    const noMapping = await admin.post(
      '/assets/single-files/feeds',
      form(feed([header]), 'feed.csv', { campaignId: w.campaignId, treeId: w.google }),
    );
    expect(noMapping.status).toBe(400);
    expect(await w.t.system.deps.store.headPosition()).toBe(head);
    expect(await variants(w.google)).toEqual([]);
  });

  it('imports rows as variants; a re-import updates the changed row, lapsing only its approval, and archives a vanished one', async () => {
    const admin = w.as('SELF_SERVICE_REVIEWER');
    const first = expectStatus(await importInto(admin, feed([header, ...rows('A', 'B', 'C')])), 200);
    expect(first.body).toEqual({ new: 3, updated: 0, archived: 0, unchanged: 0 });
    expect((await variants(w.google)).map((v) => [v.name, v.formats.map((f) => f.headline)])).toEqual([
      ['Product A', ['A title', 'A title']],
      ['Product B', ['B title', 'B title']],
      ['Product C', ['C title', 'C title']],
    ]);
    await approveFinally(w, await formatIds(w.google));

    const head = await w.t.system.deps.store.headPosition();
    const same = expectStatus(await importInto(admin, feed([header, ...rows('A', 'B', 'C')])), 200);
    expect(same.body).toEqual({ new: 0, updated: 0, archived: 0, unchanged: 3 });
    expect(await w.t.system.deps.store.headPosition()).toBe(head);

    const changed = [...rows('A'), ['B', 'Product B', 'B new title'], ...rows('D')];
    const second = expectStatus(await importInto(admin, feed([header, ...changed])), 200);
    expect(second.body).toEqual({ new: 1, updated: 1, archived: 1, unchanged: 1 });
    expect(
      (await variants(w.google)).map((v) => [v.name, v.archived, v.formats.map((f) => `${f.headline} ${f.approval}`)]),
    ).toEqual([
      ['Product A', false, ['A title approved', 'A title approved']],
      ['Product B', false, ['B new title unapproved', 'B new title unapproved']],
      ['Product C', true, ['C title approved', 'C title approved']],
      ['Product D', false, ['D title unapproved', 'D title unapproved']],
    ]);
  });
});

// Assemblies over HTTP (issue 23 §2; spec 2 §6, §7, §8, spec 3 §9): the top admins import a campaign's datasources
// (CSV and XLSX), list, read (a preview with the variation hashes), delete one and all; generate the variations, which
// the generation workflow (a real Temporal, the product's own worker) makes as variants of the campaign's trees, so
// they show in the creatives view; a regeneration keeps the approval of a variation whose content did not change, and
// an update of the live datasource makes only what changed. A small generation is made at once by the request (its
// answer holds the end and the variations; a domain refusal fails it), a large one by the workflow, part by part.
// Every partner role, and another partner's self-service admin, is refused; bad files and the limits are a 4xx that
// append nothing.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { AT_ONCE_ROWS, GENERATION_PART } from '../../commands/assembly-variations';
import { MAX_EVENTS_PER_APPEND } from '../../commands/event-store/port';
import { ASSEMBLY_COLUMNS, DATASOURCE_COUNT_MISMATCH, tooManyVariations } from '../../domain/assembly';
import type { AssemblyAnswer, AssemblyDetailAnswer, GenerationAnswer } from '../../domain/assembly/answers';
import { csvCheckColumn, csvCheckColumnNames } from '../../domain/personalise/csv-table';
import { FEED_NOT_PARSED } from '../../domain/personalise';
import { WRONG_ROLES_MESSAGE } from '../../domain/roles';
import { campaignOf, readyConcept } from '../support/campaigns';
import { eventually } from '../support/eventually';
import type { HttpClient } from '../support/http';
import { caughtUp } from '../support/uploads';
import { approveFinally, expectStatus, usePersonaliseWorld } from './personalise-fixture';

const ROLES = ['SELF_SERVICE_ADMIN', 'MANAGER', 'REVIEWER', 'ANALYST'] as const;
const w = usePersonaliseWorld({ roles: [...ROLES], config: { runWorker: true } });
const MISSING = '0123456789abcdef01234567';

const head = () => w.t.system.deps.store.headPosition();
const csv = (rows: string[][]) => rows.map((r) => r.join(',')).join('\n');

function upload(client: HttpClient, body: Uint8Array | string, fileName = 'datasource.csv', campaignId = w.campaignId) {
  const form = new FormData();
  form.append('file', new Blob([typeof body === 'string' ? body : new Uint8Array(body)]), fileName);
  return client.post(`/assemblies/import?campaignId=${campaignId}`, form);
}

function update(client: HttpClient, body: string, campaignId = w.campaignId) {
  const form = new FormData();
  form.append('file', new Blob([body]), 'live.csv');
  return client.post(`/campaigns/${campaignId}/datasources/update`, form);
}

async function generated(client: HttpClient, campaignId = w.campaignId): Promise<GenerationAnswer> {
  let generation: GenerationAnswer | null = null;
  await eventually(async () => {
    const reply = expectStatus(await client.get(`/campaigns/${campaignId}/variations/generation`), 200);
    generation = reply.body as GenerationAnswer;
    if (generation.status === 'running') throw new Error(`generation at ${generation.done}/${generation.total}`);
  }, 60_000);
  return generation!;
}

/** The steps a campaign's generations recorded, in order: each event's type and, for progress, what was done. */
async function generationSteps(campaignId: string) {
  const events = await w.t.system.deps.store.readStream(`CampaignAssemblies-${campaignId}`);
  return events
    .filter((e) => e.type.startsWith('VariationsGeneration'))
    .map((e) =>
      e.type === 'VariationsGenerationProgressed' ? `${e.type} ${(e.data as { done: number }).done}` : e.type,
    );
}

/**
 * Whether the campaign's latest generation was made at once: the trees' variants, then its start and end, all in one
 * append across the streams (the Postgres store numbers an append's events from its transaction's id, so one append
 * shares it).
 */
async function madeAtOnce(campaignId: string, treeIds: string[]) {
  const { store } = w.t.system.deps;
  const steps = (await store.readStream(`CampaignAssemblies-${campaignId}`)).filter((e) =>
    e.type.startsWith('VariationsGeneration'),
  );
  const [start, end] = steps.slice(-2).map((e) => e.position) as [number, number];
  const variants = await Promise.all(
    treeIds.map(async (treeId) => (await store.readStream(`PersonaliseTree-${treeId}`)).at(-1)!),
  );
  const append = (position: number) => Math.floor(position / MAX_EVENTS_PER_APPEND);
  return (
    append(start) === append(end) && variants.every((e) => e.position < start && append(e.position) === append(start))
  );
}

/** A google campaign of acme's with one banner tree, for a generation of its own. */
async function googleCampaign(name: string) {
  const concept = await readyConcept(w.su, `${name} concept`, [w.acme.childNodeId], w.acme.partnerId);
  const { campaignId, trees } = await campaignOf(w.su, w.acme, concept, name, { templates: ['banner'] });
  return { campaignId, treeId: trees.google! };
}

/** The tree's variants not archived: name → each format's headline and approval. */
async function variants(treeId: string) {
  // A generation's status reads one projection and the variants another, which may trail it by a moment.
  await caughtUp(w.t);
  const { rows } = await w.t.system.deps.pool.query<{ name: string; formats: string[] }>(
    `SELECT v.name, json_agg(concat(f."values" -> 'headline' ->> 'value', ' ', f.approval) ORDER BY f.sort) AS formats
       FROM variant v JOIN variant_format f ON f.variant_id = v.id
      WHERE v.tree_id = $1 AND NOT v.archived GROUP BY v.id ORDER BY v.name`,
    [treeId],
  );
  return rows;
}

describe('assemblies: who', () => {
  it('refuses every partner role and another partner’s admin, appending nothing', async () => {
    const before = await head();
    const globex = w.globex.users.SELF_SERVICE_ADMIN!.client;
    for (const client of [...ROLES.map((role) => w.as(role)), globex]) {
      for (const reply of [
        await upload(client, csv([['headline'], ['A']])),
        await client.get(`/assemblies?campaignId=${w.campaignId}`),
        await client.get(`/assemblies/${MISSING}`),
        await client.delete(`/assemblies/all?campaignId=${w.campaignId}`),
        await client.post('/campaigns/generate-variations', { campaignId: w.campaignId }),
        await client.post(`/campaigns/${w.campaignId}/datasources/live`, { assemblyId: MISSING }),
        await update(client, csv([['headline'], ['A']])),
      ])
        expect([reply.status, reply.body.message]).toEqual([403, WRONG_ROLES_MESSAGE]);
    }
    expect((await upload(w.su, csv([['headline'], ['A']]), 'a.csv', MISSING)).status).toBe(404);
    expect(await head()).toBe(before);
  });
});

describe('assemblies: datasources', () => {
  it('refuses unreadable files, unknown fields, a count mismatch and the platform limit, appending nothing', async () => {
    const before = await head();
    const unreadable = await upload(w.su, 'headline,"open\nA', 'bad.csv');
    expect([unreadable.status, unreadable.body.message]).toEqual([422, FEED_NOT_PARSED]);
    const unknown = await upload(w.su, csv([['Colour'], ['red']]));
    expect([unknown.status, unknown.body.message]).toEqual([422, csvCheckColumnNames(['Colour'], [1])]);
    const mismatch = await upload(
      w.su,
      csv([
        ['primaryText [copy]', 'websiteUrl [copy]'],
        ['Hi', 'https://a.example'],
        ['Ho', ''],
      ]),
    );
    expect([mismatch.status, mismatch.body.message]).toEqual([422, DATASOURCE_COUNT_MISMATCH]);
    // Meta takes 50: 6 × 9 = 54.
    const many = await upload(
      w.su,
      csv([['headline', 'primaryText'], ...Array.from({ length: 9 }, (_, i) => [i < 6 ? `H${i}` : '', `T${i}`])]),
    );
    expect([many.status, many.body.message]).toEqual([422, tooManyVariations('facebook', 54, 1)]);
    expect((await w.su.post('/assemblies/import?campaignId=nope', new FormData())).status).toBe(400);
    expect(await head()).toBe(before);
  });

  it('imports CSV and XLSX, lists, previews with variation hashes, deletes one and all', async () => {
    const made = expectStatus(
      await upload(
        w.su,
        csv([
          ['Headline', 'primaryText [copy]', 'websiteUrl [copy]'],
          ['A', 'Hi', 'https://a.example'],
          ['B', 'Ho', 'https://b.example'],
        ]),
      ),
      201,
    ).body as AssemblyAnswer;
    expect(made).toMatchObject({ campaignId: w.campaignId, partnerId: w.acme.partnerId, permutations: 4, live: false });
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Datasource').addRows([['headline'], ['C'], ['D']]);
    const fromXlsx = expectStatus(await upload(w.su, new Uint8Array(await workbook.xlsx.writeBuffer()), 'd.xlsx'), 201);
    expect(fromXlsx.body.permutations).toBe(2);

    const listed = expectStatus(await w.su.get(`/assemblies?campaignId=${w.campaignId}`), 200);
    expect(listed.body.map((a: AssemblyAnswer) => a.id)).toEqual([made.id, fromXlsx.body.id]);
    expect(listed.headers.get('content-range')).toBe('assemblies 0-1/2');
    const detail = expectStatus(await w.su.get(`/assemblies/${made.id}`), 200).body as AssemblyDetailAnswer;
    expect(detail.preview).toHaveLength(4);
    expect(detail.preview[0]!.values).toEqual({ headline: 'A', primaryText: 'Hi', websiteUrl: 'https://a.example' });
    expect(detail.preview[0]!.variationHashes).toContain(`${detail.preview[0]!.hash}_1_300x250`);

    expect(expectStatus(await w.su.delete(`/assemblies/${fromXlsx.body.id}`), 200).body).toEqual({
      id: fromXlsx.body.id,
    });
    expect((await w.su.get(`/assemblies/${fromXlsx.body.id}`)).status).toBe(404);
    expect(expectStatus(await w.su.delete(`/assemblies/all?campaignId=${w.campaignId}`), 200).body).toEqual({
      deleted: 1,
    });
    expect((await w.su.get(`/assemblies?campaignId=${w.campaignId}`)).body).toEqual([]);
  });
});

describe('assemblies: variations', () => {
  it('generates the variations into every tree, keeps unchanged approvals, and an update makes only what changed', async () => {
    const none = await w.su.post('/campaigns/generate-variations', { campaignId: w.campaignId });
    expect(none.status).toBe(422);
    const made = expectStatus(await upload(w.su, csv([['headline'], ['Alpha'], ['Beta']])), 201).body as AssemblyAnswer;
    // 2 permutations × 2 trees: made at once by the request, whose answer holds its end and, read right after it,
    // the variations; its progress is not recorded, only its start and end.
    const started = expectStatus(await w.su.post('/campaigns/generate-variations', { campaignId: w.campaignId }), 202);
    const first = started.body as GenerationAnswer;
    expect(first).toMatchObject({
      campaignId: w.campaignId,
      status: 'finished',
      done: 4,
      total: 4,
      counts: { new: 4, updated: 0, archived: 0 },
    });
    expect(await generationSteps(w.campaignId)).toEqual([
      'VariationsGenerationStarted',
      'VariationsGenerationFinished',
    ]);
    expect(await madeAtOnce(w.campaignId, [w.google, w.facebook])).toBe(true);
    // What it took: the command to its last append, then the read side's catch-up.
    expect(started.headers.get('server-timing')).toMatch(/^command;dur=[\d.]+, catchup;dur=[\d.]+$/);
    const google = await variants(w.google);
    expect(google.map((v) => v.formats)).toEqual(
      expect.arrayContaining([
        ['Alpha unapproved', 'Alpha unapproved'],
        ['Beta unapproved', 'Beta unapproved'],
      ]),
    );
    expect((await variants(w.facebook)).length).toBe(2);
    // In the creatives view, as any variant.
    const creatives = expectStatus(
      await w.su.get(`/campaigns/${w.campaignId}/creatives?treeId=${w.google}&viewmode=admin`),
      200,
    );
    expect(creatives.headers.get('content-range')).toMatch(/\/2$/);
    expect(JSON.stringify(creatives.body)).toMatch(/Variation [0-9a-f]{12}/);

    // Approve Alpha's formats, then update the live datasource: Alpha stays, Beta goes, Gamma comes.
    const { rows: alpha } = await w.t.system.deps.pool.query<{ id: string }>(
      `SELECT f.id FROM variant_format f JOIN variant v ON v.id = f.variant_id
        WHERE v.tree_id = $1 AND f."values" -> 'headline' ->> 'value' = 'Alpha'`,
      [w.google],
    );
    await approveFinally(
      w,
      alpha.map((r) => r.id),
    );
    expectStatus(await w.su.post(`/campaigns/${w.campaignId}/datasources/live`, { assemblyId: made.id }), 200);
    const updated = expectStatus(await update(w.su, csv([['headline'], ['Alpha'], ['Gamma']])), 200);
    expect(updated.body.assembly).toMatchObject({ id: made.id, live: true, permutations: 2 });
    const second = updated.body.generation as GenerationAnswer;
    expect(second.status).toBe('finished');
    expect(second.counts).toEqual({ new: 2, updated: 0, archived: 2, unchanged: 2 });
    expect((await variants(w.google)).map((v) => v.formats[0])).toEqual(
      expect.arrayContaining(['Alpha approved', 'Gamma unapproved']),
    );
    expect((await variants(w.google)).some((v) => v.formats[0]!.startsWith('Beta'))).toBe(false);
  });

  it('makes a generation of more rows than AT_ONCE_ROWS on its workflow, its progress recorded part by part', async () => {
    const { campaignId, treeId } = await googleCampaign('Large');
    const rows = AT_ONCE_ROWS + 1;
    const headlines = Array.from({ length: rows }, (_, i) => [`Offer ${i + 1}`]);
    expectStatus(await upload(w.su, csv([['headline'], ...headlines]), 'large.csv', campaignId), 201);
    const started = expectStatus(await w.su.post('/campaigns/generate-variations', { campaignId }), 202);
    expect(started.body).toMatchObject({ campaignId, status: 'running', done: 0 });
    const finished = await generated(w.su, campaignId);
    expect(finished).toMatchObject({ status: 'finished', done: rows, total: rows, counts: { new: rows, archived: 0 } });
    expect(await generationSteps(campaignId)).toEqual([
      'VariationsGenerationStarted',
      `VariationsGenerationProgressed ${GENERATION_PART}`,
      `VariationsGenerationProgressed ${rows}`,
      'VariationsGenerationFinished',
    ]);
    expect(await madeAtOnce(campaignId, [treeId])).toBe(false);
    expect((await variants(treeId)).length).toBe(rows);
  });

  it('fails a generation made at once with the domain’s refusal, as its workflow does, and makes nothing', async () => {
    const { campaignId, treeId } = await googleCampaign('Taken');
    const made = expectStatus(await upload(w.su, csv([['headline'], ['Alpha']]), 'taken.csv', campaignId), 201);
    const detail = expectStatus(await w.su.get(`/assemblies/${made.body.id}`), 200).body as AssemblyDetailAnswer;
    // A hand-made variant holds the name the variation would take.
    const name = `Variation ${detail.preview[0]!.hash}`;
    expectStatus(await w.su.post(`/campaigns/${campaignId}/personalize/${treeId}/variant`, { name }), 201);
    const failed = expectStatus(await w.su.post('/campaigns/generate-variations', { campaignId }), 202);
    expect(failed.body).toMatchObject({ status: 'failed', reason: csvCheckColumn(ASSEMBLY_COLUMNS.name, [1]) });
    expect((await variants(treeId)).map((v) => v.name)).toEqual([name]);
    expect(await generationSteps(campaignId)).toEqual(['VariationsGenerationStarted', 'VariationsGenerationFailed']);
    // Its start and failure in one append; the tree's last append is the hand-made variant's.
    expect(await madeAtOnce(campaignId, [])).toBe(true);
    expect(await madeAtOnce(campaignId, [treeId])).toBe(false);
  });
});

describe('assemblies: the read model', () => {
  it('a rebuild from the start gives exactly the rows the live projection built', async () => {
    const snapshot = async () => {
      const result: Record<string, unknown[]> = {};
      for (const table of ['assembly', 'assembly_generation'])
        result[table] = (await w.t.system.deps.pool.query(`SELECT * FROM ${table} ORDER BY ${table}::text`)).rows;
      return result;
    };
    const live = await snapshot();
    expect(live.assembly!.length).toBeGreaterThan(0);
    expect(live.assembly_generation!.length).toBeGreaterThan(0);
    await w.t.system.runner.rebuild('assemblies');
    expect(await snapshot()).toEqual(live);
  });
});

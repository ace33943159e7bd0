import { describe, it } from 'vitest';
import type { DatasourceColumn } from '../../domain/assembly/datasource';
import type { AssemblyEvent } from '../../domain/assembly/events';
import { assembliesProjection } from '../../projections/assemblies/projection';
import { date, projectionSpec, stream } from '../support/projection-spec';

const spec = projectionSpec(assembliesProjection);
const ASSEMBLIES = `SELECT id, campaign_id, partner_id, file_name, columns, permutations, live, created_by, created_at,
  updated_at FROM assembly ORDER BY id`;
const GENERATION = `SELECT campaign_id, partner_id, generation_id, status, done, total, counts, reason, started_by,
  started_at, finished_at FROM assembly_generation ORDER BY campaign_id`;
const column = (header: string, elements: string[], group: string | null = null): DatasourceColumn => ({
  header,
  element: header.replace(/ \[.*\]$/, ''),
  group,
  elements,
});
const COLUMNS = [column('Headline [offer]', ['Save', 'Win'], 'offer'), column('Colour', ['red', 'blue', 'green'])];

const imported = () => {
  const event = stream<AssemblyEvent>('CampaignAssemblies-c1');
  const given = [
    event(
      'AssemblyImported',
      {
        campaignId: 'c1',
        partnerId: 'p1',
        assemblyId: 'as1',
        fileName: 'offers.csv',
        columns: COLUMNS,
        permutations: 6,
      },
      1,
    ),
  ];
  return { event, given };
};
const started = () => {
  const { event, given } = imported();
  given.push(
    event('VariationsGenerationStarted', { campaignId: 'c1', partnerId: 'p1', generationId: 'g1', total: 4 }, 2),
  );
  return { event, given };
};

describe('assemblies projection', () => {
  it('keeps an imported assembly with its columns and permutations, not yet live', async () => {
    const { given } = imported();
    await spec.given(given).then(ASSEMBLIES, [
      {
        id: 'as1',
        campaign_id: 'c1',
        partner_id: 'p1',
        file_name: 'offers.csv',
        columns: COLUMNS,
        permutations: 6,
        live: false,
        created_by: 'spec-user',
        created_at: date(1),
        updated_at: date(1),
      },
    ]);
  });

  it("replaces an updated assembly's file, columns and permutations, keeping when it was imported", async () => {
    const { event, given } = imported();
    const columns = [column('Colour', ['red'])];
    await spec
      .given(given)
      .when([
        event(
          'AssemblyUpdated',
          { campaignId: 'c1', assemblyId: 'as1', fileName: 'v2.xlsx', columns, permutations: 1 },
          3,
        ),
      ])
      .then('SELECT id, file_name, columns, permutations, created_at, updated_at FROM assembly', [
        { id: 'as1', file_name: 'v2.xlsx', columns, permutations: 1, created_at: date(1), updated_at: date(3) },
      ]);
  });

  it('makes no row for an update of an assembly it does not know, nor a second one for a replayed import', async () => {
    const { event, given } = imported();
    await spec
      .given(given)
      .when([
        event(
          'AssemblyUpdated',
          { campaignId: 'c1', assemblyId: 'as9', fileName: 'x.csv', columns: [], permutations: 0 },
          2,
        ),
        event(
          'AssemblyImported',
          { campaignId: 'c1', partnerId: 'p1', assemblyId: 'as1', fileName: 'again.csv', columns: [], permutations: 0 },
          3,
        ),
      ])
      .then('SELECT id, file_name, permutations FROM assembly ORDER BY id', [
        { id: 'as1', file_name: 'offers.csv', permutations: 6 },
      ]);
  });

  it("makes one assembly of its campaign live at a time, another campaign's untouched", async () => {
    const { event, given } = imported();
    const other = stream<AssemblyEvent>('CampaignAssemblies-c2');
    const importedAs = (id: string, campaignId: string, minute: number) =>
      (campaignId === 'c1' ? event : other)(
        'AssemblyImported',
        { campaignId, partnerId: 'p1', assemblyId: id, fileName: `${id}.csv`, columns: COLUMNS, permutations: 6 },
        minute,
      );
    await spec
      .given([
        ...given,
        importedAs('as2', 'c1', 2),
        importedAs('bs1', 'c2', 3),
        other('LiveDatasourceSet', { campaignId: 'c2', assemblyId: 'bs1' }, 4),
        event('LiveDatasourceSet', { campaignId: 'c1', assemblyId: 'as1' }, 5),
      ])
      .when([event('LiveDatasourceSet', { campaignId: 'c1', assemblyId: 'as2' }, 6)])
      .then('SELECT id, live FROM assembly ORDER BY id', [
        { id: 'as1', live: false },
        { id: 'as2', live: true },
        { id: 'bs1', live: true },
      ]);
  });

  it('drops a deleted assembly, and on delete all only the assemblies it names', async () => {
    const { event, given } = imported();
    const more = ['as2', 'as3'].map((id, i) =>
      event(
        'AssemblyImported',
        { campaignId: 'c1', partnerId: 'p1', assemblyId: id, fileName: `${id}.csv`, columns: COLUMNS, permutations: 6 },
        2 + i,
      ),
    );
    await spec
      .given([...given, ...more])
      .when([event('AssemblyDeleted', { campaignId: 'c1', assemblyId: 'as2' }, 5)])
      .then('SELECT id FROM assembly ORDER BY id', [{ id: 'as1' }, { id: 'as3' }]);
    await spec
      .given([...given, ...more])
      .when([event('AllAssembliesDeleted', { campaignId: 'c1', assemblyIds: ['as1', 'as3'] }, 5)])
      .then('SELECT id FROM assembly ORDER BY id', [{ id: 'as2' }]);
  });

  it('keeps a started generation running at nothing done, by whom and since when', async () => {
    const { given } = started();
    await spec.given(given).then(GENERATION, [
      {
        campaign_id: 'c1',
        partner_id: 'p1',
        generation_id: 'g1',
        status: 'running',
        done: 0,
        total: 4,
        counts: null,
        reason: null,
        started_by: 'spec-user',
        started_at: date(2),
        finished_at: null,
      },
    ]);
  });

  it('moves its progress, and finishes with every row done and its counts', async () => {
    const { event, given } = started();
    const counts = { new: 3, updated: 1, archived: 2, unchanged: 1 };
    await spec
      .given(given)
      .when([event('VariationsGenerationProgressed', { campaignId: 'c1', generationId: 'g1', done: 2, total: 5 }, 3)])
      .then('SELECT status, done, total FROM assembly_generation', [{ status: 'running', done: 2, total: 5 }]);
    await spec
      .given(given)
      .when([
        event('VariationsGenerationProgressed', { campaignId: 'c1', generationId: 'g1', done: 2, total: 5 }, 3),
        event('VariationsGenerationFinished', { campaignId: 'c1', generationId: 'g1', counts }, 4),
      ])
      .then('SELECT status, done, total, counts, reason, finished_at FROM assembly_generation', [
        { status: 'finished', done: 5, total: 5, counts, reason: null, finished_at: date(4) },
      ]);
  });

  it('takes a generation made at once, its start and end in one batch, as finished with every row done', async () => {
    const { event, given } = imported();
    const counts = { new: 4, updated: 0, archived: 0, unchanged: 0 };
    await spec
      .given(given)
      .when([
        event('VariationsGenerationStarted', { campaignId: 'c1', partnerId: 'p1', generationId: 'g1', total: 4 }, 2),
        event('VariationsGenerationFinished', { campaignId: 'c1', generationId: 'g1', counts }, 2),
      ])
      .then('SELECT generation_id, status, done, total, counts, started_at, finished_at FROM assembly_generation', [
        {
          generation_id: 'g1',
          status: 'finished',
          done: 4,
          total: 4,
          counts,
          started_at: date(2),
          finished_at: date(2),
        },
      ]);
  });

  it('records a failed generation with its reason', async () => {
    const { event, given } = started();
    await spec
      .given(given)
      .when([
        event('VariationsGenerationFailed', { campaignId: 'c1', generationId: 'g1', reason: 'Template missing' }, 3),
      ])
      .then('SELECT status, done, total, counts, reason, finished_at FROM assembly_generation', [
        { status: 'failed', done: 0, total: 4, counts: null, reason: 'Template missing', finished_at: date(3) },
      ]);
  });

  it("starts a campaign's next generation afresh, and ignores the news of a generation no longer its own", async () => {
    const { event, given } = started();
    await spec
      .given([
        ...given,
        event('VariationsGenerationFailed', { campaignId: 'c1', generationId: 'g1', reason: 'Template missing' }, 3),
      ])
      .when([
        event('VariationsGenerationStarted', { campaignId: 'c1', partnerId: 'p1', generationId: 'g2', total: 8 }, 4),
        event('VariationsGenerationProgressed', { campaignId: 'c1', generationId: 'g1', done: 3, total: 4 }, 5),
        event(
          'VariationsGenerationFinished',
          { campaignId: 'c1', generationId: 'g1', counts: { new: 4, updated: 0, archived: 0, unchanged: 0 } },
          6,
        ),
      ])
      .then(GENERATION, [
        {
          campaign_id: 'c1',
          partner_id: 'p1',
          generation_id: 'g2',
          status: 'running',
          done: 0,
          total: 8,
          counts: null,
          reason: null,
          started_by: 'spec-user',
          started_at: date(4),
          finished_at: null,
        },
      ]);
  });
});

// Assemblies (issue 23 §2; spec 2 §3 variation hash, §8 'Datasource elements count mismatch', spec 3 §9 limits): a
// datasource read into columns, combined into permutations (pairing groups zipped, the rest a product), the limits
// divided by the audience rules, the stable variation hash, and the stream's commands.
import { describe, expect, it } from 'vitest';
import {
  ASSEMBLY_MESSAGES,
  CampaignAssembliesAggregate,
  campaignPermutations,
  checkVariationLimits,
  DATASOURCE_COUNT_MISMATCH,
  DATASOURCE_EMPTY,
  decideAssemblies,
  iterationsOf,
  ITERATIONS_MAX,
  permutationsOf,
  readDatasource,
  tooManyIterations,
  tooManyVariations,
  variationHash,
  variationRows,
  type AssemblyCommand,
  type AssemblyContent,
  type CampaignAssembliesState,
  type LimitFacts,
} from '../../domain/assembly';
import { csvCheckColumn, csvCheckColumnNames, csvMissingValue } from '../../domain/personalise/csv-table';
import { DomainError } from '../../domain/shared/errors';
import { googleTree } from '../support/personalise-tree';

const templates = googleTree.templates;
const refusal = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    if (error instanceof DomainError) return { status: error.statusCode, message: error.message };
    throw error;
  }
  return null;
};

describe('a datasource', () => {
  it('reads each column down as its field’s elements, matching the fields by name in any case', () => {
    const source = readDatasource(
      [
        ['Headline', 'clickurl'],
        ['Hello', 'https://a.example'],
        ['Hi', ''],
        ['Hey', ''],
      ],
      templates,
    );
    expect(source.columns).toEqual([
      { header: 'Headline', element: 'headline', group: null, elements: ['Hello', 'Hi', 'Hey'] },
      { header: 'clickurl', element: 'clickUrl', group: null, elements: ['https://a.example'] },
    ]);
  });

  it('combines ungrouped columns as a product and zips the columns of one pairing group', () => {
    const product = readDatasource(
      [
        ['headline', 'clickUrl'],
        ['A', 'https://a.example'],
        ['B', 'https://b.example'],
      ],
      templates,
    );
    expect(iterationsOf(product)).toBe(4);
    expect(permutationsOf(product).map((p) => p.values)).toEqual([
      { headline: 'A', clickUrl: 'https://a.example' },
      { headline: 'A', clickUrl: 'https://b.example' },
      { headline: 'B', clickUrl: 'https://a.example' },
      { headline: 'B', clickUrl: 'https://b.example' },
    ]);
    const paired = readDatasource(
      [
        ['headline [offer]', 'clickUrl [offer]'],
        ['A', 'https://a.example'],
        ['B', 'https://b.example'],
      ],
      templates,
    );
    expect(iterationsOf(paired)).toBe(2);
    expect(permutationsOf(paired).map((p) => p.values)).toEqual([
      { headline: 'A', clickUrl: 'https://a.example' },
      { headline: 'B', clickUrl: 'https://b.example' },
    ]);
  });

  it("refuses a pairing group whose columns hold different counts: 'Datasource elements count mismatch'", () => {
    const table = [
      ['headline [offer]', 'clickUrl [offer]'],
      ['A', 'https://a.example'],
      ['B', ''],
    ];
    expect(refusal(() => readDatasource(table, templates))).toEqual({
      status: 422,
      message: DATASOURCE_COUNT_MISMATCH,
    });
    expect(DATASOURCE_COUNT_MISMATCH).toBe('Datasource elements count mismatch');
  });

  it('refuses unknown or image fields, a field twice, gaps, refused and repeated elements, with the CSV messages', () => {
    expect(
      refusal(() =>
        readDatasource(
          [
            ['headline', 'Colour'],
            ['A', 'red'],
          ],
          templates,
        ),
      )?.message,
    ).toBe(csvCheckColumnNames(['Colour'], [1]));
    expect(refusal(() => readDatasource([['hero'], ['x.png']], templates))?.message).toBe(
      csvCheckColumnNames(['hero'], [1]),
    );
    expect(
      refusal(() =>
        readDatasource(
          [
            ['headline', 'Headline [x]'],
            ['A', 'B'],
          ],
          templates,
        ),
      )?.message,
    ).toBe(csvCheckColumnNames(['Headline [x]'], [1]));
    expect(
      refusal(() =>
        readDatasource(
          [
            ['headline', 'clickUrl'],
            ['', 'https://a.example'],
            ['B', ''],
          ],
          templates,
        ),
      )?.message,
    ).toBe(csvMissingValue('headline', 2));
    expect(
      refusal(() => readDatasource([['clickUrl'], ['not a link'], ['https://b.example']], templates))?.message,
    ).toBe(csvCheckColumn('clickUrl', [2]));
    expect(refusal(() => readDatasource([['headline'], ['A'], ['B'], ['A']], templates))?.message).toBe(
      csvCheckColumn('headline', [2, 4]),
    );
    expect(refusal(() => readDatasource([['headline']], templates))?.message).toBe(DATASOURCE_EMPTY);
  });

  it('gives each permutation a stable hash, and each format the variation hash hash_version_formatSuffix', () => {
    const table = [['headline'], ['A'], ['B']];
    const first = permutationsOf(readDatasource(table, templates));
    const again = permutationsOf(readDatasource([['Headline'], ['A'], ['B']], templates));
    expect(first.map((p) => p.hash)).toEqual(again.map((p) => p.hash));
    expect(new Set(first.map((p) => p.hash)).size).toBe(2);
    expect(first[0]!.hash).toMatch(/^[0-9a-f]{12}$/);
    expect(variationHash(first[0]!.hash, templates[0]!)).toBe(`${first[0]!.hash}_1_300x250`);
  });

  it('counts an equal permutation of two datasources once, and gives a tree only its own elements', () => {
    const one = readDatasource([['headline'], ['A'], ['B']], templates);
    const two = readDatasource([['headline'], ['B'], ['C']], templates);
    const all = campaignPermutations([one, two]);
    expect(all.map((p) => p.values.headline)).toEqual(['A', 'B', 'C']);
    const onlyHeadline = { templates: [templates[1]!] };
    const rows = variationRows(
      onlyHeadline,
      campaignPermutations([
        readDatasource(
          [
            ['clickUrl', 'headline'],
            ['https://a.example', 'A'],
          ],
          templates,
        ),
      ]),
    );
    expect(rows[0]!.values).toEqual({ headline: 'A' });
    expect(rows[0]!.key).toMatch(/^assembly-[0-9a-f]{12}$/);
  });
});

describe('the limits', () => {
  it('takes each platform’s hard limit, divided by the number of audience rules', () => {
    expect(() => checkVariationLimits(50, ['facebook', 'youtube', 'gads'], 1)).not.toThrow();
    expect(refusal(() => checkVariationLimits(51, ['google', 'facebook'], 1))).toEqual({
      status: 422,
      message: tooManyVariations('facebook', 51, 1),
    });
    expect(() => checkVariationLimits(10_000, ['google'], 1)).not.toThrow();
    expect(refusal(() => checkVariationLimits(10_001, ['google'], 1))?.message).toBe(
      tooManyVariations('google', 10_001, 1),
    );
    expect(refusal(() => checkVariationLimits(26, ['youtube'], 2))?.message).toBe(
      'The datasources make 26 variations; YouTube takes at most 25 (50 divided by 2 audience rules)',
    );
    expect(() => checkVariationLimits(3333, ['google'], 3)).not.toThrow();
  });

  it('caps the iterations at 10 million, divided by the audience rules', () => {
    expect(ITERATIONS_MAX).toBe(10_000_000);
    expect(refusal(() => checkVariationLimits(10_000_001, ['google'], 1))?.message).toBe(
      tooManyIterations(10_000_001, 1),
    );
    expect(refusal(() => checkVariationLimits(5_000_001, ['google'], 2))?.message).toBe(
      'The datasources make 5,000,001 iterations; at most 5,000,000 are allowed (10,000,000 divided by 2 audience rules)',
    );
  });
});

describe('the CampaignAssemblies stream', () => {
  const campaignId = 'c0000000000000000000000c';
  const partnerId = 'p0000000000000000000000p';
  const limits: LimitFacts = { platforms: ['facebook'], rules: 1 };
  const content = (permutations: number): AssemblyContent => ({ fileName: 'a.csv', columns: [], permutations });
  const run = (commands: AssemblyCommand[]): CampaignAssembliesState =>
    commands.reduce(
      (state, command) => decideAssemblies(command, state).reduce(CampaignAssembliesAggregate.evolve, state),
      CampaignAssembliesAggregate.initialState(),
    );
  const imported = (assemblyId: string, permutations: number): AssemblyCommand => ({
    type: 'ImportAssembly',
    campaignId,
    partnerId,
    assemblyId,
    content: content(permutations),
    limits,
  });

  it('judges an import with the campaign’s other assemblies, and refuses past the limit appending nothing', () => {
    const state = run([imported('a1', 30)]);
    expect(refusal(() => decideAssemblies(imported('a2', 21), state))?.message).toBe(
      tooManyVariations('facebook', 51, 1),
    );
    expect(decideAssemblies(imported('a2', 20), state)).toHaveLength(1);
  });

  it('deletes one (404 when unknown) or all, and an update needs a live datasource', () => {
    const state = run([imported('a1', 3), imported('a2', 4)]);
    expect(refusal(() => decideAssemblies({ type: 'DeleteAssembly', campaignId, assemblyId: 'nope' }, state))).toEqual({
      status: 404,
      message: ASSEMBLY_MESSAGES.notFound,
    });
    const update: AssemblyCommand = { type: 'UpdateLiveDatasource', campaignId, content: content(5), limits };
    expect(refusal(() => decideAssemblies(update, state))?.status).toBe(409);
    const live = run([
      imported('a1', 3),
      imported('a2', 4),
      { type: 'SetLiveDatasource', campaignId, assemblyId: 'a2' },
    ]);
    expect(decideAssemblies(update, live)).toEqual([
      { type: 'AssemblyUpdated', data: { campaignId, assemblyId: 'a2', ...content(5) } },
    ]);
    const none = run([imported('a1', 3), { type: 'DeleteAllAssemblies', campaignId }]);
    expect(none.assemblies.size).toBe(0);
    expect(decideAssemblies({ type: 'DeleteAllAssemblies', campaignId }, none)).toEqual([]);
  });

  it('runs one generation at a time and records its progress and end once', () => {
    const start = (generationId: string): AssemblyCommand => ({
      type: 'StartGeneration',
      campaignId,
      partnerId,
      generationId,
      limits,
    });
    expect(refusal(() => decideAssemblies(start('g1'), run([])))?.message).toBe(ASSEMBLY_MESSAGES.noDatasource);
    const state = run([imported('a1', 7), start('g1')]);
    expect(state.generation).toEqual({ generationId: 'g1', status: 'running', done: 0, total: 7 });
    expect(refusal(() => decideAssemblies(start('g2'), state))).toEqual({
      status: 409,
      message: 'Only one process at a time can be executed',
    });
    const progressed = run([
      imported('a1', 7),
      start('g1'),
      { type: 'ProgressGeneration', campaignId, generationId: 'g1', done: 7, total: 7 },
    ]);
    expect(progressed.generation?.done).toBe(7);
    const counts = { new: 7, updated: 0, archived: 0, unchanged: 0 };
    const finish: AssemblyCommand = { type: 'FinishGeneration', campaignId, generationId: 'g1', counts };
    const finished = decideAssemblies(finish, progressed).reduce(CampaignAssembliesAggregate.evolve, progressed);
    expect(finished.generation?.status).toBe('finished');
    expect(decideAssemblies(finish, finished)).toEqual([]);
    // Audiences added since the import: the generation is judged with their rules.
    const divided = { ...start('g2'), limits: { platforms: ['facebook' as const], rules: 8 } };
    expect(refusal(() => decideAssemblies(divided, finished))?.message).toBe(tooManyVariations('facebook', 7, 8));
  });
});

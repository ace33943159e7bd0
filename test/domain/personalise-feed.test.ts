// Feeds into a tree (issue 23 §3; spec 3 §3 feed statuses, spec 3 §8 CSV messages): the rows a mapping reads, the
// plan of a re-import (NEW, UPDATE, ARCHIVE, unchanged) and the events that apply it, approvals lapsing only where
// the content changed.
import { describe, expect, it } from 'vitest';
import {
  decideOnTree,
  FALLBACK_CANNOT_BE_ARCHIVED,
  FEED_STATUS,
  feedPlan,
  feedRows,
  PersonaliseTreeAggregate,
  variantLimitReached,
  type FeedMapping,
  type FeedRow,
  type PersonaliseEvent,
  type TreeFacts,
  type TreeState,
} from '../../domain/personalise';
import {
  csvCheckColumn,
  csvCheckColumnNames,
  csvMissingColumns,
  csvMissingValue,
} from '../../domain/personalise/csv-table';
import { googleTree, on, userId } from '../support/personalise-tree';
import { DomainError } from '../../domain/shared/errors';

const at = '2026-11-27T09:00:00.000Z';
const tree = googleTree;

const mapping: FeedMapping = {
  idColumn: 'SKU',
  nameColumn: 'Product',
  elements: { Title: 'headline', Link: 'clickUrl' },
  signalsColumn: null,
};
const header = ['SKU', 'Product', 'Title', 'Link'];
const row = (sku: string, title = `${sku} title`, link = `https://example.com/${sku}`) => [
  sku,
  `Product ${sku}`,
  title,
  link,
];

function rowsOf(table: string[][], m: FeedMapping = mapping): FeedRow[] {
  const result = feedRows(table, m, tree.templates);
  if (!result.ok) throw new Error(result.message);
  return result.rows;
}
const messageOf = (table: string[][], m: FeedMapping = mapping) => {
  const result = feedRows(table, m, tree.templates);
  return result.ok ? null : result.message;
};

const fold = (events: PersonaliseEvent[], from: TreeState = PersonaliseTreeAggregate.initialState()) =>
  events.reduce(PersonaliseTreeAggregate.evolve, from);
const created = fold([{ type: 'PersonaliseTreeCreated', data: { ...tree } }]);
const columns = { name: 'Product', signals: null };

/** The plan's rows applied in one part, ids made from the keys. */
function apply(state: TreeState, rows: FeedRow[]) {
  const plan = feedPlan(state, tree, rows, columns);
  const newIds = Object.fromEntries(
    plan.NEW.map((r) => [r.key, { variantId: `v-${r.key}`, formatIds: [`v-${r.key}-f0`, `v-${r.key}-f1`] }]),
  );
  const events = decideOnTree(
    {
      type: 'ApplyFeed',
      rows: [...plan.NEW, ...plan.UPDATE],
      archive: plan.ARCHIVE,
      columns,
      newIds,
      createdBy: userId,
      createdAt: at,
    },
    state,
  );
  return { plan, events, state: fold(events, state) };
}

const approveAll = (state: TreeState): TreeState =>
  fold(
    [
      {
        type: 'FormatApprovalsChanged',
        data: {
          ...on,
          approvals: state.formatOwners.keySeq().toArray(),
          rejections: [],
          final: true,
          by: userId,
          role: 'MANAGER',
          at,
        },
      },
    ],
    state,
  );

describe('feed statuses (spec 3 §3)', () => {
  it('are NEW 1, UPDATE 2, ARCHIVE 3', () => {
    expect(FEED_STATUS).toEqual({ NEW: 1, UPDATE: 2, ARCHIVE: 3 });
  });
});

describe('the rows a mapping reads (spec 3 §8 messages)', () => {
  it('keys, names and values by the mapped columns, blank rows skipped, and a hash of the content', () => {
    const [a, b] = rowsOf([header, row('A'), ['', '', '', ''], row('B')]);
    expect(a).toMatchObject({
      row: 2,
      key: 'A',
      name: 'Product A',
      values: { headline: 'A title', clickUrl: 'https://example.com/A' },
      signals: null,
    });
    expect(b!.row).toBe(4);
    expect(a!.hash).not.toBe(b!.hash);
    expect(rowsOf([header, row('A')])[0]!.hash).toBe(a!.hash);
  });

  it('refuses a mapped column the file lacks', () => {
    expect(
      messageOf([
        ['SKU', 'Title'],
        ['A', 'x'],
      ]),
    ).toBe(csvMissingColumns(['Product', 'Link']));
  });

  it('refuses a column mapped to no text element of the tree (an image, an unknown one)', () => {
    expect(
      messageOf(
        [
          [...header, 'Hero'],
          [...row('A'), 'x.png'],
        ],
        { ...mapping, elements: { Hero: 'hero' } },
      ),
    ).toBe(csvCheckColumnNames(['Hero'], [1]));
  });

  it('refuses a blank key, a repeated key and a repeated name', () => {
    expect(messageOf([header, row('A'), ['', 'P', 't', 'https://x.com']])).toBe(csvMissingValue('SKU', 3));
    expect(messageOf([header, row('A'), row('B'), row('A')])).toBe(csvCheckColumn('SKU', [2, 4]));
    expect(messageOf([header, row('A'), ['B', 'product a', 't', 'https://x.com']])).toBe(
      csvCheckColumn('Product', [2, 3]),
    );
  });

  it('refuses values their element refuses, naming the rows', () => {
    expect(messageOf([header, row('A'), row('B', 't', 'javascript:alert(1)')])).toBe(csvCheckColumn('Link', [3]));
  });
});

describe('importing and re-importing', () => {
  it('folds an import at once as event by event (evolveAll, as the command pipeline folds)', () => {
    const first = approveAll(apply(created, rowsOf([header, row('A'), row('B'), row('C')])).state);
    const { events } = apply(first, rowsOf([header, row('A'), row('B', 'B new'), row('D'), row('E')]));
    expect(events.filter((e) => e.type === 'VariantCreated')).toHaveLength(2);
    const once = PersonaliseTreeAggregate.evolveAll(first, events);
    expect(once).toEqual(fold(events, first));
    expect(once.variants.toJS()).toEqual(fold(events, first).variants.toJS());
    expect(once.formatOwners.get('v-D-f1')).toBe('v-D');
    expect(first.variants.has('v-D')).toBe(false);
  });

  it('a first import creates a variant per row, filled with its values, and records the keys', () => {
    const { plan, events } = apply(created, rowsOf([header, row('A'), row('B')]));
    expect(plan).toMatchObject({ unchanged: 0, UPDATE: [], ARCHIVE: [] });
    expect(plan.NEW.map((r) => r.key)).toEqual(['A', 'B']);
    expect(events.map((e) => e.type)).toEqual(['VariantCreated', 'VariantCreated', 'FeedImported']);
    const a = events[0]!.type === 'VariantCreated' ? events[0].data : null;
    expect(a!.name).toBe('Product A');
    expect(a!.formats.map((f) => Object.keys(f.values).sort())).toEqual([['clickUrl', 'headline'], ['headline']]);
    expect(events[2]).toMatchObject({ type: 'FeedImported', data: { archived: [] } });
  });

  it('a re-import updates changed rows, archives vanished ones and leaves unchanged ones alone', () => {
    const first = approveAll(apply(created, rowsOf([header, row('A'), row('B'), row('C')])).state);
    const { plan, events } = apply(first, rowsOf([header, row('A'), row('B', 'B new title')]));
    expect({ NEW: plan.NEW.length, UPDATE: plan.UPDATE.map((r) => r.key), ARCHIVE: plan.ARCHIVE }).toEqual({
      NEW: 0,
      UPDATE: ['B'],
      ARCHIVE: ['C'],
    });
    expect(plan.unchanged).toBe(1);
    expect(events).toEqual([
      {
        type: 'DynamicElementsSet',
        data: {
          ...on,
          formatIds: ['v-B-f0', 'v-B-f1'],
          values: {
            headline: { value: 'B new title', assetId: null, thumbLocation: null },
            clickUrl: { value: 'https://example.com/B', assetId: null, thumbLocation: null },
          },
        },
      },
      { type: 'FormatApprovalsReset', data: { ...on, formatIds: ['v-B-f0', 'v-B-f1'] } },
      { type: 'VariantArchived', data: { ...on, variantId: 'v-C' } },
      {
        type: 'FeedImported',
        data: { ...on, rows: [{ key: 'B', variantId: 'v-B', hash: plan.UPDATE[0]!.hash }], archived: ['C'] },
      },
    ]);
  });

  it('lapses the approval only of the formats whose content changed', () => {
    const first = approveAll(apply(created, rowsOf([header, row('A')])).state);
    // The link is an element of the 300x250 only: the 728x90 keeps its approval.
    const { state, events } = apply(first, rowsOf([header, row('A', 'A title', 'https://example.com/other')]));
    expect(events.find((e) => e.type === 'FormatApprovalsReset')).toEqual({
      type: 'FormatApprovalsReset',
      data: { ...on, formatIds: ['v-A-f0'] },
    });
    expect(state.variants.get('v-A')!.formats.map((f) => f.approval)).toEqual(['unapproved', 'approved']);
  });

  it('appends nothing when no row changed', () => {
    const table = [header, row('A'), row('B')];
    const { plan, events } = apply(apply(created, rowsOf(table)).state, rowsOf(table));
    expect(plan.unchanged).toBe(2);
    expect(events).toEqual([]);
  });

  it('a row that comes back restores its variant (UPDATE)', () => {
    const archived = apply(
      apply(created, rowsOf([header, row('A'), row('B')])).state,
      rowsOf([header, row('A')]),
    ).state;
    expect(archived.variants.get('v-B')!.archived).toBe(true);
    const { plan, events, state } = apply(archived, rowsOf([header, row('A'), row('B')]));
    expect(plan.UPDATE.map((r) => r.key)).toEqual(['B']);
    expect(events[0]).toEqual({ type: 'VariantRestored', data: { ...on, variantId: 'v-B' } });
    expect(state.variants.get('v-B')!.archived).toBe(false);
  });

  it('gives its formats the signals a signals column names, and refuses a name the tree has not', () => {
    const segment = {
      signalId: 's1',
      name: 'Shoppers',
      type: 'userSegment' as const,
      segmentType: 'Custom' as const,
      values: ['k1'],
      campaignIds: [],
      schedule: null,
      countries: [],
    };
    const withSignal = fold([{ type: 'SignalCreated', data: { ...on, signal: segment } }], created);
    const m = { ...mapping, signalsColumn: 'Segments' };
    const rows = rowsOf(
      [
        [...header, 'Segments'],
        [...row('A'), 'shoppers'],
        [...row('B'), 'Nobody; Shoppers'],
      ],
      m,
    );
    expect(() => feedPlan(withSignal, tree, rows, { name: 'Product', signals: 'Segments' })).toThrow(
      new DomainError(422, 'UNPROCESSABLE_ENTITY', csvCheckColumn('Segments', [3])),
    );
    const plan = feedPlan(withSignal, tree, rows.slice(0, 1), { name: 'Product', signals: 'Segments' });
    expect(plan.NEW).toHaveLength(1);
  });

  it('refuses to archive the fallback and to pass the tree limit', () => {
    const first = apply(created, rowsOf([header, row('A'), row('B')])).state;
    const withFallback = fold(
      [{ type: 'FallbackSet', data: { ...on, variantId: 'v-A', previousVariantId: null } }],
      first,
    );
    expect(() => feedPlan(withFallback, tree, rowsOf([header, row('B')]), columns)).toThrow(
      FALLBACK_CANNOT_BE_ARCHIVED,
    );
    const many = [header, ...Array.from({ length: 10_001 }, (_, i) => row(`K${i}`))];
    expect(() => feedPlan(created, tree, rowsOf(many), columns)).toThrow(variantLimitReached('google', 10_000));
  });
});

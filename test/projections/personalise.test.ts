import { describe, it } from 'vitest';
import type { FormatSeed, PersonaliseEvent } from '../../domain/personalise/events';
import type { TreeTemplate } from '../../domain/personalise/fields';
import { personaliseProjection } from '../../projections/personalise/projection';
import { at, date, projectionSpec, stream } from '../support/projection-spec';

const spec = projectionSpec(personaliseProjection);
const on = { treeId: 'tr1', campaignId: 'c1' };

const template: TreeTemplate = {
  templateId: 't1',
  name: 'Banner',
  shortName: '300x250',
  size: '300x250',
  version: 1,
  kind: 'html',
  facebookFormat: null,
  elements: [],
  cardElements: [],
};

/** A format of variant v: its headline required, filled when given. */
const format = (v: string, headline: string | null): FormatSeed => ({
  formatId: `${v}-f1`,
  templateId: 't1',
  values: headline === null ? {} : { headline: { value: headline, assetId: null, thumbLocation: null } },
  signalIds: [],
  cards: null,
  required: ['headline'],
});

/** A tree with two variants: v1 filled, v2 not. */
const tree = () => {
  const event = stream<PersonaliseEvent>('PersonaliseTree-tr1');
  const variant = (variantId: string, name: string, headline: string | null, minute: number) =>
    event(
      'VariantCreated',
      {
        ...on,
        variantId,
        name,
        formats: [format(variantId, headline)],
        clonedFrom: null,
        createdBy: 'u1',
        createdAt: at(minute),
      },
      minute,
    );
  const given = [
    event(
      'PersonaliseTreeCreated',
      { ...on, partnerId: 'p1', platform: 'google', format: 'display', templates: [template] },
      1,
    ),
    variant('v1', 'Default', 'Hello', 2),
    variant('v2', '  Berlin ', null, 3),
  ];
  return { event, given };
};

describe('personalise projection', () => {
  it('holds a created tree with its templates, no fallback yet, at the version of its last event', async () => {
    const { given } = tree();
    await spec
      .given(given.slice(0, 1))
      .then(
        'SELECT tree_id, campaign_id, partner_id, platform, format, templates, fallback_variant_id, is_fallback_enabled, version FROM personalise_tree_state',
        [
          {
            tree_id: 'tr1',
            campaign_id: 'c1',
            partner_id: 'p1',
            platform: 'google',
            format: 'display',
            templates: [template],
            fallback_variant_id: null,
            is_fallback_enabled: false,
            version: '0',
          },
        ],
      );
    await spec.given(given).then('SELECT version FROM personalise_tree_state', [{ version: '2' }]);
  });

  it('holds created variants off, in creation order, filled as their formats are', async () => {
    const { given } = tree();
    await spec.given(given).then(
      `SELECT id, tree_id, campaign_id, partner_id, name, name_lower, enabled, archived, is_fallback, seq, cloned_from, created_by, created_at, updated_at,
           filled, approved, rejected, any_format_archived, has_segment, has_schedule, signal_ids FROM variant ORDER BY seq`,
      [
        {
          id: 'v1',
          name: 'Default',
          name_lower: 'default',
          seq: String(given[1]!.position),
          filled: true,
          created_at: date(2),
          updated_at: date(2),
        },
        {
          id: 'v2',
          name: '  Berlin ',
          name_lower: 'berlin',
          seq: String(given[2]!.position),
          filled: false,
          created_at: date(3),
          updated_at: date(3),
        },
      ].map((row) => ({
        tree_id: 'tr1',
        campaign_id: 'c1',
        partner_id: 'p1',
        enabled: false,
        archived: false,
        is_fallback: false,
        cloned_from: null,
        created_by: 'u1',
        approved: false,
        rejected: false,
        any_format_archived: false,
        has_segment: false,
        has_schedule: false,
        signal_ids: [],
        ...row,
      })),
    );
  });

  it("derives a created variant's columns as Postgres would: trimmed of spaces only, blank by [[:space:]], its formats' signals", async () => {
    const { event, given } = tree();
    const signal = (signalId: string) =>
      event(
        'SignalCreated',
        {
          ...on,
          signal: {
            signalId,
            name: signalId,
            type: 'userSegment',
            segmentType: null,
            values: [],
            campaignIds: [],
            schedule: null,
            countries: [],
          },
        },
        4,
      );
    const seed = (formatId: string, headline: string, signalIds: string[]): FormatSeed => ({
      ...format('v3', headline),
      formatId,
      signalIds,
    });
    const created = event(
      'VariantCreated',
      {
        ...on,
        variantId: 'v3',
        name: '\tSummer ',
        formats: [seed('v3-f1', 'Hello', ['s-b', 's-a']), seed('v3-f2', '\t\n ', ['s-a'])],
        clonedFrom: null,
        createdBy: 'u1',
        createdAt: at(5),
      },
      5,
    );
    await spec
      .given([...given, signal('s-a')])
      .when([created])
      .then(
        `SELECT v.name_lower, v.filled, v.signal_ids, v.has_segment, v.has_schedule,
           array_agg(f.filled ORDER BY f.sort) AS formats_filled FROM variant v JOIN variant_format f ON f.variant_id = v.id
         WHERE v.id = 'v3' GROUP BY v.id`,
        [
          {
            name_lower: '\tsummer',
            filled: false,
            signal_ids: ['s-a', 's-b'],
            has_segment: true,
            has_schedule: false,
            formats_filled: [true, false],
          },
        ],
      );
  });

  it("holds each variant's formats with their values", async () => {
    const { given } = tree();
    await spec
      .given(given)
      .then(
        'SELECT id, variant_id, tree_id, template_id, sort, archived, approval, "values", required, filled FROM variant_format ORDER BY id',
        [
          {
            id: 'v1-f1',
            variant_id: 'v1',
            tree_id: 'tr1',
            template_id: 't1',
            sort: 1,
            archived: false,
            approval: 'unapproved',
            values: { headline: { value: 'Hello', assetId: null, thumbLocation: null } },
            required: ['headline'],
            filled: true,
          },
          {
            id: 'v2-f1',
            variant_id: 'v2',
            tree_id: 'tr1',
            template_id: 't1',
            sort: 1,
            archived: false,
            approval: 'unapproved',
            values: {},
            required: ['headline'],
            filled: false,
          },
        ],
      );
  });

  it('sets and clears elements, one edit or a run of them in one batch, the last edit of an element winning', async () => {
    const { event, given } = tree();
    const value = (text: string) => ({ value: text, assetId: null, thumbLocation: null });
    const edit = (formatIds: string[], values: Record<string, ReturnType<typeof value> | null>, minute: number) =>
      event('DynamicElementsSet', { ...on, formatIds, values }, minute);
    const formats = 'SELECT id, "values", filled FROM variant_format ORDER BY id';
    const variants = 'SELECT id, filled FROM variant ORDER BY id';
    await spec
      .given(given)
      .when([edit(['v2-f1'], { headline: value('Munich') }, 4)])
      .then(formats, [
        { id: 'v1-f1', values: { headline: value('Hello') }, filled: true },
        { id: 'v2-f1', values: { headline: value('Munich') }, filled: true },
      ]);
    const run = [
      edit(['v2-f1'], { headline: value('Munich'), cta: value('Go') }, 4),
      edit(['v1-f1', 'v2-f1'], { headline: null }, 5),
      edit(['v2-f1'], { headline: value('Berlin') }, 6),
      edit(['v1-f1'], { cta: value('Shop') }, 7),
    ];
    await spec
      .given(given)
      .when(run)
      .then(formats, [
        { id: 'v1-f1', values: { cta: value('Shop') }, filled: false },
        { id: 'v2-f1', values: { headline: value('Berlin'), cta: value('Go') }, filled: true },
      ]);
    await spec
      .given(given)
      .when(run)
      .then(variants, [
        { id: 'v1', filled: false },
        { id: 'v2', filled: true },
      ]);
  });

  it('renames a variant', async () => {
    const { event, given } = tree();
    await spec
      .given(given)
      .when([event('VariantRenamed', { ...on, variantId: 'v2', name: 'Munich' }, 4)])
      .then('SELECT id, name, name_lower, updated_at FROM variant ORDER BY id', [
        { id: 'v1', name: 'Default', name_lower: 'default', updated_at: date(2) },
        { id: 'v2', name: 'Munich', name_lower: 'munich', updated_at: date(4) },
      ]);
  });

  it('turns an archived variant off', async () => {
    const { event, given } = tree();
    await spec
      .given([...given, event('VariantsActivated', { ...on, variantIds: ['v1', 'v2'] }, 4)])
      .when([event('VariantArchived', { ...on, variantId: 'v2' }, 5)])
      .then('SELECT id, enabled, archived FROM variant ORDER BY id', [
        { id: 'v1', enabled: true, archived: false },
        { id: 'v2', enabled: false, archived: true },
      ]);
  });

  it('sets the fallback, and moves it', async () => {
    const { event, given } = tree();
    const first = event('FallbackSet', { ...on, variantId: 'v1', previousVariantId: null }, 4);
    await spec
      .given(given)
      .when([first])
      .then('SELECT id, is_fallback FROM variant ORDER BY id', [
        { id: 'v1', is_fallback: true },
        { id: 'v2', is_fallback: false },
      ]);
    await spec
      .given([...given, first])
      .when([event('FallbackSet', { ...on, variantId: 'v2', previousVariantId: 'v1' }, 5)])
      .then('SELECT id, is_fallback FROM variant ORDER BY id', [
        { id: 'v1', is_fallback: false },
        { id: 'v2', is_fallback: true },
      ]);
  });

  it("follows the fallback's switch on the tree", async () => {
    const { event, given } = tree();
    await spec
      .given([...given, event('FallbackSet', { ...on, variantId: 'v1', previousVariantId: null }, 4)])
      .when([event('VariantsActivated', { ...on, variantIds: ['v1'] }, 5)])
      .then('SELECT fallback_variant_id, is_fallback_enabled, version FROM personalise_tree_state', [
        { fallback_variant_id: 'v1', is_fallback_enabled: true, version: '4' },
      ]);
  });
});

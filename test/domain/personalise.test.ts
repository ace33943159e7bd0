// The personalise tree's rules (spec 2 §3–§5, §8), given/when/then over the tree's stream.
import { describe, expect, it } from 'vitest';
import {
  activationTooltip,
  BUY_NOW_REFUSED,
  CARDS_LIMIT,
  CHECK,
  couldNotTurnOn,
  decideActivation,
  decideOnTree,
  FALLBACK_CANNOT_BE_ARCHIVED,
  FALLBACK_NOT_ALLOWED,
  PersonaliseTreeAggregate,
  SCHEDULES_NEED_SEGMENT,
  SEGMENT_NAME_LINE_BREAK,
  SIGNAL_NAME_TAKEN,
  TOOLTIP,
  treeTemplateOf,
  VARIANT_NAME_TAKEN,
  variantLimitReached,
  type ElementValue,
  type PersonaliseCommand,
  type PersonaliseEvent,
  type Signal,
  type TreeFacts,
} from '../../domain/personalise';
import { SEGMENT_TYPE_NOT_ALLOWED } from '../../domain/personalise/decide-signals';
import { CALL_TO_ACTION_UNKNOWN, INVALID_URL, valueTooLong } from '../../domain/personalise/decide-elements';
import { SIGNAL_NAME_REQUIRED, VARIANT_NAME_REQUIRED } from '../../domain/personalise/messages';
import {
  KEY_MAX_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
  TEXT_MAX_LENGTH,
  tooLong,
  URL_MAX_LENGTH,
} from '../../domain/shared/text-limits';
import { NAME_MAX_LENGTH, NAME_TOO_LONG, TEXT_DIRECTION_CONTROL } from '../../domain/shared/validation';
import { googleTree, on, template, userId } from '../support/personalise-tree';
import { spec } from '../support/given-when-then';

const given = spec(PersonaliseTreeAggregate, decideOnTree).given;
const at = '2026-11-23T05:00:00.000Z';

const facebookTree: TreeFacts = {
  ...googleTree,
  platform: 'facebook',
  format: 'social',
  templates: [treeTemplateOf('facebook', template('tC', '1080x1080', [], 'html', '1080x1080-Carousel summer'))],
};

const treeCreated = (tree: TreeFacts = googleTree): PersonaliseEvent => ({
  type: 'PersonaliseTreeCreated',
  data: { ...tree },
});
const variant = (variantId: string, name = variantId, tree: TreeFacts = googleTree): PersonaliseEvent => ({
  type: 'VariantCreated',
  data: {
    ...on,
    variantId,
    name,
    clonedFrom: null,
    createdBy: userId,
    createdAt: at,
    formats: tree.templates.map((t, i) => ({
      formatId: `${variantId}-f${i}`,
      templateId: t.templateId,
      values: {},
      signalIds: [],
      cards: t.facebookFormat === 'fbCarousel' ? 3 : null,
      required: [
        ...t.elements,
        ...(t.facebookFormat === 'fbCarousel'
          ? [1, 2, 3].flatMap((n) => t.cardElements.map((h) => ({ ...h, name: `card${n}.${h.name}` })))
          : []),
      ]
        .filter((h) => !h.optional)
        .map((h) => h.name),
    })),
  },
});
const text = (value: string): ElementValue => ({ value, assetId: null, thumbLocation: null });
const image: ElementValue = { value: 'hero.png', assetId: 'a1', thumbLocation: 'thumbs/a1.png' };
const filled = (variantId: string): PersonaliseEvent => ({
  type: 'DynamicElementsSet',
  data: { ...on, formatIds: [`${variantId}-f0`, `${variantId}-f1`], values: { headline: text('Hello'), hero: image } },
});
const approved = (variantId: string): PersonaliseEvent => ({
  type: 'FormatApprovalsChanged',
  data: {
    ...on,
    approvals: [`${variantId}-f0`, `${variantId}-f1`],
    rejections: [],
    final: true,
    by: userId,
    role: 'MANAGER',
    at,
  },
});
const segment = (signalId: string, name = signalId): Signal => ({
  signalId,
  name,
  type: 'userSegment',
  segmentType: 'Custom',
  values: ['k1'],
  campaignIds: [],
  schedule: null,
  countries: [],
});
const schedule = (signalId: string): Signal => ({
  signalId,
  name: signalId,
  type: 'schedule',
  segmentType: null,
  values: [],
  campaignIds: [],
  countries: [],
  schedule: {
    startsAt: '2026-12-01T00:00:00.000Z',
    endsAt: '2026-12-31T00:00:00.000Z',
    weekdays: [],
    dailyFrom: null,
    dailyTo: null,
  },
});
const signalCreated = (signal: Signal): PersonaliseEvent => ({ type: 'SignalCreated', data: { ...on, signal } });
const assigned = (variantId: string, signalIds: string[]): PersonaliseEvent => ({
  type: 'FormatSignalsSet',
  data: { ...on, formatIds: [`${variantId}-f0`, `${variantId}-f1`], signalIds },
});
const fallback = (variantId: string, previousVariantId: string | null = null): PersonaliseEvent => ({
  type: 'FallbackSet',
  data: { ...on, variantId, previousVariantId },
});
const activated = (...variantIds: string[]): PersonaliseEvent => ({
  type: 'VariantsActivated',
  data: { ...on, variantIds },
});
const ready = (variantId: string) => [variant(variantId), filled(variantId), approved(variantId)];
/** A ready variant set as the fallback and turned on. */
const liveFallback = (variantId: string) => [...ready(variantId), fallback(variantId), activated(variantId)];
/** A ready variant on the user segment 's1', which it creates. */
const targeted = (variantId: string) => [
  ...ready(variantId),
  signalCreated(segment('s1')),
  assigned(variantId, ['s1']),
];
const activate = (...ids: string[]): PersonaliseCommand => ({
  type: 'ActivateVariants',
  variants: ids.map((variantId) => ({ variantId })),
  includeArchived: false,
});
const fold = (events: PersonaliseEvent[]) =>
  events.reduce(PersonaliseTreeAggregate.evolve, PersonaliseTreeAggregate.initialState());

describe('variants', () => {
  it('creates a variant with one format per template, carousel cards by default', () => {
    given([treeCreated()])
      .when({
        type: 'CreateVariant',
        variantId: 'v1',
        name: ' Summer ',
        formatIds: ['v1-f0', 'v1-f1'],
        createdBy: userId,
        createdAt: at,
      })
      .then([{ ...variant('v1', 'Summer') }]);
  });

  it("refuses a name the tree already has, whatever its case: 'Variant name must be unique'", () => {
    given([treeCreated(), variant('v1', 'Summer')])
      .when({
        type: 'CreateVariant',
        variantId: 'v2',
        name: 'summer',
        formatIds: ['a', 'b'],
        createdBy: userId,
        createdAt: at,
      })
      .thenThrows(409, VARIANT_NAME_TAKEN);
    given([treeCreated(), variant('v1', 'Summer'), variant('v2', 'Winter')])
      .when({ type: 'RenameVariant', variantId: 'v2', name: 'SUMMER' })
      .thenThrows(409, VARIANT_NAME_TAKEN);
  });

  it('frees a name on rename', () => {
    given([
      treeCreated(),
      variant('v1', 'Summer'),
      { type: 'VariantRenamed', data: { ...on, variantId: 'v1', name: 'Autumn' } },
    ])
      .when({
        type: 'CreateVariant',
        variantId: 'v2',
        name: 'Summer',
        formatIds: ['v2-f0', 'v2-f1'],
        createdBy: userId,
        createdAt: at,
      })
      .then([variant('v2', 'Summer')]);
  });

  it('holds a facebook tree to 50 variants, archived ones included', () => {
    const fifty = Array.from({ length: 50 }, (_, i) => variant(`v${i}`, `v${i}`, facebookTree));
    given([treeCreated(facebookTree), ...fifty])
      .when({
        type: 'CreateVariant',
        variantId: 'x',
        name: 'One more',
        formatIds: ['x-f0'],
        createdBy: userId,
        createdAt: at,
      })
      .thenThrows(422, variantLimitReached('facebook', 50));
  });

  it('clones values, signals and cards under new ids, approvals starting over', () => {
    const events = decideOnTree(
      {
        type: 'CloneVariant',
        sourceVariantId: 'v1',
        variantId: 'v2',
        name: 'Copy',
        formatIds: ['v2-f0', 'v2-f1'],
        createdBy: userId,
        createdAt: at,
      },
      fold([treeCreated(), ...targeted('v1')]),
    );
    const state = fold([treeCreated(), ...targeted('v1'), ...events]);
    const copy = state.variants.get('v2')!;
    expect(copy.formats.map((f) => [f.formatId, f.values.headline?.value, f.signalIds, f.approval])).toEqual([
      ['v2-f0', 'Hello', ['s1'], 'unapproved'],
      ['v2-f1', 'Hello', ['s1'], 'unapproved'],
    ]);
  });

  it('never archives the fallback, nor a format of it', () => {
    given([treeCreated(), variant('v1'), fallback('v1')])
      .when({ type: 'ArchiveVariant', variantId: 'v1' })
      .thenThrows(422, FALLBACK_CANNOT_BE_ARCHIVED);
    given([treeCreated(), variant('v1'), fallback('v1')])
      .when({ type: 'ArchiveFormat', variantId: 'v1', formatId: 'v1-f0' })
      .thenThrows(422, FALLBACK_CANNOT_BE_ARCHIVED);
  });

  it('turns a variant off when it is archived', () => {
    given([treeCreated(), ...liveFallback('v0'), ...targeted('v1'), activated('v1')])
      .when({ type: 'ArchiveVariant', variantId: 'v1' })
      .then([
        { type: 'VariantsDeactivated', data: { ...on, variantIds: ['v1'], reason: 'archived' } },
        { type: 'VariantArchived', data: { ...on, variantId: 'v1' } },
      ]);
  });
});

describe('the fallback', () => {
  it('moves, and the previous one goes off when it has no user segment to stand on', () => {
    given([treeCreated(), ...liveFallback('v1'), ...ready('v2'), activated('v2')])
      .when({ type: 'SetFallback', variantId: 'v2' })
      .then([
        fallback('v2', 'v1'),
        { type: 'VariantsDeactivated', data: { ...on, variantIds: ['v1'], reason: 'fallbackRemoved' } },
      ]);
  });

  it('turns the previous one off even with user segments, as the screen confirms (the new one is on)', () => {
    given([treeCreated(), ...targeted('v1'), fallback('v1'), activated('v1'), ...ready('v2'), activated('v2')])
      .when({ type: 'SetFallback', variantId: 'v2' })
      .then([
        fallback('v2', 'v1'),
        { type: 'VariantsDeactivated', data: { ...on, variantIds: ['v1'], reason: 'fallbackRemoved' } },
      ]);
  });

  it('leaves a previous fallback that is off as it is', () => {
    given([treeCreated(), ...ready('v1'), fallback('v1'), variant('v2')])
      .when({ type: 'SetFallback', variantId: 'v2' })
      .then([fallback('v2', 'v1')]);
  });

  it('is not offered to an archived variant, one with an archived format, or one that is off while the fallback is on', () => {
    given([treeCreated(), variant('v1'), { type: 'VariantArchived', data: { ...on, variantId: 'v1' } }])
      .when({ type: 'SetFallback', variantId: 'v1' })
      .thenThrows(422, FALLBACK_NOT_ALLOWED);
    given([
      treeCreated(),
      variant('v1'),
      { type: 'FormatArchived', data: { ...on, variantId: 'v1', formatId: 'v1-f1' } },
    ])
      .when({ type: 'SetFallback', variantId: 'v1' })
      .thenThrows(422, FALLBACK_NOT_ALLOWED);
    given([treeCreated(), ...liveFallback('v1'), variant('v2')])
      .when({ type: 'SetFallback', variantId: 'v2' })
      .thenThrows(422, FALLBACK_NOT_ALLOWED);
  });

  it('turning it off turns every other variant off', () => {
    given([treeCreated(), ...liveFallback('v1'), ...targeted('v2'), activated('v2')])
      .when({ type: 'DeactivateVariants', variantIds: ['v1'] })
      .then([
        { type: 'VariantsDeactivated', data: { ...on, variantIds: ['v1'], reason: 'user' } },
        { type: 'VariantsDeactivated', data: { ...on, variantIds: ['v2'], reason: 'fallbackOff' } },
      ]);
  });

  it("a fallback with a schedule and no user segment keeps running: 'Schedules require a user segment'", () => {
    given([treeCreated(), ...liveFallback('v1'), signalCreated(schedule('sch')), assigned('v1', ['sch'])])
      .when({ type: 'DeactivateVariants', variantIds: ['v1'] })
      .thenThrows(422, SCHEDULES_NEED_SEGMENT);
  });
});

describe('activation rules', () => {
  it('turns on the fallback first, so the others of the same request may stand on it', () => {
    given([treeCreated(), ...ready('v1'), fallback('v1'), ...targeted('v2')])
      .when(activate('v2', 'v1'))
      .then([activated('v1', 'v2')]);
  });

  it("refuses with the 'Please check:' items of every rule the variant breaks, appending nothing", () => {
    const state = fold([treeCreated(), variant('v1'), variant('v2')]);
    let error: unknown;
    try {
      decideActivation(state, googleTree, [{ variantId: 'v2', formats: { 'v2-f0': true } }], false);
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({
      statusCode: 422,
      message: couldNotTurnOn(1),
      details: {
        failed: [
          {
            variantId: 'v2',
            name: 'v2',
            reasons: [
              CHECK.fallbackOn,
              CHECK.userSegment,
              CHECK.requiredFields,
              CHECK.finalApproval,
              CHECK.formatsSelected,
            ],
          },
        ],
      },
    });
  });

  it('turns on those that pass and reports the others', () => {
    const state = fold([treeCreated(), ...ready('v1'), fallback('v1'), variant('v2')]);
    const decision = decideActivation(state, googleTree, [{ variantId: 'v1' }, { variantId: 'v2' }], false);
    expect(decision.activated).toEqual(['v1']);
    expect(decision.failed).toEqual([
      { variantId: 'v2', name: 'v2', reasons: [CHECK.userSegment, CHECK.requiredFields, CHECK.finalApproval] },
    ]);
  });

  it('a facebook variant needs no fallback on; an archived selected format counts only when archived ones are included', () => {
    const fb = (id: string) => variant(id, id, facebookTree);
    const state = fold([
      treeCreated(facebookTree),
      fb('v1'),
      signalCreated({ ...segment('s1'), segmentType: 'Meta Ad Set' }),
    ]);
    const reasons = decideActivation.bind(null, state, facebookTree);
    expect(() => reasons([{ variantId: 'v1' }], true)).toThrow(couldNotTurnOn(1));
    const archivedFormat = fold([
      treeCreated(),
      ...liveFallback('v1'),
      ...targeted('v2'),
      { type: 'FormatArchived', data: { ...on, variantId: 'v2', formatId: 'v2-f1' } },
    ]);
    expect(decideActivation(archivedFormat, googleTree, [{ variantId: 'v2' }], false).activated).toEqual(['v2']);
    expect(() =>
      decideActivation(
        archivedFormat,
        googleTree,
        [{ variantId: 'v2', formats: { 'v2-f0': true, 'v2-f1': true } }],
        true,
      ),
    ).toThrow(
      expect.objectContaining({ details: { failed: [{ variantId: 'v2', name: 'v2', reasons: [CHECK.notArchived] }] } }),
    );
    // With a variant that is on already, the request is answered (nothing appended) and the other reported.
    const mixed = decideActivation(
      archivedFormat,
      googleTree,
      [{ variantId: 'v1' }, { variantId: 'v2', formats: { 'v2-f0': true, 'v2-f1': true } }],
      true,
    );
    expect([mixed.events, mixed.alreadyOn, mixed.failed]).toEqual([
      [],
      ['v1'],
      [{ variantId: 'v2', name: 'v2', reasons: [CHECK.notArchived] }],
    ]);
  });

  it('tooltips say the first thing to do', () => {
    const base = {
      platform: 'google' as const,
      isFallback: false,
      archived: false,
      hasSegment: true,
      filled: true,
      approved: true,
      anyFormatArchived: false,
      fallbackOn: true,
    };
    expect(activationTooltip(base)).toBeNull();
    expect(activationTooltip({ ...base, archived: true })).toBe(TOOLTIP.archived);
    expect(activationTooltip({ ...base, fallbackOn: false })).toBe(TOOLTIP.fallbackOff);
    expect(activationTooltip({ ...base, hasSegment: false })).toBe(TOOLTIP.userSegment);
    expect(activationTooltip({ ...base, filled: false })).toBe(TOOLTIP.requiredFields);
    expect(activationTooltip({ ...base, approved: false })).toBe(TOOLTIP.pendingApproval);
  });
});

describe('dynamic elements', () => {
  it('sets a value on every listed format that has the element; an edit of approved creatives sends them back and turns the variant off', () => {
    given([treeCreated(), ...ready('v1'), fallback('v1'), activated('v1')])
      .when({ type: 'SetDynamicElements', formatIds: ['v1-f0', 'v1-f1'], values: { headline: text('Bye') } })
      .then([
        {
          type: 'DynamicElementsSet',
          data: { ...on, formatIds: ['v1-f0', 'v1-f1'], values: { headline: text('Bye') } },
        },
        { type: 'FormatApprovalsReset', data: { ...on, formatIds: ['v1-f0', 'v1-f1'] } },
        { type: 'VariantsDeactivated', data: { ...on, variantIds: ['v1'], reason: 'edited' } },
      ]);
  });

  it('changes nothing when the values are the same', () => {
    given([treeCreated(), ...ready('v1')])
      .when({ type: 'SetDynamicElements', formatIds: ['v1-f0'], values: { headline: text('Hello') } })
      .then([]);
  });

  it('refuses a URL of no accepted form, an unknown call to action and Buy Now', () => {
    given([treeCreated(), variant('v1')])
      .when({ type: 'SetDynamicElements', formatIds: ['v1-f0'], values: { clickUrl: text('javascript:alert(1)') } })
      .thenThrows(422, INVALID_URL);
    const fb = [treeCreated(facebookTree), variant('v1', 'v1', facebookTree)];
    given(fb)
      .when({ type: 'SetDynamicElements', formatIds: ['v1-f0'], values: { callToAction: text('Buy Now') } })
      .thenThrows(422, BUY_NOW_REFUSED);
    given(fb)
      .when({ type: 'SetDynamicElements', formatIds: ['v1-f0'], values: { callToAction: text('Jump around') } })
      .thenThrows(422, CALL_TO_ACTION_UNKNOWN);
    given(fb)
      .when({ type: 'SetDynamicElements', formatIds: ['v1-f0'], values: { callToAction: text('Shop now') } })
      .then([
        {
          type: 'DynamicElementsSet',
          data: { ...on, formatIds: ['v1-f0'], values: { callToAction: text('Shop now') } },
        },
      ]);
  });

  it('keeps a carousel between 2 and 10 cards', () => {
    const fb = [treeCreated(facebookTree), variant('v1', 'v1', facebookTree)];
    given([
      ...fb,
      { type: 'CarouselCardsChanged', data: { ...on, formats: [{ formatId: 'v1-f0', cards: 2, required: [] }] } },
    ])
      .when({ type: 'RemoveCarouselCard', formatIds: ['v1-f0'] })
      .thenThrows(422, CARDS_LIMIT);
    const [event] = decideOnTree({ type: 'AddCarouselCard', formatIds: ['v1-f0'] }, fold(fb));
    expect(event).toMatchObject({ type: 'CarouselCardsChanged', data: { formats: [{ formatId: 'v1-f0', cards: 4 }] } });
    expect((event as Extract<PersonaliseEvent, { type: 'CarouselCardsChanged' }>).data.formats[0]!.required).toContain(
      'card4.image',
    );
  });
});

describe('signals', () => {
  it("refuses a taken name, a line break in a segment's name and a segment type the platform lacks", () => {
    given([treeCreated(), signalCreated(segment('s1', 'Loyal'))])
      .when({ type: 'CreateSignal', signal: segment('s2', ' loyal') })
      .thenThrows(409, SIGNAL_NAME_TAKEN);
    given([treeCreated()])
      .when({ type: 'CreateSignal', signal: segment('s2', 'Two\nlines') })
      .thenThrows(400, SEGMENT_NAME_LINE_BREAK);
    given([treeCreated()])
      .when({ type: 'CreateSignal', signal: { ...segment('s2'), segmentType: 'Meta Ad Set' } })
      .thenThrows(422, SEGMENT_TYPE_NOT_ALLOWED);
    given([treeCreated(facebookTree)])
      .when({ type: 'CreateSignal', signal: segment('s2') })
      .thenThrows(422, SEGMENT_TYPE_NOT_ALLOWED);
  });

  it('an import is all or nothing: a duplicate name within the file refuses it', () => {
    given([treeCreated()])
      .when({ type: 'ImportSignals', signals: [segment('a', 'One'), segment('b', 'one')], source: 'csv' })
      .thenThrows(409, SIGNAL_NAME_TAKEN);
  });

  it('a variant that loses its last user segment goes off', () => {
    given([treeCreated(), ...liveFallback('v1'), ...targeted('v2'), activated('v2')])
      .when({ type: 'DeleteSignal', signalId: 's1' })
      .then([
        { type: 'SignalDeleted', data: { ...on, signalId: 's1' } },
        { type: 'VariantsDeactivated', data: { ...on, variantIds: ['v2'], reason: 'signalRemoved' } },
      ]);
  });
});

describe('scale', () => {
  it('folds a tree of 10,000 variants and activates them all in one event', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => variant(`v${i}`));
    const state = fold([treeCreated(), ...many]);
    expect(state.variants.size).toBe(10_000);
    const ids = many.map((e) => (e.type === 'VariantCreated' ? e.data.variantId : ''));
    const approvedAll: PersonaliseEvent = {
      type: 'FormatApprovalsChanged',
      data: {
        ...on,
        approvals: ids.flatMap((id) => [`${id}-f0`, `${id}-f1`]),
        rejections: [],
        final: true,
        by: userId,
        role: 'MANAGER',
        at,
      },
    };
    const filledAll: PersonaliseEvent = {
      type: 'DynamicElementsSet',
      data: {
        ...on,
        formatIds: ids.flatMap((id) => [`${id}-f0`, `${id}-f1`]),
        values: { headline: text('Hi'), hero: image },
      },
    };
    const segmentAll: PersonaliseEvent = {
      type: 'FormatSignalsSet',
      data: { ...on, formatIds: ids.map((id) => `${id}-f0`), signalIds: ['s1'] },
    };
    const ready10k = [filledAll, approvedAll, signalCreated(segment('s1')), segmentAll, fallback('v0')].reduce(
      PersonaliseTreeAggregate.evolve,
      state,
    );
    const decision = decideActivation(
      ready10k,
      googleTree,
      ids.map((variantId) => ({ variantId })),
      false,
    );
    expect(decision.failed).toEqual([]);
    expect(decision.events).toEqual([activated(...ids)]);
  });
});

describe('input limits (issue 17 §1)', () => {
  const create = (name: string): PersonaliseCommand => ({
    type: 'CreateVariant',
    variantId: 'v9',
    name,
    formatIds: ['v9-f0', 'v9-f1'],
    createdBy: userId,
    createdAt: at,
  });

  it('refuses variant names over NAME_MAX_LENGTH, nobody can see, or with text-direction controls, on create and rename', () => {
    given([treeCreated()])
      .when(create('n'.repeat(NAME_MAX_LENGTH + 1)))
      .thenThrows(400, NAME_TOO_LONG);
    given([treeCreated()]).when(create('\u200B\u200B')).thenThrows(400, VARIANT_NAME_REQUIRED);
    given([treeCreated()]).when(create('\u202Eevil')).thenThrows(400, TEXT_DIRECTION_CONTROL);
    given([treeCreated(), variant('v1')])
      .when({ type: 'RenameVariant', variantId: 'v1', name: 'n'.repeat(1_000_000) })
      .thenThrows(400, NAME_TOO_LONG);
    given([treeCreated()])
      .when(create(` ${'n'.repeat(NAME_MAX_LENGTH)} `))
      .then([expect.objectContaining({ type: 'VariantCreated' }) as PersonaliseEvent]);
  });

  it('refuses signal names nobody can see or over the limit, and values and campaign ids over theirs', () => {
    given([treeCreated()])
      .when({ type: 'CreateSignal', signal: segment('s1', '\u200B\u200B') })
      .thenThrows(400, SIGNAL_NAME_REQUIRED);
    given([treeCreated()])
      .when({ type: 'CreateSignal', signal: segment('s1', 'n'.repeat(NAME_MAX_LENGTH + 1)) })
      .thenThrows(400, NAME_TOO_LONG);
    given([treeCreated()])
      .when({ type: 'CreateSignal', signal: segment('s1', 'probe\u2066x') })
      .thenThrows(400, TEXT_DIRECTION_CONTROL);
    given([treeCreated()])
      .when({ type: 'CreateSignal', signal: { ...segment('s1'), values: ['v'.repeat(SHORT_TEXT_MAX_LENGTH + 1)] } })
      .thenThrows(400, tooLong('signal value', SHORT_TEXT_MAX_LENGTH));
    given([treeCreated()])
      .when({ type: 'CreateSignal', signal: { ...segment('s1'), campaignIds: ['1'.repeat(KEY_MAX_LENGTH + 1)] } })
      .thenThrows(400, tooLong('campaign id', KEY_MAX_LENGTH));
  });

  it('bounds every element value: its own limit, else a link at URL_MAX_LENGTH and text at TEXT_MAX_LENGTH', () => {
    const set = (values: Record<string, ElementValue>): PersonaliseCommand => ({
      type: 'SetDynamicElements',
      formatIds: ['v1-f0'],
      values,
    });
    given([treeCreated(), variant('v1')])
      .when(set({ headline: text('h'.repeat(TEXT_MAX_LENGTH + 1)) }))
      .thenThrows(422, valueTooLong('headline', TEXT_MAX_LENGTH));
    given([treeCreated(), variant('v1')])
      .when(set({ clickUrl: text(`https://example.com/${'p'.repeat(URL_MAX_LENGTH)}`) }))
      .thenThrows(422, valueTooLong('clickUrl', URL_MAX_LENGTH));
    given([treeCreated(), variant('v1')])
      .when(set({ headline: text('h'.repeat(TEXT_MAX_LENGTH)) }))
      .then([
        {
          type: 'DynamicElementsSet',
          data: { ...on, formatIds: ['v1-f0'], values: { headline: text('h'.repeat(TEXT_MAX_LENGTH)) } },
        },
      ]);
  });
});

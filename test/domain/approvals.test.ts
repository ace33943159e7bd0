// Creative approvals (spec 2 §4 "Creative approval", §6; issue 10): who may give which decision, the fingerprint an
// approval records, the lapse on edit, and activation rule 5 reading the final approvals.
import { describe, expect, it } from 'vitest';
import {
  APPROVAL_COMMENT_MAX,
  APPROVAL_COMMENT_TOO_LONG,
  approvalKinds,
  approvalRequest,
  canonicalJson,
  CHECK,
  contentFingerprint,
  couldNotTurnOn,
  decideOnTree,
  formatStatusLabel,
  mayDecide,
  mayView,
  PersonaliseTreeAggregate,
  toggleOf,
  treeTemplateOf,
  variationState,
  type ElementValue,
  type PersonaliseCommand,
  type PersonaliseEvent,
  type TreeFacts,
} from '../../domain/personalise';
import { ROLES, type Role } from '../../domain/roles';
import { MESSAGES } from '../../domain/shared/errors';
import { spec } from '../support/given-when-then';

const given = spec(PersonaliseTreeAggregate, decideOnTree).given;
const on = { treeId: 't0000000000000000000000t', campaignId: 'c0000000000000000000000c' };
const at = '2026-11-23T05:00:00.000Z';
const by = 'u0000000000000000000000u';
const tree: TreeFacts = {
  ...on,
  partnerId: 'p0000000000000000000000p',
  platform: 'google',
  format: 'display',
  templates: [
    treeTemplateOf('google', {
      templateId: 'tA',
      name: '300x250-Summer',
      size: '300x250',
      version: 3,
      kind: 'html',
      dynamicFields: [{ name: 'headline', type: 'text', defaultValue: null, possibleValues: null, imageSize: null }],
    }),
  ],
};
const text = (value: string): ElementValue => ({ value, assetId: null, thumbLocation: null });
const events = {
  created: { type: 'PersonaliseTreeCreated', data: { ...tree } },
  variant: (variantId: string): PersonaliseEvent => ({
    type: 'VariantCreated',
    data: {
      ...on,
      variantId,
      name: variantId,
      clonedFrom: null,
      createdBy: by,
      createdAt: at,
      formats: [
        {
          formatId: `${variantId}-f0`,
          templateId: 'tA',
          values: {},
          signalIds: [],
          cards: null,
          required: ['headline'],
        },
      ],
    },
  }),
  filled: (variantId: string, headline: string): PersonaliseEvent => ({
    type: 'DynamicElementsSet',
    data: { ...on, formatIds: [`${variantId}-f0`], values: { headline: text(headline) } },
  }),
  fallback: (variantId: string): PersonaliseEvent => ({
    type: 'FallbackSet',
    data: { ...on, variantId, previousVariantId: null },
  }),
} satisfies Record<string, PersonaliseEvent | ((...args: string[]) => PersonaliseEvent)>;

const decision = (
  final: boolean,
  approvals: string[],
  rejections: string[] = [],
  comment: string | null = null,
  role: Role = final ? 'MANAGER' : 'REVIEWER',
) => ({ type: 'ChangeApprovals', approvals, rejections, final, by, role, at, comment }) satisfies PersonaliseCommand;
const fingerprintOf = (headline: string) =>
  contentFingerprint({ templateId: 'tA', version: 3 }, { headline: text(headline) }, null);
/** The events a decision appends, as the event the decide makes. */
const decided = (
  command: ReturnType<typeof decision>,
  fingerprints: Record<string, string>,
  comment: string | null = command.comment,
): PersonaliseEvent => {
  const { type: _type, ...data } = command;
  return { type: 'FormatApprovalsChanged', data: { ...on, ...data, fingerprints, comment } };
};
const fold = (list: PersonaliseEvent[]) =>
  list.reduce(PersonaliseTreeAggregate.evolve, PersonaliseTreeAggregate.initialState());
const activate: PersonaliseCommand = {
  type: 'ActivateVariants',
  variants: [{ variantId: 'v1' }],
  includeArchived: false,
};

describe('who may give which approval (spec 2 §6, 3 §6)', () => {
  const expected: Record<Role, { interim: boolean; final: boolean; admin: boolean; client: boolean }> = {
    SUPER: { interim: true, final: true, admin: true, client: true },
    ADMIN: { interim: true, final: true, admin: true, client: true },
    SELF_SERVICE_ADMIN: { interim: true, final: true, admin: true, client: true },
    SELF_SERVICE_MANAGER: { interim: true, final: false, admin: true, client: false },
    SELF_SERVICE_REVIEWER: { interim: true, final: false, admin: true, client: false },
    MANAGER: { interim: false, final: true, admin: false, client: true },
    REVIEWER: { interim: true, final: false, admin: false, client: true },
    ANALYST: { interim: false, final: false, admin: false, client: false },
  };
  it.each(ROLES)('%s', (role) => {
    const rights = expected[role];
    expect({
      interim: mayDecide(role, false),
      final: mayDecide(role, true),
      admin: mayView(role, 'admin'),
      client: mayView(role, 'client'),
    }).toEqual(rights);
    expect(approvalKinds(role)).toEqual([...(rights.final ? ['final'] : []), ...(rights.interim ? ['interim'] : [])]);
  });
});

describe('the three-way toggle and the states shown', () => {
  it('sends approvals for 1 and rejections for -1, nothing for 0', () => {
    expect(approvalRequest({ a: 1, b: -1, c: 0, d: 1 })).toEqual({ approvals: ['a', 'd'], rejections: ['b'] });
  });

  it('starts from the decision of the kind the reviewer gives', () => {
    expect(
      ['unapproved', 'interimApproved', 'interimRejected', 'approved', 'rejected'].map((a) => [
        toggleOf(a as never, 'interim'),
        toggleOf(a as never, 'final'),
      ]),
    ).toEqual([
      [0, 0],
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ]);
  });

  it('names variation states and format status labels as the spec does', () => {
    expect(
      ['unapproved', 'interimApproved', 'interimRejected', 'approved', 'rejected'].map((a) =>
        variationState(a as never),
      ),
    ).toEqual(['nonApproved', 'interimApproved', 'nonApproved', 'clientApproved', 'nonApproved']);
    expect(formatStatusLabel({ approval: 'interimRejected', archived: false })).toBe('interim rejected');
    expect(formatStatusLabel({ approval: 'approved', archived: true })).toBe('archived');
  });
});

describe('the content fingerprint', () => {
  it('is a SHA-256 of canonical JSON: key order does not matter, content does', () => {
    expect(canonicalJson({ b: [1, { d: null, c: 'x' }], a: true })).toBe('{"a":true,"b":[1,{"c":"x","d":null}]}');
    const a = contentFingerprint({ templateId: 'tA', version: 3 }, { x: text('1'), y: text('2') }, null);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(contentFingerprint({ templateId: 'tA', version: 3 }, { y: text('2'), x: text('1') }, null)).toBe(a);
    expect(
      new Set([
        a,
        contentFingerprint({ templateId: 'tA', version: 4 }, { x: text('1'), y: text('2') }, null),
        contentFingerprint({ templateId: 'tB', version: 3 }, { x: text('1'), y: text('2') }, null),
        contentFingerprint({ templateId: 'tA', version: 3 }, { x: text('1'), y: text('3') }, null),
        contentFingerprint({ templateId: 'tA', version: 3 }, { x: text('1'), y: text('2') }, 3),
      ]).size,
    ).toBe(5);
  });
});

describe('deciding', () => {
  const filledV1 = [events.created, events.variant('v1'), events.filled('v1', 'Hello')];

  it('records the fingerprint of the content each listed format had, and the comment', () => {
    const command = decision(false, ['v1-f0'], [], 'Looks good');
    given(filledV1)
      .when(command)
      .then([decided(command, { 'v1-f0': fingerprintOf('Hello') })]);
  });

  it('fingerprints rejections too; a blank comment is no comment', () => {
    const command = decision(true, [], ['v1-f0'], '   ');
    given(filledV1)
      .when(command)
      .then([decided(command, { 'v1-f0': fingerprintOf('Hello') }, null)]);
  });

  it(`refuses a comment over ${APPROVAL_COMMENT_MAX} characters, one format both approved and rejected, and an unknown format`, () => {
    given(filledV1)
      .when(decision(true, ['v1-f0'], [], 'x'.repeat(APPROVAL_COMMENT_MAX + 1)))
      .thenThrows(422, APPROVAL_COMMENT_TOO_LONG);
    given(filledV1)
      .when(decision(true, ['v1-f0'], [], 'x'.repeat(APPROVAL_COMMENT_MAX)))
      .then([
        decided(decision(true, ['v1-f0'], [], 'x'.repeat(APPROVAL_COMMENT_MAX)), { 'v1-f0': fingerprintOf('Hello') }),
      ]);
    given(filledV1)
      .when(decision(true, ['v1-f0'], ['v1-f0']))
      .thenThrows(400, MESSAGES.wrongParams);
    given(filledV1)
      .when(decision(true, ['nope']))
      .thenThrows(404, MESSAGES.entityNotFound);
  });

  it('appends nothing for an empty decision', () => {
    given(filledV1)
      .when(decision(true, [], []))
      .then([]);
  });
});

describe('an edit lapses an approval; rule 5 reads the final approvals', () => {
  const approvedOn = (command: ReturnType<typeof decision>, headline: string) =>
    decided(command, { 'v1-f0': fingerprintOf(headline) });
  const live = [
    events.created,
    events.variant('v1'),
    events.filled('v1', 'Hello'),
    events.fallback('v1'),
    approvedOn(decision(false, ['v1-f0']), 'Hello'),
    approvedOn(decision(true, ['v1-f0']), 'Hello'),
    { type: 'VariantsActivated', data: { ...on, variantIds: ['v1'] } },
  ] satisfies PersonaliseEvent[];

  it('an edit of finally approved content sends the format back to unapproved and turns the variant off', () => {
    given(live)
      .when({ type: 'SetDynamicElements', formatIds: ['v1-f0'], values: { headline: text('Changed') } })
      .then([
        events.filled('v1', 'Changed'),
        { type: 'FormatApprovalsReset', data: { ...on, formatIds: ['v1-f0'] } },
        { type: 'VariantsDeactivated', data: { ...on, variantIds: ['v1'], reason: 'edited' } },
      ]);
  });

  it('after the lapse the variant turns on again only once a new final approval judged the new content', () => {
    const edited = [
      ...live,
      events.filled('v1', 'Changed'),
      { type: 'FormatApprovalsReset', data: { ...on, formatIds: ['v1-f0'] } },
      { type: 'VariantsDeactivated', data: { ...on, variantIds: ['v1'], reason: 'edited' } },
    ] satisfies PersonaliseEvent[];
    expect(fold(edited).variants.get('v1')!.formats[0]!.approval).toBe('unapproved');
    given(edited).when(activate).thenThrows(422, couldNotTurnOn(1));

    const interim = approvedOn(decision(false, ['v1-f0']), 'Changed');
    given([...edited, interim])
      .when(activate)
      .thenThrows(422, couldNotTurnOn(1));

    const final = decision(true, ['v1-f0']);
    given([...edited, interim])
      .when(final)
      .then([approvedOn(final, 'Changed')]);
    given([...edited, interim, approvedOn(final, 'Changed')])
      .when(activate)
      .then([{ type: 'VariantsActivated', data: { ...on, variantIds: ['v1'] } }]);
  });

  it("the refused turn-on names 'creatives received final approval'", () => {
    const edited = [
      ...live,
      events.filled('v1', 'Changed'),
      { type: 'FormatApprovalsReset', data: { ...on, formatIds: ['v1-f0'] } },
      { type: 'VariantsDeactivated', data: { ...on, variantIds: ['v1'], reason: 'edited' } },
    ] satisfies PersonaliseEvent[];
    try {
      decideOnTree(activate, fold(edited));
      expect.fail('expected a refusal');
    } catch (error) {
      expect((error as { details: unknown }).details).toEqual({
        failed: [{ variantId: 'v1', name: 'v1', reasons: [CHECK.finalApproval] }],
      });
    }
  });

  it('a final rejection turns an active variant off', () => {
    const reject = decision(true, [], ['v1-f0']);
    given(live)
      .when(reject)
      .then([
        approvedOn(reject, 'Hello'),
        { type: 'VariantsDeactivated', data: { ...on, variantIds: ['v1'], reason: 'rejected' } },
      ]);
  });
});

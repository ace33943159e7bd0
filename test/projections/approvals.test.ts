import { describe, it } from 'vitest';
import type { ElementValue, FormatSeed, PersonaliseEvent } from '../../domain/personalise/events';
import type { TreeTemplate } from '../../domain/personalise/fields';
import { contentFingerprint } from '../../domain/personalise/fingerprint';
import type { RecordedEvent } from '../../domain/shared/events';
import { approvalsProjection } from '../../projections/approvals/projection';
import { at, date, projectionSpec, stream } from '../support/projection-spec';

const spec = projectionSpec(approvalsProjection);

const RECORDS = `SELECT id, event_id, variant_name, format_id, template_name, template_version, decision, kind, by_user, role, at,
  fingerprint, fingerprint_recorded, comment, "values", cards FROM approval_record ORDER BY position, seq`;

const template = (templateId: string, name: string, version: number): TreeTemplate => ({
  templateId,
  name,
  shortName: '300x250',
  size: '300x250',
  version,
  kind: 'html',
  facebookFormat: null,
  elements: [],
  cardElements: [],
});

const text = (value: string): ElementValue => ({ value, assetId: null, thumbLocation: null });

const seed = (formatId: string, templateId: string, headline: string, cards: number | null = null): FormatSeed => ({
  formatId,
  templateId,
  values: { headline: text(headline) },
  signalIds: [],
  cards,
  required: ['headline'],
});

/** Tree tr1 of campaign c1 with variant v1 ('Berlin'): a banner format f1 and a carousel format f2 of 3 cards. */
const tree = (treeId = 'tr1', campaignId = 'c1', prefix = '') => {
  const on = { treeId, campaignId };
  const event = stream<PersonaliseEvent>(`PersonaliseTree-${treeId}`);
  const given = [
    event(
      'PersonaliseTreeCreated',
      {
        ...on,
        partnerId: 'p1',
        platform: 'google',
        format: 'display',
        templates: [template('t1', 'Banner', 2), template('t2', 'Carousel', 5)],
      },
      1,
    ),
    event(
      'VariantCreated',
      {
        ...on,
        variantId: `${prefix}v1`,
        name: 'Berlin',
        formats: [seed(`${prefix}f1`, 't1', 'Hello'), seed(`${prefix}f2`, 't2', 'Cards', 3)],
        clonedFrom: null,
        createdBy: 'u1',
        createdAt: at(2),
      },
      2,
    ),
  ];
  const decided = (
    approvals: string[],
    rejections: string[],
    minute: number,
    bound: { final?: boolean; fingerprints?: Record<string, string>; comment?: string | null } = {},
  ) =>
    event(
      'FormatApprovalsChanged',
      {
        ...on,
        approvals,
        rejections,
        final: bound.final ?? true,
        by: 'r1',
        role: 'REVIEWER',
        at: at(minute),
        ...bound,
      },
      minute,
    );
  return { on, event, given, decided };
};

/** What a record reads back: the decision's columns, the rest as the fold held the format. */
const record = (
  event: RecordedEvent,
  seq: number,
  row: { format_id: string; decision: string; fingerprint: string } & Record<string, unknown>,
) => ({
  id: `${event.position}-${seq}`,
  event_id: event.id,
  variant_name: 'Berlin',
  template_name: 'Banner',
  template_version: 2,
  kind: 'final',
  by_user: 'r1',
  role: 'REVIEWER',
  at: date(3),
  fingerprint_recorded: true,
  comment: null,
  values: { headline: text('Hello') },
  cards: null,
  ...row,
});

describe('approvals projection', () => {
  it('records each format of a decision, approvals then rejections, with the content and fingerprint it bound', async () => {
    const { given, decided } = tree();
    const decision = decided(['f2'], ['f1'], 3, { fingerprints: { f1: 'fp1', f2: 'fp2' }, comment: 'Off brand' });
    await spec
      .given(given)
      .when([decision])
      .then(RECORDS, [
        record(decision, 0, {
          format_id: 'f2',
          decision: 'approved',
          fingerprint: 'fp2',
          comment: 'Off brand',
          template_name: 'Carousel',
          template_version: 5,
          values: { headline: text('Cards') },
          cards: 3,
        }),
        record(decision, 1, { format_id: 'f1', decision: 'rejected', fingerprint: 'fp1', comment: 'Off brand' }),
      ]);
  });

  it('computes the fingerprint of an interim decision written before decisions were bound, from the folded content', async () => {
    const { on, event, given, decided } = tree();
    const decision = decided(['f1'], [], 3, { final: false });
    await spec
      .given(given)
      .when([
        event('DynamicElementsSet', { ...on, formatIds: ['f1'], values: { headline: text('Hallo') } }, 3),
        decision,
      ])
      .then(RECORDS, [
        record(decision, 0, {
          format_id: 'f1',
          decision: 'approved',
          kind: 'interim',
          fingerprint: contentFingerprint({ templateId: 't1', version: 2 }, { headline: text('Hallo') }, null),
          fingerprint_recorded: false,
          values: { headline: text('Hallo') },
        }),
      ]);
  });

  it('records a lapse by the editor with the edited content that lapsed it, cleared elements gone', async () => {
    const { on, event, given, decided } = tree();
    const edited = { headline: null, cta: text('Buy') };
    const reset = event('FormatApprovalsReset', { ...on, formatIds: ['f1'] }, 4);
    await spec
      .given([...given, decided(['f1'], [], 3, { fingerprints: { f1: 'fp1' } })])
      .when([event('DynamicElementsSet', { ...on, formatIds: ['f1'], values: edited }, 4), reset])
      .then(
        `SELECT decision, kind, by_user, role, at, fingerprint, fingerprint_recorded, "values" FROM approval_record WHERE id = '${reset.position}-0'`,
        [
          {
            decision: 'lapsed',
            kind: null,
            by_user: 'spec-user',
            role: 'SYSTEM',
            at: date(4),
            fingerprint: contentFingerprint({ templateId: 't1', version: 2 }, { cta: text('Buy') }, null),
            fingerprint_recorded: false,
            values: { cta: text('Buy') },
          },
        ],
      );
  });

  it('keeps each record as it was judged: a rename and a card change show only on later records', async () => {
    const { on, event, given, decided } = tree();
    await spec
      .given([...given, decided(['f2'], [], 3, { fingerprints: { f2: 'a' } })])
      .when([
        event('VariantRenamed', { ...on, variantId: 'v1', name: 'München' }, 4),
        event('CarouselCardsChanged', { ...on, formats: [{ formatId: 'f2', cards: 5, required: [] }] }, 4),
        decided(['f2'], [], 5, { fingerprints: { f2: 'b' } }),
      ])
      .then('SELECT variant_name, cards, fingerprint FROM approval_record ORDER BY position', [
        { variant_name: 'Berlin', cards: 3, fingerprint: 'a' },
        { variant_name: 'München', cards: 5, fingerprint: 'b' },
      ]);
  });

  it('files records under their own tree and campaign, and records nothing for a format the tree never made', async () => {
    const one = tree();
    const other = tree('tr2', 'c2', 'x');
    await spec
      .given([...one.given, ...other.given])
      .when([
        other.decided(['xf1', 'f9'], [], 3, { fingerprints: { xf1: 'x', f9: 'y' } }),
        one.decided([], ['f1'], 4, { fingerprints: { f1: 'z' } }),
      ])
      .then(
        'SELECT campaign_id, tree_id, variant_id, format_id, decision FROM approval_record ORDER BY position, seq',
        [
          { campaign_id: 'c2', tree_id: 'tr2', variant_id: 'xv1', format_id: 'xf1', decision: 'approved' },
          { campaign_id: 'c1', tree_id: 'tr1', variant_id: 'v1', format_id: 'f1', decision: 'rejected' },
        ],
      );
  });

  it('gives the same records whether the stream comes as one batch (a rebuild) or split in two (live catch-up)', async () => {
    const { on, event, given, decided } = tree();
    const events = [
      ...given,
      decided(['f1'], [], 3),
      event('DynamicElementsSet', { ...on, formatIds: ['f1', 'f2'], values: { headline: text('New') } }, 4),
      event('FormatApprovalsReset', { ...on, formatIds: ['f1'] }, 4),
      decided(['f1', 'f2'], [], 5, { final: false }),
    ];
    const rows = recordsOf(events);
    await spec.given(events.slice(0, 3)).when(events.slice(3)).then(RECORDS, rows);
    await spec.given(events).then(RECORDS, rows);
  });
});

/** That stream's records: computed fingerprints, the lapse carrying the edit, the last decision the new content. */
function recordsOf(events: RecordedEvent[]) {
  const fingerprint = (headline: string) =>
    contentFingerprint({ templateId: 't1', version: 2 }, { headline: text(headline) }, null);
  const [, , first, , reset, last] = events as [never, never, RecordedEvent, never, RecordedEvent, RecordedEvent];
  const computed = { fingerprint_recorded: false };
  return [
    record(first, 0, { format_id: 'f1', decision: 'approved', fingerprint: fingerprint('Hello'), ...computed }),
    record(reset, 0, {
      format_id: 'f1',
      decision: 'lapsed',
      kind: null,
      by_user: 'spec-user',
      role: 'SYSTEM',
      at: date(4),
      fingerprint: fingerprint('New'),
      values: { headline: text('New') },
      ...computed,
    }),
    record(last, 0, {
      format_id: 'f1',
      decision: 'approved',
      kind: 'interim',
      at: date(5),
      fingerprint: fingerprint('New'),
      values: { headline: text('New') },
      ...computed,
    }),
    record(last, 1, {
      format_id: 'f2',
      decision: 'approved',
      kind: 'interim',
      at: date(5),
      template_name: 'Carousel',
      template_version: 5,
      fingerprint: contentFingerprint({ templateId: 't2', version: 5 }, { headline: text('New') }, 3),
      values: { headline: text('New') },
      cards: 3,
      ...computed,
    }),
  ];
}

// The approval trail's rules: how a decision fans out into one record per format, which state a format was in after
// its latest record, and which elements changed between two recorded contents.
import { describe, expect, it } from 'vitest';
import { diffContent } from '../../domain/approval-trail/diff';
import { sharesOf, stateAfter, type FormatContent } from '../../domain/approval-trail/records';

const decision = { treeId: 't', campaignId: 'c', by: 'u', role: 'MANAGER', at: '2026-01-01T00:00:00.000Z' };
const text = (value: string) => ({ value, assetId: null, thumbLocation: null });
const content = (values: FormatContent['values'], version = 1, cards: number | null = null): FormatContent => ({
  templateId: 'tpl',
  version,
  values,
  cards,
});

describe('a decision fans out into records', () => {
  it('approvals then rejections, each with the kind of the decision and the fingerprint the event bound it to', () => {
    const shares = sharesOf({
      ...decision,
      approvals: ['a', 'b'],
      rejections: ['c'],
      final: true,
      fingerprints: { a: 'fa', b: 'fb', c: 'fc' },
    });
    expect(shares).toEqual([
      { formatId: 'a', decision: 'approved', kind: 'final', fingerprint: 'fa' },
      { formatId: 'b', decision: 'approved', kind: 'final', fingerprint: 'fb' },
      { formatId: 'c', decision: 'rejected', kind: 'final', fingerprint: 'fc' },
    ]);
  });

  it('an event written before approvals were bound has no fingerprint: the projection computes it', () => {
    expect(sharesOf({ ...decision, approvals: [], rejections: ['x'], final: false })).toEqual([
      { formatId: 'x', decision: 'rejected', kind: 'interim', fingerprint: null },
    ]);
  });
});

describe('the state after the latest record', () => {
  it.each([
    [null, 'unapproved'],
    [{ decision: 'lapsed', kind: null }, 'unapproved'],
    [{ decision: 'approved', kind: 'interim' }, 'interimApproved'],
    [{ decision: 'rejected', kind: 'interim' }, 'interimRejected'],
    [{ decision: 'approved', kind: 'final' }, 'approved'],
    [{ decision: 'rejected', kind: 'final' }, 'rejected'],
  ] as const)('%j → %s', (latest, state) => {
    expect(stateAfter(latest)).toBe(state);
  });
});

describe('the diff of two contents', () => {
  it('names each element added, removed, changed or unchanged, in name order', () => {
    const before = content({ headline: text('Summer sale'), cta: text('Shop now'), legal: text('T&Cs apply') });
    const after = content({
      headline: text('Autumn sale'),
      cta: text('Shop now'),
      image: { value: 'hero.png', assetId: 'a1', thumbLocation: 't' },
    });
    expect(diffContent(before, after)).toEqual({
      elements: [
        { name: 'cta', change: 'unchanged', before: text('Shop now'), after: text('Shop now') },
        { name: 'headline', change: 'changed', before: text('Summer sale'), after: text('Autumn sale') },
        {
          name: 'image',
          change: 'added',
          before: null,
          after: { value: 'hero.png', assetId: 'a1', thumbLocation: 't' },
        },
        { name: 'legal', change: 'removed', before: text('T&Cs apply'), after: null },
      ],
      version: null,
      cards: null,
    });
  });

  it('another asset under the same file name is a change; a new template version and card count are named', () => {
    const image = (assetId: string) => ({ value: 'hero.png', assetId, thumbLocation: null });
    const d = diffContent(content({ image: image('a1') }, 1, 3), content({ image: image('a2') }, 2, 4));
    expect(d.elements.map((e) => e.change)).toEqual(['changed']);
    expect([d.version, d.cards]).toEqual([
      { before: 1, after: 2 },
      { before: 3, after: 4 },
    ]);
  });
});

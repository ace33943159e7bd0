// The element-level difference between two recorded contents of a format (the trail's diff view): which elements
// were added, removed or changed, and whether the template version or the carousel's cards moved. The screen shows
// a changed text word by word; which elements changed is decided here.
import type { ElementValue } from '../personalise/events';
import type { FormatContent } from './records';

type ElementChange = 'added' | 'removed' | 'changed' | 'unchanged';

export interface ElementDiff {
  name: string;
  change: ElementChange;
  before: ElementValue | null;
  after: ElementValue | null;
}

export interface ContentDiff {
  elements: ElementDiff[];
  version: { before: number; after: number } | null;
  cards: { before: number | null; after: number | null } | null;
}

const same = (a: ElementValue, b: ElementValue) => a.value === b.value && (a.assetId ?? null) === (b.assetId ?? null);

/** Every element of either side in name order, with how it changed (the creatives' "changed since" reads it too). */
export function diffElements(
  before: Readonly<Record<string, ElementValue>>,
  after: Readonly<Record<string, ElementValue>>,
): ElementDiff[] {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return names.map((name): ElementDiff => {
    const from = before[name] ?? null;
    const to = after[name] ?? null;
    const change: ElementChange =
      from === null ? 'added' : to === null ? 'removed' : same(from, to) ? 'unchanged' : 'changed';
    return { name, change, before: from, after: to };
  });
}

export function diffContent(before: FormatContent, after: FormatContent): ContentDiff {
  return {
    elements: diffElements(before.values, after.values),
    version: before.version === after.version ? null : { before: before.version, after: after.version },
    cards: before.cards === after.cards ? null : { before: before.cards, after: after.cards },
  };
}

// Names nobody can see, for the shared name rule (domain/shared/validation.ts): each is refused as empty.
export const INVISIBLE_NAMES: [label: string, name: string][] = [
  ['zero-width spaces', '\u200B\u200B'],
  ['a word joiner', '\u2060'],
  ['a Hangul filler', '\u3164'],
  ['Hangul choseong and jungseong fillers', '\u115F\u1160'],
  ['combining marks only', '\u0301\u0308\u0327'],
  ['format characters only (soft hyphen, left-to-right mark, BOM)', '\u00AD\u200E\uFEFF'],
  ['variation selectors', '\uFE0F\uFE0E'],
  ['a blank Braille pattern', '\u2800'],
  ['a zero-width space after spaces', '  \u200B'],
  ['ideographic and no-break spaces', '\u3000\u00A0'],
];

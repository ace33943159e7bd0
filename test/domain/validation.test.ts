// The shared field rules the browser and the server both apply (domain/shared/validation.ts).
import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, EMAIL_TOO_LONG, emailError, INVALID_EMAIL, nameError, REQUIRED } from '../../domain/shared/validation';
import { INVISIBLE_NAMES } from '../support/invisible-names';

describe('nameError', () => {
  it.each(INVISIBLE_NAMES)("counts a name of %s as empty: 'Required'", (_, name) => expect(nameError(name)).toBe(REQUIRED));

  it.each([
    ['a single letter', 'x'],
    ['an accent written as a combining mark', 'Jose\u0301'],
    ['a Hangul letter', '\u314E'],
    ['Chinese', '\u5317\u4EAC'],
    ['an emoji sequence joined by zero-width joiners', '\u{1F469}\u200D\u{1F4BB}'],
    ['a visible letter between invisible ones', '\u200BA\u200B'],
    ['a digit', '7'],
    ['punctuation', '-'],
  ])('accepts %s', (_, name) => expect(nameError(name)).toBeNull());
});

describe('emailError', () => {
  const ofLength = (length: number) => `${'a'.repeat(length - '@varia.local'.length)}@varia.local`;

  it(`accepts ${EMAIL_MAX_LENGTH} characters`, () => expect(emailError(ofLength(EMAIL_MAX_LENGTH))).toBeNull());

  it.each([EMAIL_MAX_LENGTH + 1, 10_240])(`refuses %i characters: '${EMAIL_TOO_LONG}'`, (length) => expect(emailError(ofLength(length))).toBe(EMAIL_TOO_LONG));

  it('measures the address without the spaces around it', () => expect(emailError(`  ${ofLength(EMAIL_MAX_LENGTH)}  `)).toBeNull());

  it('still checks the shape', () => expect(emailError('not-an-email')).toBe(INVALID_EMAIL));
});

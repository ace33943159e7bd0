// The shared field rules the browser and the server both apply (domain/shared/validation.ts).
import { describe, expect, it } from 'vitest';
import { fileNameError } from '../../domain/asset/rules';
import { PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG, passwordError } from '../../domain/shared/password-rules';
import { FILE_NAME_MAX_LENGTH, tooLong } from '../../domain/shared/text-limits';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_TOO_LONG,
  emailError,
  INVALID_EMAIL,
  NAME_MAX_LENGTH,
  NAME_TOO_LONG,
  nameError,
  REQUIRED,
  TEXT_DIRECTION_CONTROL,
} from '../../domain/shared/validation';
import { INVISIBLE_NAMES } from '../support/invisible-names';

describe('nameError', () => {
  it.each(INVISIBLE_NAMES)("counts a name of %s as empty: 'Required'", (_, name) =>
    expect(nameError(name)).toBe(REQUIRED),
  );

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

  it.each([EMAIL_MAX_LENGTH + 1, 10_240])(`refuses %i characters: '${EMAIL_TOO_LONG}'`, (length) =>
    expect(emailError(ofLength(length))).toBe(EMAIL_TOO_LONG),
  );

  it('measures the address without the spaces around it', () =>
    expect(emailError(`  ${ofLength(EMAIL_MAX_LENGTH)}  `)).toBeNull());

  it('still checks the shape', () => expect(emailError('not-an-email')).toBe(INVALID_EMAIL));
});

describe('text-direction controls and length limits (issue 17 §1)', () => {
  const controls = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];

  it.each(controls)('refuses a name holding U+%s, which reorders what it shows', (control) => {
    expect(nameError(`probe${control}gnp.exe`)).toBe(TEXT_DIRECTION_CONTROL);
    expect(fileNameError(`probe${control}gnp.exe`)).toBe(TEXT_DIRECTION_CONTROL);
  });

  it('keeps right-to-left text and the marks that do not reorder', () => {
    expect(nameError('שלום עולם')).toBeNull();
    expect(nameError('Summer\u200Esale')).toBeNull();
  });

  it('refuses names, file names and passwords over their limits', () => {
    expect(nameError('n'.repeat(NAME_MAX_LENGTH + 1))).toBe(NAME_TOO_LONG);
    expect(fileNameError(`${'n'.repeat(FILE_NAME_MAX_LENGTH)}.png`)).toBe(tooLong('file name', FILE_NAME_MAX_LENGTH));
    expect(fileNameError(`${'n'.repeat(FILE_NAME_MAX_LENGTH - 4)}.png`)).toBeNull();
    expect(passwordError(`Aa1${'x'.repeat(PASSWORD_MAX_LENGTH)}`)).toBe(PASSWORD_TOO_LONG);
  });
});

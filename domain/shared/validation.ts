// Field rules shared by the browser and the server (spec 1 §5, spec 3 §5).
/** Two lists with the same items in the same order. */
export const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

export const REQUIRED = 'Required';
export const LEADING_SPACE = 'Spaces are not allowed in the beginning of the name';
export const INVALID_EMAIL = 'Please enter a valid email';
export const NAME_MAX_LENGTH = 128;
export const NAME_TOO_LONG = `The name must be at most ${NAME_MAX_LENGTH} characters`;
/** The longest address SMTP can carry (RFC 5321: a 256-octet path less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_TOO_LONG = `The email must be at most ${EMAIL_MAX_LENGTH} characters`;
export const TEXT_DIRECTION_CONTROL = 'The name must not contain text-direction control characters';

/**
 * A character that shows something on its own: not white space, not a control or format character, not a
 * default-ignorable one (zero-width spaces and joiners, word joiner, Hangul fillers, variation selectors),
 * not a combining mark (it only decorates the character before it) and not the blank Braille pattern.
 */
const VISIBLE = /[^\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\p{M}\u2800]/u;

/**
 * Embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): they reorder what follows, so that
 * 'probe\u202Egnp.exe' shows as 'probeexe.png'.
 */
const DIRECTION_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
export const hasTextDirectionControl = (text: string) => DIRECTION_CONTROL.test(text);

/** Whether the text shows nothing: empty, spaces, or only characters nobody can see. */
export const showsNothing = (text: string) => !VISIBLE.test(text);

/**
 * What every name keeps, whatever the spaces around it: something visible ('Required'), at most
 * NAME_MAX_LENGTH characters, no text-direction controls. Returns the message of the first broken rule.
 */
export function nameTextError(name: string | undefined | null): string | null {
  if (name == null || showsNothing(name)) return REQUIRED;
  if (name.length > NAME_MAX_LENGTH) return NAME_TOO_LONG;
  if (hasTextDirectionControl(name)) return TEXT_DIRECTION_CONTROL;
  return null;
}

/** A display name: required (a name nobody can see counts as empty), not starting with a space, bounded. Returns the
 * message of the first broken rule. */
export function nameError(name: string | undefined | null): string | null {
  if (name == null || showsNothing(name)) return REQUIRED;
  if (name.startsWith(' ')) return LEADING_SPACE;
  return nameTextError(name);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export function emailError(email: string | undefined | null): string | null {
  const trimmed = email?.trim() ?? '';
  if (trimmed === '') return REQUIRED;
  if (trimmed.length > EMAIL_MAX_LENGTH) return EMAIL_TOO_LONG;
  return EMAIL.test(trimmed) ? null : INVALID_EMAIL;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** 24-character lowercase hex, the id shape the spec's routes expect. */
export const ID_PATTERN = '^[0-9a-f]{24}$';

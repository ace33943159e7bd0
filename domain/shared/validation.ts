// Field rules shared by the browser and the server (spec 1 §5, spec 3 §5).
export const REQUIRED = 'Required';
export const LEADING_SPACE = 'Spaces are not allowed in the beginning of the name';
export const INVALID_EMAIL = 'Please enter a valid email';
export const NAME_MAX_LENGTH = 128;
export const NAME_TOO_LONG = `The name must be at most ${NAME_MAX_LENGTH} characters`;

/** A display name: required, not starting with a space, bounded. Returns the message of the first broken rule. */
export function nameError(name: string | undefined | null): string | null {
  if (name == null || name.trim() === '') return REQUIRED;
  if (name.startsWith(' ')) return LEADING_SPACE;
  if (name.length > NAME_MAX_LENGTH) return NAME_TOO_LONG;
  return null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export function emailError(email: string | undefined | null): string | null {
  if (email == null || email.trim() === '') return REQUIRED;
  return EMAIL.test(email.trim()) ? null : INVALID_EMAIL;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** 24-character lowercase hex, the id shape the spec's routes expect. */
export const ID_PATTERN = '^[0-9a-f]{24}$';
export function isId(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{24}$/.test(value);
}

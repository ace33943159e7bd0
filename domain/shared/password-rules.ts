// Password criteria (spec 1 §5, §9; spec 3 §5). The UI shows them as a list that turns green when met.
export const PASSWORD_MIN_LENGTH = 16;
/** Far above any passphrase; hashing (Argon2id) a longer one would only cost the server. */
export const PASSWORD_MAX_LENGTH = 256;
export const PASSWORD_TOO_LONG = `The password must be at most ${PASSWORD_MAX_LENGTH} characters`;

export const PASSWORD_CRITERIA = [
  {
    id: 'length',
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    test: (p: string) => p.length >= PASSWORD_MIN_LENGTH,
  },
  { id: 'lowercase', label: 'One lowercase letter', test: (p: string) => /[a-z]/.test(p) },
  { id: 'uppercase', label: 'One uppercase letter', test: (p: string) => /[A-Z]/.test(p) },
  { id: 'digit', label: 'One digit', test: (p: string) => /\d/.test(p) },
] as const;

export const PASSWORD_RULES_MESSAGE = `Password must have at least ${PASSWORD_MIN_LENGTH} characters, one lowercase letter, one uppercase letter and one digit`;

export function passwordError(password: string | undefined | null): string | null {
  if (!password) return PASSWORD_RULES_MESSAGE;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG;
  return PASSWORD_CRITERIA.every((c) => c.test(password)) ? null : PASSWORD_RULES_MESSAGE;
}

// The second step of a password sign-in for a user with two-factor sign-in on, or whose partner requires it: the
// password step answers a challenge sealed by the secret store (AES-GCM under a key derived from the master key, so
// it cannot be forged or altered) naming the user and the step, good for five minutes. No session exists until the
// step is done (api/routes/two-factor.ts).
import type { SecretStore } from '../../commands/secrets/secret-store';

export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
export type SecondStepKind = 'code' | 'enrol';
type Challenge = { purpose: 'sign-in-second-step'; userId: string; step: SecondStepKind; expiresAt: number };

/** The step a user signing in with a right password takes next, or null to get a session at once. */
export function secondStepOf(user: { totpEnabled: boolean; twoFactorRequired: boolean }): SecondStepKind | null {
  if (user.totpEnabled) return 'code';
  return user.twoFactorRequired ? 'enrol' : null;
}

export function issueChallenge(secrets: SecretStore, userId: string, step: SecondStepKind, now = Date.now()): string {
  const challenge: Challenge = { purpose: 'sign-in-second-step', userId, step, expiresAt: now + CHALLENGE_TTL_MS };
  return secrets.sealState(JSON.stringify(challenge));
}

/** The challenge's user and step; null when it was not sealed here, is of another purpose or has expired. */
export function openChallenge(secrets: SecretStore, text: string, now = Date.now()) {
  const opened = secrets.openState(text);
  if (!opened) return null;
  const challenge = JSON.parse(opened) as Challenge;
  if (challenge.purpose !== 'sign-in-second-step' || challenge.expiresAt <= now) return null;
  return { userId: challenge.userId, step: challenge.step };
}

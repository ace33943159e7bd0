// The stored session (spec 1 §3): what the browser remembers about the signed-in user. The real session is
// the httpOnly cookie; this copy drives the route guards and the shell without a round trip.
import { useSyncExternalStore } from 'react';
import { storageSubscriber } from './storedValue';
import { isTopAdmin, type Role } from '../../../domain/roles';

export interface StoredSession {
  id: string;
  role: Role;
  username: string;
  email: string;
  isConceptOnly: boolean;
}

/** The localStorage keys of the stored session and the last e-mail signed in with. */
export const SESSION_KEY = 'varia.session';
export const LAST_EMAIL_KEY = 'varia.lastEmail';
const RETURN_TO_KEY = 'varia.returnTo';
const CHANGED = 'varia:session-changed';

let cachedRaw: string | null = null;
let cachedSession: StoredSession | null = null;

export function getSession(): StoredSession | null {
  const raw = localStorage.getItem(SESSION_KEY);
  if (raw === cachedRaw) return cachedSession;
  cachedRaw = raw;
  try {
    cachedSession = raw ? (JSON.parse(raw) as StoredSession) : null;
  } catch {
    cachedSession = null;
  }
  return cachedSession;
}

export function setSession(session: StoredSession): void {
  const { id, role, username, email, isConceptOnly } = session;
  localStorage.setItem(SESSION_KEY, JSON.stringify({ id, role, username, email, isConceptOnly: !!isConceptOnly }));
  window.dispatchEvent(new Event(CHANGED));
}

export function clearSession(): void {
  if (localStorage.getItem(SESSION_KEY) === null) return;
  localStorage.removeItem(SESSION_KEY);
  window.dispatchEvent(new Event(CHANGED));
}

const subscribe = storageSubscriber(CHANGED);

/** Concept-only mode (spec 1 §2.2, §2.3): a concept-only user who is not a top admin. */
export function isConceptOnlyMode(session: StoredSession | null): boolean {
  return !!session?.isConceptOnly && !isTopAdmin(session.role);
}

/** The stored session, re-rendering when it changes (in this tab or another). */
export function useSession(): StoredSession | null {
  return useSyncExternalStore(subscribe, getSession);
}

export function rememberEmail(email: string): void {
  localStorage.setItem(LAST_EMAIL_KEY, email);
}

export function lastEmail(): string {
  return localStorage.getItem(LAST_EMAIL_KEY) ?? '';
}

const PUBLIC_PREFIXES = ['/login', '/join/', '/404', '/password'];

let ignoreReturnPathUntil = 0;

/** After Log Out the user starts over at home: the guards' redirect to /login must not save the page. */
export function ignoreReturnPathsFor(ms: number): void {
  ignoreReturnPathUntil = Date.now() + ms;
  sessionStorage.removeItem(RETURN_TO_KEY);
}

/** Remember where to return after signing in (path and query), unless it is a public page. */
export function saveReturnPath(pathAndQuery: string): void {
  if (Date.now() < ignoreReturnPathUntil) return;
  if (PUBLIC_PREFIXES.some((p) => pathAndQuery.startsWith(p))) return;
  sessionStorage.setItem(RETURN_TO_KEY, pathAndQuery);
}

export function takeReturnPath(): string | null {
  const path = sessionStorage.getItem(RETURN_TO_KEY);
  sessionStorage.removeItem(RETURN_TO_KEY);
  return path;
}

export function currentPathAndQuery(): string {
  return window.location.pathname + window.location.search;
}

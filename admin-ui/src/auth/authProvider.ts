// Cookie session on the /auth routes (spec 1 §7). The stored session mirrors who is signed in. Sign-in first
// asks how the user signs in (POST /auth/mode): with a password here, or by single sign-on at the provider.
import type { AuthProvider } from 'react-admin';
import { homePath } from '../../../domain/roles';
import { API_URL, httpClient, jsonBody } from '../providers/httpClient';
import type { AuthMode, CurrentUser, SecondStep, StoredSession } from '../providers/types';
import { markActivity } from './activity';
import {
  clearSession,
  currentPathAndQuery,
  getSession,
  rememberEmail,
  saveReturnPath,
  setSession,
  takeReturnPath,
} from './session';

/** Start a browser session from a login or invitation answer; returns where to go next. */
export function startSession(answer: StoredSession): string {
  // The activity first: another tab waiting at the login page follows the session as it appears, and must not
  // judge it by the last session's activity (its expiry dialog would log both tabs out at once).
  markActivity();
  rememberEmail(answer.email);
  setSession(answer);
  return takeReturnPath() ?? homePath(answer.role, answer.isConceptOnly);
}

/** The server route that starts a single sign-on at the e-mail's identity provider. */
export const ssoLoginUrl = (mode: 'saml' | 'google', username: string) =>
  `${API_URL}/auth/${mode}-login?username=${encodeURIComponent(username)}`;

/** How this e-mail signs in (POST /auth/mode). */
export async function authModeOf(username: string): Promise<AuthMode['authMode']> {
  const { json } = await httpClient<AuthMode>('/auth/mode', {
    method: 'POST',
    body: jsonBody({ username }),
    handle: [404, 429],
  });
  return json.authMode;
}

/** A right password of a user with two-factor sign-in (POST /auth/login answered 202): the login page asks the code,
 * or enrols first when the partner requires it. */
export class SecondStepNeeded extends Error {
  constructor(readonly secondStep: SecondStep) {
    super('A second sign-in step is needed');
  }
}

export const authProvider: AuthProvider = {
  /** `authMode`: what the login page already asked for this e-mail, so it is not asked twice. */
  async login({
    username,
    password,
    authMode,
  }: {
    username: string;
    password: string;
    authMode?: AuthMode['authMode'] | null;
  }) {
    const mode = authMode ?? (await authModeOf(username));
    if (mode !== 'password') {
      window.location.assign(ssoLoginUrl(mode, username));
      return { redirectTo: '/login' };
    }
    const { status, json } = await httpClient<StoredSession | SecondStep>('/auth/login', {
      method: 'POST',
      body: jsonBody({ username, password }),
      handle: [401, 404, 429],
    });
    if (status === 202) throw new SecondStepNeeded(json as SecondStep);
    return { redirectTo: startSession(json as StoredSession) };
  },

  async logout() {
    if (getSession()) {
      await httpClient('/auth/logout', { method: 'POST', handle: [401] });
    }
    clearSession();
    return '/login';
  },

  async checkAuth() {
    if (getSession()) return;
    saveReturnPath(currentPathAndQuery());
    throw { redirectTo: '/login', message: false };
  },

  // The HTTP client already answers 401 (back to /login) and 404 (to /404).
  async checkError() {},

  async getPermissions() {
    return getSession()?.role ?? null;
  },

  async getIdentity() {
    const { json } = await httpClient<CurrentUser>('/auth/current-user');
    return { ...json, fullName: json.name || json.username || json.email };
  },
};

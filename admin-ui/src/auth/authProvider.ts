// Cookie session on the /auth routes (spec 1 §7). The stored session mirrors who is signed in. Sign-in first
// asks how the user signs in (POST /auth/mode): with a password here, or by single sign-on at the provider.
import type { AuthProvider } from 'react-admin';
import { homePath } from '../../../domain/roles';
import { API_URL, httpClient, jsonBody } from '../providers/httpClient';
import type { AuthMode, CurrentUser, StoredSession } from '../providers/types';
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
  setSession(answer);
  rememberEmail(answer.email);
  markActivity();
  return takeReturnPath() ?? homePath(answer.role, answer.isConceptOnly);
}

export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    const { json: mode } = await httpClient<AuthMode>('/auth/mode', {
      method: 'POST',
      body: jsonBody({ username }),
      handle: [404, 429],
    });
    if (mode.authMode !== 'password') {
      window.location.assign(`${API_URL}/auth/${mode.authMode}-login?username=${encodeURIComponent(username)}`);
      return { redirectTo: '/login' };
    }
    const { json } = await httpClient<StoredSession>('/auth/login', {
      method: 'POST',
      body: jsonBody({ username, password }),
      handle: [401, 404, 429],
    });
    return { redirectTo: startSession(json) };
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

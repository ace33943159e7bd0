// Every call to the API goes through here (spec 1 §7, §8): credentials, JSON, the x-version check,
// the sliding-session clock and the shared answers to 401, 404 and > 500.
import { flushSync } from 'react-dom';
import { HttpError } from 'react-admin';
import { markActivity } from '../auth/activity';
import { clearSession, currentPathAndQuery, getSession, isConceptOnlyMode, saveReturnPath } from '../auth/session';
import { goTo } from './navigation';
import { reportPendingChange, reportServerFailure, reportServerVersion } from './notices';
import { queryClient } from './queryClient';

export const API_URL = '/api/v1';
export const SERVER_FAILURE_TITLE = 'Something went wrong :(';
export const SERVER_FAILURE_TEXT = 'Please refresh the page or try again later.';

export interface HttpOptions extends RequestInit {
  /** Statuses the caller handles itself: no redirect to /login or /404 for them. */
  handle?: number[];
}

interface HttpResult<T = any> {
  status: number;
  headers: Headers;
  body: string;
  json: T;
}

interface ApiErrorBody {
  statusCode?: number;
  code?: string;
  error?: string;
  message?: string;
  details?: unknown;
}

function parse(body: string): any {
  if (!body) return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/** 401: clear the session, remember the page, sign in again (concept-only mode: its error page, spec 1 §8). */
function onUnauthorized(): void {
  const session = getSession();
  if (window.location.pathname === '/login' || (!session && window.location.pathname.startsWith('/join/'))) {
    clearSession();
    return;
  }
  // Requests sent together (the page's and the top bar's) are answered 401 together: the first one sent a
  // concept-only tab to its error page and cleared the session, and the others must not take it on to /login.
  if (
    !session &&
    window.location.pathname === '/concepts-only' &&
    new URLSearchParams(window.location.search).get('error') === 'true'
  )
    return;
  saveReturnPath(currentPathAndQuery());
  // Leave and forget the session in one render: the page's own guard would otherwise see no session first.
  flushSync(() => {
    clearSession();
    goTo(isConceptOnlyMode(session) ? '/concepts-only?error=true' : '/login', true);
  });
  // Drop what the previous session could see, after the login page has replaced the screen.
  setTimeout(() => queryClient.clear(), 0);
}

export async function httpClient<T = any>(url: string, options: HttpOptions = {}): Promise<HttpResult<T>> {
  const { handle = [], ...init } = options;
  const headers = new Headers(init.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (typeof init.body === 'string' && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  // What 'today' means to this user (flight dates): the server judges dates in this zone.
  headers.set('x-time-zone', Intl.DateTimeFormat().resolvedOptions().timeZone);
  const full = url.startsWith('http') || url.startsWith(API_URL) ? url : `${API_URL}${url}`;

  const response = await fetch(full, { ...init, headers, credentials: 'include' });
  reportServerVersion(response.headers.get('x-version'));
  const body = await response.text();
  const json = parse(body);

  if (response.ok) {
    if (getSession()) markActivity();
    // Saved, but a read model cannot show it yet: say so instead of letting the screen look unchanged.
    if (response.headers.get('x-projections-lagging') === 'true') reportPendingChange();
    return { status: response.status, headers: response.headers, body, json };
  }

  const error = (typeof json === 'object' && json) as ApiErrorBody | false;
  const message = (error && (error.message || error.error)) || response.statusText || `HTTP ${response.status}`;
  const status = response.status;
  if (status !== 401 && getSession()) markActivity();

  if (!handle.includes(status)) {
    if (status === 401) onUnauthorized();
    else if (status === 404) goTo('/404', true);
    else if (status > 500) {
      console.error(`API ${init.method ?? 'GET'} ${full} failed with ${status}`, json);
      reportServerFailure();
      throw new HttpError(SERVER_FAILURE_TITLE, status, json);
    }
  }
  throw new HttpError(message, status, json);
}

/** JSON body helper for commands: send exactly the given fields. */
export function jsonBody(data: unknown): string {
  return JSON.stringify(data);
}

/**
 * The same answers as httpClient gives, for a call made without fetch (XMLHttpRequest uploads, which report
 * their progress): the version check, the session clock, and 401, 404 and > 500. Returns the error to throw,
 * or null for a success.
 */
export function answerOutsideFetch(
  status: number,
  statusText: string,
  body: string,
  version: string | null,
  what: string,
): HttpError | null {
  reportServerVersion(version);
  const json = parse(body);
  if (status >= 200 && status < 300) {
    if (getSession()) markActivity();
    return null;
  }
  if (status !== 401 && status !== 0 && getSession()) markActivity();
  if (status === 401) onUnauthorized();
  else if (status === 404) goTo('/404', true);
  else if (status > 500) {
    console.error(`API ${what} failed with ${status}`, json);
    reportServerFailure();
    return new HttpError(SERVER_FAILURE_TITLE, status, json);
  }
  const error = (typeof json === 'object' && json) as ApiErrorBody | false;
  const message =
    (error && (error.message || error.error)) || statusText || (status ? `HTTP ${status}` : 'Network error');
  return new HttpError(message, status, json);
}

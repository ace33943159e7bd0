// The seed talks to Varia only through its public HTTP API, like a browser tab would.
import { MESSAGES } from '../domain/shared/errors';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message?: string } | null,
    what: string,
  ) {
    super(`${what} → ${status} ${body?.message ?? JSON.stringify(body)}`);
  }
}

/** A cookie-keeping client: one per signed-in user. */
export class ApiClient {
  private cookie: string | null = null;

  constructor(readonly baseUrl: string) {}

  /** JSON bodies go as JSON; a FormData goes as multipart/form-data (fetch writes the boundary). */
  async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    // No keep-alive: a socket the seed left open would hold up the product's shutdown for the server's
    // keep-alive timeout (72 s) when the seed is cut short.
    const headers: Record<string, string> = { connection: 'close' };
    if (this.cookie) headers.cookie = this.cookie;
    const multipart = body instanceof FormData;
    if (body !== undefined && !multipart) headers['content-type'] = 'application/json';
    const payload = body === undefined || multipart ? body : JSON.stringify(body);
    const response = await fetch(`${this.baseUrl}/api/v1${path}`, {
      method,
      headers,
      body: payload as BodyInit | undefined,
    });
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('varia_session='));
    if (setCookie) this.cookie = setCookie.split(';')[0]!;
    const text = await response.text();
    const parsed = text ? JSON.parse(text) : null;
    if (!response.ok) throw new ApiError(response.status, parsed, `${method} ${path}`);
    return parsed as T;
  }
  get = <T>(path: string) => this.call<T>('GET', path);
  post = <T>(path: string, body: unknown) => this.call<T>('POST', path, body);
}

export const isAlreadyExist = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.body?.message === MESSAGES.alreadyExist;

/** react-admin's simple-rest list query: one page big enough for a demo. */
export const listQuery = (filter: Record<string, unknown> = {}) =>
  `filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,999]')}`;

export const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

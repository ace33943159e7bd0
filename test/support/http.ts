// A small HTTP client over fetch that keeps the session cookie, like a browser would.
export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export class HttpClient {
  private cookie: string | null = null;

  constructor(readonly baseUrl: string) {}

  /** The session cookie, for requests this client cannot make itself (multipart, websockets). */
  cookieHeader(): string {
    return this.cookie ?? '';
  }

  async request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    init: { rawBody?: string; headers?: Record<string, string> } = {},
  ): Promise<Reply<T>> {
    const headers: Record<string, string> = { ...init.headers };
    if (this.cookie) headers.cookie = this.cookie;
    let payload: string | FormData | undefined;
    if (init.rawBody !== undefined) payload = init.rawBody;
    // A form goes as multipart/form-data; fetch writes its content type with the boundary.
    else if (body instanceof FormData) payload = body;
    else if (body !== undefined) payload = JSON.stringify(body);
    if (typeof payload === 'string') headers['content-type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}/api/v1${path}`, { method, headers, body: payload });
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('varia_session='));
    if (setCookie) {
      const value = setCookie.split(';')[0]!;
      this.cookie = value === 'varia_session=' ? null : value;
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get<T = any>(path: string) {
    return this.request<T>('GET', path);
  }
  post<T = any>(path: string, body?: unknown) {
    return this.request<T>('POST', path, body);
  }
  put<T = any>(path: string, body?: unknown) {
    return this.request<T>('PUT', path, body);
  }
  delete<T = any>(path: string) {
    return this.request<T>('DELETE', path);
  }

  async login(email: string, password: string): Promise<Reply> {
    const reply = await this.post('/auth/login', { username: email, password });
    if (reply.status !== 200)
      throw new Error(`login failed for ${email}: ${reply.status} ${JSON.stringify(reply.body)}`);
    return reply;
  }
}

export const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

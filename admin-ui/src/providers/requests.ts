// Small request helpers shared by the resource adapters.
import { httpClient, jsonBody, type HttpOptions } from './httpClient';

export const enc = encodeURIComponent;

export function unsupported(resource: string, method: string): never {
  throw new Error(`${method} is not supported for ${resource}`);
}

/** Keep only the given fields of a record (the API refuses unknown fields). */
export function pick<T extends object>(data: T, fields: readonly string[]): Partial<T> {
  const out: Record<string, unknown> = {};
  for (const f of fields) if (f in data) out[f] = (data as Record<string, unknown>)[f];
  return out as Partial<T>;
}

/** The given fields that differ from the record as it was loaded. */
export function changed(
  data: Record<string, unknown>,
  previous: Record<string, unknown> | undefined,
  fields: readonly string[],
) {
  const out: Record<string, unknown> = {};
  for (const f of fields) if (f in data && (!previous || data[f] !== previous[f])) out[f] = data[f];
  return out;
}

/** `?a=…&b=…` of the values given, leaving out missing ones (e.g. the partnerId only top admins name); or ''. */
export function queryString(values: Record<string, string | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value != null && value !== '') query.set(key, value);
  const text = query.toString();
  return text ? `?${text}` : '';
}

export const get = <T>(path: string, options: Pick<HttpOptions, 'handle' | 'signal'> = {}) =>
  httpClient<T>(path, options).then((r) => r.json);
export const post = <T>(path: string, body?: unknown) =>
  httpClient<T>(path, { method: 'POST', body: body === undefined ? undefined : jsonBody(body) }).then((r) => r.json);
export const put = <T>(path: string, body: unknown) =>
  httpClient<T>(path, { method: 'PUT', body: jsonBody(body) }).then((r) => r.json);
export const patch = <T>(path: string, body?: unknown) =>
  httpClient<T>(path, { method: 'PATCH', body: body === undefined ? undefined : jsonBody(body) }).then((r) => r.json);
export const del = <T>(path: string, body?: unknown) =>
  httpClient<T>(path, { method: 'DELETE', body: body === undefined ? undefined : jsonBody(body) }).then((r) => r.json);

// The URL a request line logs, with the values of parameters that carry secrets replaced: an OAuth far end sends the
// browser back with a code and a state, and /ws takes its key in the query.
const SECRET_PARAMS = ['code', 'state', 'key', 'access_token', 'token'];

export function loggableUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const params = new URLSearchParams(url.slice(query + 1));
  for (const name of SECRET_PARAMS) if (params.has(name)) params.set(name, 'REDACTED');
  return `${url.slice(0, query)}?${params.toString()}`;
}

// Text that is not Unicode (an unpaired UTF-16 surrogate, which a JSON "\ud800" escape produces) or that
// Postgres cannot store (U+0000) is refused with 400 naming the field, before it reaches a query or an
// event (a 500 there).
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../domain/shared/errors';

const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function isUnsafe(text: string): boolean {
  return text.includes('\u0000') || UNPAIRED_SURROGATE.test(text);
}

/** Where a value sits: its field and the fields around it, joined only when one is refused. */
interface Place {
  parent: Place | null;
  name: string;
}

function pathOf(place: Place): string {
  const names: string[] = [];
  for (let at: Place | null = place; at; at = at.parent) names.push(at.name);
  return names.reverse().join('/');
}

/**
 * Throws 400 '<field> must not contain a NUL character or an unpaired surrogate' when the value, or any
 * string inside it, holds one, naming the field that holds it ('body/tags/1'; an object for one of its keys).
 * Walked without recursion: JSON.parse takes nesting far deeper than the call stack.
 */
export function refuseUnsafeText(field: string, value: unknown): void {
  const pending: [Place, unknown][] = [[{ parent: null, name: field }, value]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [place, inner] = next;
    const isObject = inner !== null && typeof inner === 'object';
    const texts = isObject ? Object.keys(inner) : typeof inner === 'string' ? [inner] : [];
    if (texts.some(isUnsafe)) {
      const at = pathOf(place);
      throw DomainError.badRequest(`${at} must not contain a NUL character or an unpaired surrogate`, { field: at });
    }
    // Reversed onto the stack, so fields are checked in their order.
    if (isObject)
      for (const [name, child] of Object.entries(inner).reverse()) pending.push([{ parent: place, name }, child]);
  }
}

/** A JSON text's value (react-admin's sort, range and filter), whose escapes only become characters when parsed. */
function decodedJson(text: string): unknown {
  if (!/^\s*[[{"]/.test(text)) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The body, query string and path parameters of every route that declares them (so 400 is among its
 * declared answers), named as the schema errors name them.
 */
export function refuseUnsafeInput(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema;
    if (schema?.params) refuseUnsafeText('params', request.params);
    if (schema?.body) refuseUnsafeText('body', request.body);
    if (!schema?.querystring) return;
    refuseUnsafeText('querystring', request.query);
    for (const [name, value] of Object.entries(request.query ?? {})) {
      if (typeof value === 'string') refuseUnsafeText(`querystring/${name}`, decodedJson(value));
    }
  });
}

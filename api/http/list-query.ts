// react-admin's simple-rest list query (sort, range, filter as JSON strings) in, Content-Range out. Each list
// names the fields it sorts by (its allow-list, next to its query in projections/) and the filters it reads;
// the patterns below say exactly which JSON texts are taken, and ajv holds every request to them.
import { Type, type TSchema } from 'typebox';
import type { FastifyReply } from 'fastify';
import { MESSAGES } from '../../domain/shared/errors';
import type { ListQuery, Page } from '../../projections/list';
import { always, JSON_STRING_CHAR, withRule } from './schemas';

export const MAX_PAGE = 1000;
/** Rows a list gives when the request names no range. */
const DEFAULT_ROWS = 10;

/** What a list takes: the fields it sorts by, its default one, and the filters it reads (any other key is ignored). */
export interface ListDefinition {
  sorts: Readonly<Record<string, unknown>> | readonly string[];
  defaultSort: string;
  /** The order without a `sort` (ASC unless said): a list read newest first by default says DESC. */
  defaultOrder?: 'ASC' | 'DESC';
  filters?: Readonly<Record<string, 'text' | 'boolean'>>;
}

const sortFields = (list: ListDefinition) =>
  (Array.isArray(list.sorts) ? list.sorts : Object.keys(list.sorts)) as readonly string[];
/** A list that names no filters reads "q", its search. */
const filtersOf = (list: ListDefinition) => list.filters ?? { q: 'text' as const };

// A filter is a JSON object of scalars.
const JSON_STRING = `"${JSON_STRING_CHAR}*"`;
const JSON_SCALAR = `(?:${JSON_STRING}|-?(?:0|[1-9][0-9]*)(?:\\.[0-9]+)?(?:[eE][+-]?[0-9]+)?|true|false|null)`;
const MEMBER = `${JSON_STRING}:${JSON_SCALAR}`;
const INDEX = '(?:0|[1-9][0-9]{0,8})';

/** The `range` querystring field; without it, the first `defaultRows` rows. A range of more than MAX_PAGE rows gives
 * its first MAX_PAGE. */
export const rangeQuerystring = (defaultRows = DEFAULT_ROWS) =>
  Type.Optional(
    withRule(
      Type.String({
        pattern: `^\\[${INDEX},${INDEX}\\]$`,
        description:
          `JSON array [first, last] of row indexes, zero-based and inclusive; at most ${MAX_PAGE} rows (a longer range gives its first ${MAX_PAGE}); ` +
          `default [0,${defaultRows - 1}]; last before first is an empty page`,
        examples: ['[0,9]'],
      }),
      always(MESSAGES.wrongParams),
    ),
  );

/** The rows a range its schema (rangeQuerystring) has checked asks for. */
export function pageOf(range: string | undefined, defaultRows = DEFAULT_ROWS): { offset: number; limit: number } {
  const [first, last] = range ? (JSON.parse(range) as [number, number]) : [0, defaultRows - 1];
  return { offset: first, limit: Math.max(0, Math.min(last - first + 1, MAX_PAGE)) };
}

const orderOf = (list: ListDefinition) => list.defaultOrder ?? 'ASC';

const sortMessage = (fields: readonly string[]) =>
  `querystring/sort must be ["<field>","ASC"|"DESC"] with a field of: ${fields.join(', ')}`;

/** The querystring fields of a list: spread them into its querystring schema. */
export function listQuerystring(list: ListDefinition) {
  const fields = sortFields(list);
  const filters =
    Object.entries(filtersOf(list))
      .map(([key, type]) => `"${key}" (${type})`)
      .join(', ') || 'none';
  return {
    sort: Type.Optional(
      withRule(
        Type.String({
          pattern: `^\\["(?:${fields.join('|')})","(?:ASC|DESC)"\\]$`,
          description: `JSON array [field, "ASC" | "DESC"]; fields: ${fields.join(', ')}; default ["${list.defaultSort}","${orderOf(list)}"]`,
          examples: [JSON.stringify([list.defaultSort, orderOf(list)])],
        }),
        always(sortMessage(fields)),
      ),
    ),
    range: rangeQuerystring(),
    filter: Type.Optional(
      withRule(
        Type.String({
          pattern: `^\\{(?:${MEMBER}(?:,${MEMBER})*)?\\}$`,
          description: `JSON object of texts, numbers, booleans and nulls; read: ${filters} ("q" searches the list's text); other keys, and values of another type, are ignored`,
          examples: ['{"q":"acme"}'],
        }),
        always(MESSAGES.wrongParams),
      ),
    ),
  } satisfies Record<string, TSchema>;
}

/** The filters a list reads, each of its own type. */
function readFilters(filter: Record<string, unknown>, list: ListDefinition): Record<string, unknown> {
  const types = filtersOf(list);
  const typeOf = { text: 'string', boolean: 'boolean' } as const;
  return Object.fromEntries(
    Object.entries(filter).filter(([key, value]) => Object.hasOwn(types, key) && typeof value === typeOf[types[key]!]),
  );
}

/** The list query of a request its querystring schema (listQuerystring) has checked. */
export function parseListQuery(
  query: { sort?: string; range?: string; filter?: string },
  list: ListDefinition,
): ListQuery {
  const [sort, order] = query.sort
    ? (JSON.parse(query.sort) as [string, 'ASC' | 'DESC'])
    : [list.defaultSort, orderOf(list)];
  return {
    sort,
    order,
    ...pageOf(query.range),
    filter: readFilters(query.filter ? (JSON.parse(query.filter) as Record<string, unknown>) : {}, list),
  };
}

/** The header a paged answer carries: `Content-Range: <resource> <first>-<last>/<total>` (react-admin simple-rest). */
export const pageHeaders = (resource: string) => ({
  'Content-Range': Type.String({ description: `${resource} <first>-<last>/<total>` }),
});

/** A list's answer: one page of rows, and its Content-Range. */
export const ListAnswer = <T extends TSchema>(resource: string, row: T) =>
  Type.Array(row, { description: `A page of ${resource}`, headers: pageHeaders(resource) });

export function sendPage<T>(reply: FastifyReply, resource: string, query: Pick<ListQuery, 'offset'>, page: Page<T>) {
  const last = page.rows.length === 0 ? query.offset : query.offset + page.rows.length - 1;
  reply.header('Content-Range', `${resource} ${query.offset}-${last}/${page.total}`);
  return page.rows;
}

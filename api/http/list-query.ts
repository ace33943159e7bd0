// react-admin's simple-rest list query (sort, range, filter as JSON strings) in, Content-Range out.
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import { DomainError, MESSAGES } from '../../domain/shared/errors';
import type { ListQuery, Page } from '../../projections/list';

export const MAX_PAGE = 1000;

// Each is a JSON text; ajv sees the string, parseListQuery reads the JSON and answers 400 'Wrong params' when it is not as described.
export const ListQuerystring = {
  sort: Type.Optional(
    Type.String({ description: 'JSON array [field, "ASC" | "DESC"]; a field the list cannot sort by sorts by its default', examples: ['["name","ASC"]'] }),
  ),
  range: Type.Optional(
    Type.String({ description: `JSON array [first, last] of row indexes, zero-based and inclusive; at most ${MAX_PAGE} rows; default [0,9]`, examples: ['[0,9]'] }),
  ),
  filter: Type.Optional(
    Type.String({ description: 'JSON object of filters: "q" searches the list\'s text; some lists filter by fields too (e.g. {"status":"ACTIVE"}); other keys are ignored', examples: ['{"q":"acme"}'] }),
  ),
};

/** A list's answer: one page of rows, and `Content-Range: <resource> <first>-<last>/<total>` (react-admin simple-rest). */
export const ListAnswer = <T extends TSchema>(resource: string, row: T) =>
  Type.Array(row, { description: `A page of ${resource}`, headers: { 'Content-Range': Type.String({ description: `${resource} <first>-<last>/<total>` }) } });

function parseJson(value: string | undefined, field: string): unknown {
  if (value === undefined) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    throw DomainError.badRequest(`querystring/${field} must be JSON`, { field });
  }
}

export function parseListQuery(query: { sort?: string; range?: string; filter?: string }, defaultSort = 'name'): ListQuery {
  const sort = parseJson(query.sort, 'sort') ?? [defaultSort, 'ASC'];
  const range = parseJson(query.range, 'range') ?? [0, 9];
  const filter = parseJson(query.filter, 'filter') ?? {};
  if (!Array.isArray(sort) || typeof sort[0] !== 'string' || !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())) {
    throw DomainError.badRequest(MESSAGES.wrongParams, { field: 'sort' });
  }
  if (!Array.isArray(range) || !Number.isInteger(range[0]) || !Number.isInteger(range[1]) || range[0] < 0 || range[1] < range[0]) {
    throw DomainError.badRequest(MESSAGES.wrongParams, { field: 'range' });
  }
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) throw DomainError.badRequest(MESSAGES.wrongParams, { field: 'filter' });
  return {
    sort: sort[0],
    order: String(sort[1]).toUpperCase() as 'ASC' | 'DESC',
    offset: range[0],
    limit: Math.min(range[1] - range[0] + 1, MAX_PAGE),
    filter: filter as Record<string, unknown>,
  };
}

export function sendPage<T>(reply: FastifyReply, resource: string, query: ListQuery, page: Page<T>) {
  const last = page.rows.length === 0 ? query.offset : query.offset + page.rows.length - 1;
  reply.header('Content-Range', `${resource} ${query.offset}-${last}/${page.total}`);
  return page.rows;
}

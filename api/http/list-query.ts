// react-admin's simple-rest list query (sort, range, filter as JSON strings) in, Content-Range out.
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import { DomainError, MESSAGES } from '../../domain/shared/errors';
import type { ListQuery, Page } from '../../projections/list';

export const MAX_PAGE = 1000;

export const ListQuerystring = {
  sort: Type.Optional(Type.String({ description: 'JSON ["field","ASC"|"DESC"]' })),
  range: Type.Optional(Type.String({ description: 'JSON [first, last], inclusive, zero-based' })),
  filter: Type.Optional(Type.String({ description: 'JSON object, e.g. {"q":"text"}' })),
};

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

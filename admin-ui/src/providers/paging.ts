// Paged reads, one way for every screen and adapter: the API's list routes speak react-admin's simple-rest dialect
// (`range` [first, last] zero-based and inclusive, `sort` [field, order], `filter` an object, each JSON in the query)
// and answer the total in Content-Range. A screen states only its route, its window of rows, and what it sorts and
// filters by; `getPage` builds the query and reads the total.
import { httpClient } from './httpClient';
import { queryString } from './requests';

/** Rows `from` to `to` of a list, zero-based and inclusive: the API's `range`. */
export interface RowRange {
  from: number;
  to: number;
}

/** The rows of page `page` (counted from 1) of `perPage` rows. */
export const pageRange = (page: number, perPage: number): RowRange => ({
  from: (page - 1) * perPage,
  to: page * perPage - 1,
});

interface PageRead extends RowRange {
  sort?: readonly [field: string, order: 'ASC' | 'DESC'];
  /** Sent as JSON when given (even empty); left out when undefined or null. */
  filter?: object | null;
  /** The route's own query values beside the page's (a tree, a view mode, a moment); empty ones are left out. */
  query?: Record<string, string | null | undefined>;
}

interface Page<T> {
  rows: T[];
  /** Every row the read matches, as Content-Range names it (the rows' count when it names none). */
  total: number;
}

/** The path of a page read: `path` (which may carry a query of its own) with the read's query. */
export function pagePath(path: string, { from, to, sort, filter, query }: PageRead): string {
  const text = queryString({
    ...query,
    sort: sort && JSON.stringify(sort),
    range: JSON.stringify([from, to]),
    filter: filter == null ? undefined : JSON.stringify(filter),
  });
  return path.includes('?') ? `${path}&${text.slice(1)}` : `${path}${text}`;
}

/** GET one page of a list: its rows and the total. */
export async function getPage<T>(path: string, read: PageRead, signal?: AbortSignal): Promise<Page<T>> {
  const { json, headers } = await httpClient<T[]>(pagePath(path, read), { signal });
  const total = Number.parseInt(headers.get('content-range')?.split('/').pop() ?? '', 10);
  return { rows: json, total: Number.isFinite(total) ? total : json.length };
}

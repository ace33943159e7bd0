// A paged screen's state kept in the URL (filters in the URL, spec 1 §2.4), so a reload or a shared link shows the same
// page: `page` (from 1; left out on page 1) and `perPage` (one of the tables' sizes, spec 1 §2.4: 10, 20, 30, 40; left
// out at the default 10), beside the screen's own values (filters, sort, view), which it reads from and writes to the
// URL itself. Every change goes back to page 1 unless it names a page, and replaces the history entry.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './Pager';

export interface PageParams {
  page: number;
  perPage: number;
}

/** URL values to set; a null or '' one removes its key, an undefined one leaves it as it is. */
export type UrlValues = Record<string, string | null | undefined>;

export interface UrlPageSpec<Own, Change> {
  /** The screen's own values, as the URL holds them. */
  read: (search: URLSearchParams) => Own;
  /** The URL values of a change to them. */
  write: (change: Change) => UrlValues;
}

/** The URL keys of the page and its size: another pair where the list shares the URL with a paged screen. */
export interface PageKeys {
  page: string;
  perPage: string;
}
const PAGE_KEYS: PageKeys = { page: 'page', perPage: 'perPage' };

/** `spec` (and `keys`) must keep their identity between renders (module constants, or memoised). */
export function useUrlPageParams<Own, Change>(spec: UrlPageSpec<Own, Change>, keys: PageKeys = PAGE_KEYS) {
  const [search, setSearch] = useSearchParams();
  const params = useMemo((): Own & PageParams => {
    const perPage = Number(search.get(keys.perPage));
    return {
      ...spec.read(search),
      page: Math.max(1, Number.parseInt(search.get(keys.page) ?? '1', 10) || 1),
      perPage: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DEFAULT_PAGE_SIZE,
    };
  }, [search, spec, keys]);

  const change = useCallback(
    ({ page, perPage, ...own }: Change & Partial<PageParams>) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          const values: UrlValues = {
            ...spec.write(own as Change),
            [keys.perPage]: perPage === undefined ? undefined : perPage === DEFAULT_PAGE_SIZE ? null : String(perPage),
            [keys.page]: page && page > 1 ? String(page) : null,
          };
          for (const [key, value] of Object.entries(values)) {
            if (value === undefined) continue;
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setSearch, spec, keys],
  );
  return { params, change };
}

/** One page of rows a list holds whole (paged on the screen): the page shown, within the pages there are. */
export function pageOf<T>(rows: readonly T[], { page, perPage }: PageParams) {
  const pages = Math.max(1, Math.ceil(rows.length / perPage));
  const shown = Math.min(page, pages);
  return { page: shown, pages, rows: rows.slice((shown - 1) * perPage, shown * perPage) };
}

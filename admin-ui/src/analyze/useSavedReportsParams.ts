// The saved reports list's state in the URL (spec 1 §2.4: filters in the URL): the page, the search and the sort.
// The page size is the spec's 25 (spec 3 §9), so only the page is kept of the paging.
import { useSearchParams } from 'react-router-dom';
import { useCallback, useMemo } from 'react';

export const REPORT_SORTS = ['name', 'updatedAt', 'createdAt'] as const;
export type ReportSort = (typeof REPORT_SORTS)[number];

export interface SavedReportsParams {
  page: number;
  q: string;
  sort: ReportSort;
  order: 'ASC' | 'DESC';
}

export function useSavedReportsParams() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo((): SavedReportsParams => {
    const sort = search.get('sort');
    return {
      page: Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1),
      q: search.get('q') ?? '',
      sort: (REPORT_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ReportSort) : 'name',
      order: search.get('order') === 'DESC' ? 'DESC' : 'ASC',
    };
  }, [search]);
  /** Changes some values; any change but the page's goes back to page 1. */
  const change = useCallback(
    (next: Partial<SavedReportsParams>) =>
      setSearch(
        (current) => {
          const values = new URLSearchParams(current);
          const set = (key: string, value: string | null) => (value ? values.set(key, value) : values.delete(key));
          if (next.q !== undefined) set('q', next.q);
          if (next.sort !== undefined) set('sort', next.sort === 'name' ? null : next.sort);
          if (next.order !== undefined) set('order', next.order === 'ASC' ? null : next.order);
          set('page', next.page && next.page > 1 ? String(next.page) : null);
          return values;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return { params, change };
}

// The table's page, page size, sort and filter, kept in the URL (spec 1 §2.4: filters in the URL), so a reload
// or a shared link shows the same page. Changing the filter, sort or page size goes back to page 1.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { VARIANT_STATUSES, type VariantFilter, type VariantSortField } from '../providers/adapters/personalise';

export const VARIANT_PAGE_SIZES = [10, 25, 50, 100] as const;
const DEFAULT_VARIANT_PAGE_SIZE = 50;
const SORTS: readonly VariantSortField[] = ['createdAt', 'name', 'enabled'];

export interface TableParams {
  page: number;
  perPage: number;
  sort: VariantSortField;
  order: 'ASC' | 'DESC';
  filter: VariantFilter;
}

const strings = (value: unknown): string[] | undefined =>
  Array.isArray(value) && value.length && value.every((v) => typeof v === 'string') ? (value as string[]) : undefined;

/** The filter as the URL holds it, keeping only what the API takes. */
function parseFilter(raw: string | null): VariantFilter {
  let json: Record<string, unknown> = {};
  try {
    json = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
  const filter: VariantFilter = {};
  if (typeof json.q === 'string' && json.q) filter.q = json.q;
  const statuses = strings(json.statuses)?.filter((s): s is (typeof VARIANT_STATUSES)[number] =>
    (VARIANT_STATUSES as readonly string[]).includes(s),
  );
  if (statuses?.length) filter.statuses = statuses;
  for (const key of ['formats', 'variants', 'segments'] as const) {
    const list = strings(json[key]);
    if (list) filter[key] = list;
  }
  return filter;
}

export const activeFilterCount = (filter: VariantFilter) =>
  (filter.statuses?.length ?? 0) +
  (filter.formats?.length ?? 0) +
  (filter.variants?.length ?? 0) +
  (filter.segments?.length ?? 0);

export function useTableParams() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo((): TableParams => {
    const perPage = Number(search.get('perPage'));
    const sort = search.get('sort') as VariantSortField;
    return {
      page: Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1),
      perPage: (VARIANT_PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DEFAULT_VARIANT_PAGE_SIZE,
      sort: SORTS.includes(sort) ? sort : 'createdAt',
      order: search.get('order') === 'DESC' ? 'DESC' : 'ASC',
      filter: parseFilter(search.get('filter')),
    };
  }, [search]);

  const change = useCallback(
    (next: Partial<TableParams>) =>
      setSearch(
        (prev) => {
          const out = new URLSearchParams(prev);
          const set = (key: string, value: string | null) => (value === null ? out.delete(key) : out.set(key, value));
          if (next.filter) set('filter', Object.keys(next.filter).length ? JSON.stringify(next.filter) : null);
          if (next.perPage) set('perPage', String(next.perPage));
          if (next.sort) set('sort', next.sort);
          if (next.order) set('order', next.order);
          set('page', next.page && next.page > 1 ? String(next.page) : null);
          return out;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return { params, change };
}

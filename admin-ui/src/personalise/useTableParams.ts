// The table's page, page size, sort and filter, kept in the URL (spec 1 §2.4: filters in the URL), so a reload
// or a shared link shows the same page. Changing the filter, sort or page size goes back to page 1.
import { useUrlPageParams, type PageParams, type UrlPageSpec } from '../common/useUrlPageParams';
import { QA_FILTERS } from '../../../domain/personalise/filters';
import { VARIANT_STATUSES, type VariantFilter, type VariantSortField } from '../providers/adapters/personalise';

const SORTS: readonly VariantSortField[] = ['createdAt', 'name', 'enabled'];

interface TableView {
  sort: VariantSortField;
  order: 'ASC' | 'DESC';
  filter: VariantFilter;
}

export type TableParams = TableView & PageParams;

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
  const qa = QA_FILTERS.find((option) => option === json.qa);
  if (qa) filter.qa = qa;
  return filter;
}

export const activeFilterCount = (filter: VariantFilter) =>
  (filter.statuses?.length ?? 0) +
  (filter.formats?.length ?? 0) +
  (filter.variants?.length ?? 0) +
  (filter.segments?.length ?? 0) +
  (filter.qa ? 1 : 0);

const SPEC: UrlPageSpec<TableView, Partial<TableView>> = {
  read: (search) => {
    const sort = search.get('sort') as VariantSortField;
    return {
      sort: SORTS.includes(sort) ? sort : 'createdAt',
      order: search.get('order') === 'DESC' ? 'DESC' : 'ASC',
      filter: parseFilter(search.get('filter')),
    };
  },
  write: ({ sort, order, filter }) => ({
    sort,
    order,
    filter: filter && (Object.keys(filter).length ? JSON.stringify(filter) : null),
  }),
};

export const useTableParams = () => useUrlPageParams(SPEC);

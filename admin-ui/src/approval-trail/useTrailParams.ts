// The trail page's state, all in the URL (filters, page, page size, the view and the as-of moment), so a reload or a
// shared link shows the same rows. Changing a filter goes back to page 1. `variantId` makes it the page of one variant.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { APPROVAL_DECISIONS, APPROVAL_KINDS } from '../../../domain/approval-trail/records';
import { PAGE_SIZES, DEFAULT_PAGE_SIZE } from '../common/Pager';
import type { TrailFilter } from './trailApi';

type TrailView = 'trail' | 'asOf';

interface TrailParams {
  view: TrailView;
  page: number;
  perPage: number;
  filter: TrailFilter;
  /** The as-of moment, ISO; null until one is picked. */
  at: string | null;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
const FILTER_KEYS = ['user', 'kind', 'decision', 'variantId', 'from', 'to'] as const;

export function useTrailParams() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo((): TrailParams => {
    const perPage = Number(search.get('perPage'));
    const text = (key: string) => search.get(key) || undefined;
    const filter: TrailFilter = {
      user: text('user'),
      kind: oneOf(APPROVAL_KINDS, search.get('kind')),
      decision: oneOf(APPROVAL_DECISIONS, search.get('decision')),
      variantId: text('variantId'),
      from: text('from'),
      to: text('to'),
    };
    return {
      view: search.get('view') === 'asOf' ? 'asOf' : 'trail',
      page: Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1),
      perPage: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DEFAULT_PAGE_SIZE,
      filter: Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined)) as TrailFilter,
      at: text('at') ?? null,
    };
  }, [search]);

  const change = useCallback(
    (next: Partial<Omit<TrailParams, 'filter'>> & { filter?: Partial<Record<keyof TrailFilter, string | null>> }) =>
      setSearch(
        (prev) => {
          const out = new URLSearchParams(prev);
          const set = (key: string, value: string | null | undefined) =>
            value ? out.set(key, value) : out.delete(key);
          for (const key of FILTER_KEYS) if (next.filter && key in next.filter) set(key, next.filter[key]);
          if (next.view) set('view', next.view === 'trail' ? null : next.view);
          if (next.at !== undefined) set('at', next.at);
          if (next.perPage) set('perPage', next.perPage === DEFAULT_PAGE_SIZE ? null : String(next.perPage));
          set('page', next.page && next.page > 1 ? String(next.page) : null);
          return out;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return { params, change };
}

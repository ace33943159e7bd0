// The creatives page's view mode, page, page size and filters, kept in the URL (filters in the URL, spec 1 §2.4), so
// a reload or a shared link shows the same page. Changing a filter, the view or the page size goes back to page 1.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CREATIVE_STATUSES, type CreativeStatus, type CreativesViewMode } from '../../../domain/personalise/approvals';
import type { CreativesFilter } from '../../../domain/personalise/creative-view';

export const CREATIVES_PAGE_SIZES = [10, 25, 50, 100] as const;
const DEFAULT_CREATIVES_PAGE_SIZE = 25;

interface CreativesParams {
  mode: CreativesViewMode;
  page: number;
  perPage: number;
  filter: CreativesFilter;
}

export function useCreativesParams(views: readonly CreativesViewMode[]) {
  const [search, setSearch] = useSearchParams();
  const params = useMemo((): CreativesParams => {
    const perPage = Number(search.get('perPage'));
    const mode = search.get('viewmode') as CreativesViewMode;
    const status = search.get('status') as CreativeStatus;
    const q = search.get('q')?.trim();
    return {
      mode: views.includes(mode) ? mode : views[0]!,
      page: Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1),
      perPage: (CREATIVES_PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DEFAULT_CREATIVES_PAGE_SIZE,
      filter: { ...(q ? { q } : {}), ...(CREATIVE_STATUSES.includes(status) ? { status } : {}) },
    };
  }, [search, views]);

  const change = useCallback(
    (
      next: Partial<{ mode: CreativesViewMode; page: number; perPage: number; q: string; status: CreativeStatus | '' }>,
    ) =>
      setSearch(
        (current) => {
          const out = new URLSearchParams(current);
          const set = (key: string, value: string | number | undefined) => {
            if (value === undefined) return;
            if (value === '') out.delete(key);
            else out.set(key, String(value));
          };
          set('viewmode', next.mode);
          set('perPage', next.perPage);
          set('q', next.q);
          set('status', next.status);
          if (next.page !== undefined) set('page', next.page);
          else out.delete('page');
          return out;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return { params, change };
}

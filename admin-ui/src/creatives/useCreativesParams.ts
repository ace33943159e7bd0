// The creatives page's view mode, page, page size and filters, kept in the URL (filters in the URL, spec 1 §2.4), so
// a reload or a shared link shows the same page. Changing a filter, the view or the page size goes back to page 1.
import { useMemo } from 'react';
import { CREATIVE_STATUSES, type CreativeStatus, type CreativesViewMode } from '../../../domain/personalise/approvals';
import type { CreativesFilter } from '../../../domain/personalise/creative-view';
import { useUrlPageParams, type UrlPageSpec } from '../common/useUrlPageParams';

interface CreativesView {
  mode: CreativesViewMode;
  filter: CreativesFilter;
}

type CreativesChange = Partial<{ mode: CreativesViewMode; q: string; status: CreativeStatus | '' }>;

export function useCreativesParams(views: readonly CreativesViewMode[]) {
  const spec = useMemo(
    (): UrlPageSpec<CreativesView, CreativesChange> => ({
      read: (search) => {
        const mode = search.get('viewmode') as CreativesViewMode;
        const status = search.get('status') as CreativeStatus;
        const q = search.get('q')?.trim();
        return {
          mode: views.includes(mode) ? mode : views[0]!,
          filter: { ...(q ? { q } : {}), ...(CREATIVE_STATUSES.includes(status) ? { status } : {}) },
        };
      },
      write: ({ mode, q, status }) => ({ viewmode: mode, q, status }),
    }),
    [views],
  );
  return useUrlPageParams(spec);
}

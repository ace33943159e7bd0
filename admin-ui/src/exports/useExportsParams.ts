// The exports list's state in the URL (spec 1 §2.4), beside the screen that opened it (`exports=1`): its page and
// size (`exportsPage`, `exportsPerPage`, apart from the screen's own `page`), the job state shown (`exportsStatus`)
// and the order (`exportsOrder`: newest first unless ASC). The server filters, orders and pages (exportCalls.ts).
import type { ExportJobState } from '../../../domain/export/events';
import { EXPORT_JOB_STATES } from '../../../domain/export/events';
import { useUrlPageParams, type PageKeys, type UrlPageSpec } from '../common/useUrlPageParams';

export interface ExportsView {
  status: ExportJobState | null;
  order: 'ASC' | 'DESC';
}

const SPEC: UrlPageSpec<ExportsView, Partial<ExportsView>> = {
  read: (search) => {
    const status = search.get('exportsStatus') as ExportJobState;
    return {
      status: EXPORT_JOB_STATES.includes(status) ? status : null,
      order: search.get('exportsOrder') === 'ASC' ? 'ASC' : 'DESC',
    };
  },
  write: ({ status, order }) => ({
    exportsStatus: status,
    exportsOrder: order && (order === 'DESC' ? null : order),
  }),
};
const KEYS: PageKeys = { page: 'exportsPage', perPage: 'exportsPerPage' };

export const useExportsParams = () => useUrlPageParams(SPEC, KEYS);

import { lazy } from 'react';

/** /admin/external-storage/{nodeId} (admin group; spec 3 §7): a business node's cloud storage connections. */
export default { page: lazy(() => import('./NodeStoragePage')) };

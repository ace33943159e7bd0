import { lazy } from 'react';
import AccountTree from '@mui/icons-material/AccountTree';

/** /admin/tree (admin group): custom screen on /business-nodes. */
export default {
  page: lazy(() => import('./PartnerTreePage')),
  icon: AccountTree,
};

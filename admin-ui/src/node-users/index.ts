import { lazy } from 'react';
import Group from '@mui/icons-material/Group';

/** /admin/node-users/{id} (admin group). Resource 'node-users' maps to /users/node/{nodeId}. */
export default {
  list: lazy(() => import('./NodeUserList')),
  icon: Group,
};

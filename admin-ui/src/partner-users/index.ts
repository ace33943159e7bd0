import { lazy } from 'react';
import Group from '@mui/icons-material/Group';

/** /admin/users and /admin/users/{id} (admin group). Resource 'partner-users' maps to /users/by-partner and /users. */
export default {
  list: lazy(() => import('./PartnerUserList')),
  edit: lazy(() => import('./PartnerUserEdit')),
  icon: Group,
};

import { lazy } from 'react';
import SupervisorAccount from '@mui/icons-material/SupervisorAccount';

/** /users, /users/new, /users/{id} (super only). Resource 'internal-users' maps to /users/admins and /users. */
export default {
  list: lazy(() => import('./InternalUserList')),
  create: lazy(() => import('./InternalUserCreate')),
  edit: lazy(() => import('./InternalUserEdit')),
  icon: SupervisorAccount,
};

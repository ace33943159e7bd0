import { lazy } from 'react';

/** /admin/integration/{id} (admin group) and the OAuth far ends' way back. */
export default {
  page: lazy(() => import('./IntegrationPage')),
  oauthReturn: lazy(() => import('./OAuthReturnPage')),
};

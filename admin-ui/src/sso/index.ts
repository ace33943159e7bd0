import { lazy } from 'react';

/** /sso-configs (super and admin; spec 3 §2): the list, and the form at /new and /{id}/edit. */
export default {
  list: lazy(() => import('./SsoConfigListPage')),
  form: lazy(() => import('./SsoConfigFormPage')),
};

import { lazy } from 'react';

/** /cloud-storage (super only; spec 3 §2, §7): the connector list, and the form at /new and /{id}/edit. */
export default {
  list: lazy(() => import('./CloudStorageListPage')),
  form: lazy(() => import('./CloudStorageFormPage')),
};

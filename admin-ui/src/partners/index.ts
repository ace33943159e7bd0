import { lazy } from 'react';
import Business from '@mui/icons-material/Business';

/** /partners: list with create, edit and archive in dialogs (spec 3 §2). */
export default {
  list: lazy(() => import('./PartnerList')),
  icon: Business,
};

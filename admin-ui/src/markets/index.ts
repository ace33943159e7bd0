import { lazy } from 'react';
import Place from '@mui/icons-material/Place';

/** /admin/markets (admin group). Resource 'markets' maps to /markets/{partnerId} and its commands. */
export default {
  list: lazy(() => import('./MarketList')),
  icon: Place,
};

import { lazy } from 'react';
import TrackChanges from '@mui/icons-material/TrackChanges';

/** /custom-conversions (top admins and the self-service group). Resource 'custom-conversions'. */
export default {
  list: lazy(() => import('./CustomConversionList')),
  icon: TrackChanges,
};

import { lazy } from 'react';
import PhotoLibrary from '@mui/icons-material/PhotoLibrary';

/**
 * /assets-manager and /assets-manager/{id} (top admins and self-service group). Resource 'assets' maps to
 * GET /assets/single-files and /assets/single-files/{id}; commands are the asset methods of the dataProvider. The
 * library picker (picker/LibraryPicker) is reusable.
 */
export default {
  list: lazy(() => import('./library/AssetList')),
  show: lazy(() => import('./detail/AssetShow')),
  icon: PhotoLibrary,
};

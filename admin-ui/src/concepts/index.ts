import { lazy } from 'react';
import Lightbulb from '@mui/icons-material/Lightbulb';

/**
 * /concepts and /concepts/{id}/… (and the same under /concepts-only). Resource 'concepts' maps to
 * GET /assets/concepts and /assets/concepts/{id}; status, archive and settings are commands.
 */
export default {
  list: lazy(() => import('./ConceptList')),
  show: lazy(() => import('./ConceptShow')),
  section: lazy(() => import('./ConceptSectionRedirect')),
  icon: Lightbulb,
};

import { lazy } from 'react';

/**
 * /campaigns, /campaigns/new, /concepts/{conceptId}/campaign and /campaigns/{id}/{section}/{treeId?}. Resource
 * 'campaigns' maps to GET /campaigns; a campaign is read by its shell, its writes are commands.
 */
export default {
  list: lazy(() => import('./list/CampaignList')),
  create: lazy(() => import('./create/CampaignCreate')),
  show: lazy(() => import('./shell/CampaignShell')),
};

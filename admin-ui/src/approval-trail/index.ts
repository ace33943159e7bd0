import { lazy } from 'react';

/** /campaigns/{id}/approvals: the campaign's approval trail (issue 10 §3), for every role that sees the campaign. */
export default {
  page: lazy(() => import('./ApprovalTrailPage')),
};

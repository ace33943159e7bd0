// The audit trail of one entity (admin group): GET /audit?entityType&entityId, newest first.
import { queryString } from '../requests';
import { restList, scopeOf, type ResourceAdapter } from './adapter';

export const audit = {
  getList: (params) => {
    const [scope, rest] = scopeOf(params, ['entityType', 'entityId']);
    return restList(`/audit${queryString(scope)}`, rest);
  },
} satisfies ResourceAdapter;

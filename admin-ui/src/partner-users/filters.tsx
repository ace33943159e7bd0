import { PARTNER_ROLES } from '../../../domain/roles';
import { USER_STATUSES } from '../../../domain/user/events';
import { choiceFilter, searchFilter } from '../common/listFilters';
import { roleChoices } from '../common/UserBits';

/** Search, status and role filters of the partner user lists (filter={q,status,role}). */
export const userFilters = [
  searchFilter('Search by name or email'),
  choiceFilter(
    'status',
    'Status',
    'All statuses',
    USER_STATUSES.map((s) => ({ id: s, name: s })),
  ),
  choiceFilter('role', 'Role', 'All roles', roleChoices(PARTNER_ROLES)),
];

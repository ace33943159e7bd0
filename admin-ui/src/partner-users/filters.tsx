import { SearchInput, SelectInput } from 'react-admin';
import { PARTNER_ROLES } from '../../../domain/roles';
import { USER_STATUSES } from '../../../domain/user/events';
import { roleChoices } from '../common/UserBits';

/** Search, status and role filters of the partner user lists (filter={q,status,role}). */
export const userFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search by name or email" />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    alwaysOn
    emptyText="All statuses"
    choices={USER_STATUSES.map((s) => ({ id: s, name: s }))}
  />,
  <SelectInput
    key="role"
    source="role"
    label="Role"
    alwaysOn
    emptyText="All roles"
    choices={roleChoices(PARTNER_ROLES)}
  />,
];

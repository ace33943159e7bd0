// /users (super only): internal users, SUPER and ADMIN (spec 3 §2).
import { Button } from '@mui/material';
import Add from '@mui/icons-material/Add';
import { DataTable, DateField } from 'react-admin';
import { Link } from 'react-router-dom';
import { searchFilter } from '../common/listFilters';
import { EmptyState } from '../common/ListStates';
import { ListPage } from '../common/ListPage';
import { PageHeader } from '../common/PageHeader';
import { LoginProviderChip, StatusChip, roleLabel } from '../common/UserBits';
import type { User } from '../providers/types';

const NewButton = () => (
  <Button variant="contained" startIcon={<Add />} component={Link} to="/users/new">
    New internal user
  </Button>
);

const filters = [searchFilter('Search by name or email')];

export const InternalUserList = () => (
  <>
    <PageHeader title="Internal Users" subtitle="Super users and admins" actions={<NewButton />} />
    <ListPage
      resource="internal-users"
      filters={filters}
      sort={{ field: 'email', order: 'ASC' }}
      empty={<EmptyState title="No internal users yet" action={<NewButton />} />}
    >
      <DataTable<User> rowClick={(id) => `/users/${id}`} bulkActionButtons={false}>
        <DataTable.Col source="email" label="Email" />
        <DataTable.Col source="name" label="Name" />
        <DataTable.Col source="role" label="Role" render={(u) => roleLabel(u.role)} />
        <DataTable.Col source="status" label="Status" render={(u) => <StatusChip status={u.status} />} />
        <DataTable.Col
          label="Login provider"
          disableSort
          render={(u) => <LoginProviderChip provider={u.loginProvider} />}
        />
        <DataTable.Col source="createdAt" label="Created" field={DateField} />
      </DataTable>
    </ListPage>
  </>
);

export default InternalUserList;

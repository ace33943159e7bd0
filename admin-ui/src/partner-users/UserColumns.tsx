// The columns shared by /admin/users and /admin/node-users/{id}.
import { Chip, Stack, Typography } from '@mui/material';
import { DataTable, DateField } from 'react-admin';
import { LoginProviderChip, StatusChip, roleLabel } from '../common/UserBits';
import type { NodeRef, User } from '../providers/types';
import { ReinviteButton } from './ReinviteButton';
import { UserStatusButton } from './UserStatusButton';
import { RowActions } from '../common/RowCells';

export const PartnerUserTable = ({ rowLink }: { rowLink: (id: string) => string }) => (
  <DataTable<User> rowClick={(id) => rowLink(String(id))} bulkActionButtons={false}>
    <DataTable.Col
      source="name"
      label="Name"
      render={(u) =>
        u.name || (
          <Typography variant="body2" color="text.disabled">
            Not joined yet
          </Typography>
        )
      }
    />
    <DataTable.Col source="email" label="Email" />
    <DataTable.Col source="role" label="Role" render={(u) => roleLabel(u.role)} />
    <DataTable.Col source="status" label="Status" render={(u) => <StatusChip status={u.status} />} />
    <DataTable.Col
      label="Business nodes"
      disableSort
      render={(u) => (
        <Stack sx={{ flexWrap: 'wrap' }} direction="row" spacing={0.5} useFlexGap>
          {(u.businessNodes ?? []).map((n: NodeRef) => (
            <Chip key={n.id} size="small" variant="outlined" label={n.name} />
          ))}
        </Stack>
      )}
    />
    <DataTable.Col
      label="Login provider"
      disableSort
      render={(u) => <LoginProviderChip provider={u.loginProvider} />}
    />
    <DataTable.Col source="isConceptOnly" label="Concept-only" render={(u) => (u.isConceptOnly ? 'Yes' : 'No')} />
    <DataTable.Col source="createdAt" label="Created" field={DateField} />
    <DataTable.Col
      label="Actions"
      disableSort
      render={() => (
        <RowActions>
          <ReinviteButton />
          <UserStatusButton />
        </RowActions>
      )}
    />
  </DataTable>
);

// /users/{id} (super only): edit an internal user's name and role; its audit trail below.
import { Box, Typography } from '@mui/material';
import { Edit, SelectInput, SimpleForm, TextInput, required, useRecordContext } from 'react-admin';
import { useParams } from 'react-router-dom';
import { INTERNAL_ROLES } from '../../../domain/roles';
import { AuditTrail } from '../audit/AuditTrail';
import { PageHeader } from '../common/PageHeader';
import { BackButton, LoginProviderChip, StatusChip, roleChoices } from '../common/UserBits';
import { UserSaveToolbar } from '../common/UserSaveToolbar';
import { useUserSaved } from '../common/useUserSaved';
import { useLoadFailed } from '../common/notifications';
import { validateName } from '../common/validators';
import type { User } from '../providers/types';

const Summary = () => {
  const user = useRecordContext<User>();
  if (!user) return null;
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2 }}>
      <Typography variant="body1">{user.email}</Typography>
      <StatusChip status={user.status} />
      <LoginProviderChip provider={user.loginProvider} />
    </Box>
  );
};

export const InternalUserEdit = () => {
  const { id } = useParams();
  const saved = useUserSaved('updated', '/users');
  const loadFailed = useLoadFailed();
  return (
    <>
      <PageHeader title="Internal user" actions={<BackButton to="/users" label="Internal Users" />} />
      <Edit
        resource="internal-users"
        id={id}
        title={false}
        actions={false}
        mutationMode="pessimistic"
        queryOptions={loadFailed}
        mutationOptions={saved}
        sx={{ maxWidth: 640 }}
      >
        <SimpleForm toolbar={<UserSaveToolbar />}>
          <Summary />
          <TextInput source="name" label="Name" validate={validateName} fullWidth />
          <SelectInput
            source="role"
            label="Role"
            choices={roleChoices(INTERNAL_ROLES)}
            validate={required()}
            fullWidth
          />
        </SimpleForm>
      </Edit>
      {id && <AuditTrail entityType="user" entityId={id} />}
    </>
  );
};

export default InternalUserEdit;

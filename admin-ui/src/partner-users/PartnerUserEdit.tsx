// /admin/users/{id} (admin group): PUT /users/{id} {name?, role?, isConceptOnly?}, status actions, audit trail.
import { Box, Chip, Stack, Typography } from '@mui/material';
import { Edit, SelectInput, SimpleForm, TextInput, required, useRecordContext } from 'react-admin';
import { useParams } from 'react-router-dom';
import { PARTNER_ROLES } from '../../../domain/roles';
import { nameError } from '../../../domain/shared/validation';
import { AuditTrail } from '../audit/AuditTrail';
import { CheckboxInput } from '../common/CheckboxInput';
import { PageHeader } from '../common/PageHeader';
import { BackButton, LoginProviderChip, StatusChip, roleChoices } from '../common/UserBits';
import { UserSaveToolbar } from '../common/UserSaveToolbar';
import { useUserSaved } from '../common/useUserSaved';
import { useLoadFailed } from '../common/notifications';
import { usePartnerLink } from '../layout/usePartners';
import type { User } from '../providers/types';
import { MoveToPartnerButton } from './MoveToPartnerButton';
import { ReinviteButton } from './ReinviteButton';
import { UserNodesEditor } from './UserNodesEditor';
import { UserStatusButton } from './UserStatusButton';

/** A pending user has no name until joining; once set, the name rules apply. */
const NameInput = () => {
  const user = useRecordContext<User>();
  const validate = (value: string) => (!value && !user?.name ? undefined : (nameError(value) ?? undefined));
  return <TextInput source="name" label="Name" validate={validate} fullWidth />;
};

const Summary = () => {
  const user = useRecordContext<User>();
  if (!user) return null;
  return (
    <Box sx={{ mb: 2, width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="body1">{user.email}</Typography>
        <StatusChip status={user.status} />
        <LoginProviderChip provider={user.loginProvider} />
        <Box sx={{ flex: 1 }} />
        <MoveToPartnerButton />
        <ReinviteButton variant="button" />
        <UserStatusButton variant="button" />
      </Stack>
      <Stack sx={{ alignItems: 'center', flexWrap: 'wrap' }} direction="row" spacing={0.5} useFlexGap>
        <Typography variant="body2" color="text.secondary" sx={{ mr: 1 }}>
          Business nodes:
        </Typography>
        {(user.businessNodes ?? []).map((n) => (
          <Chip key={n.id} size="small" variant="outlined" label={n.name} />
        ))}
      </Stack>
    </Box>
  );
};

const UserEdit = () => {
  const { id } = useParams();
  const link = usePartnerLink();
  const saved = useUserSaved('updated');
  const loadFailed = useLoadFailed();
  return (
    <>
      <PageHeader title="User" actions={<BackButton to={link('/admin/users')} label="Users" />} />
      <Edit
        resource="partner-users"
        id={id}
        title={false}
        actions={false}
        mutationMode="pessimistic"
        queryOptions={loadFailed}
        mutationOptions={saved}
        sx={{ maxWidth: 800 }}
      >
        <SimpleForm toolbar={<UserSaveToolbar />}>
          <Summary />
          <NameInput />
          <SelectInput
            source="role"
            label="Role"
            choices={roleChoices(PARTNER_ROLES)}
            validate={required()}
            fullWidth
          />
          <CheckboxInput source="isConceptOnly" label="Concept-only user" />
        </SimpleForm>
        <UserNodesEditor />
      </Edit>
      {id && <AuditTrail entityType="user" entityId={id} />}
    </>
  );
};

export default UserEdit;

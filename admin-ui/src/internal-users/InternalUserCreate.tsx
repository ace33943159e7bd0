// /users/new (super only): POST /users {email, name, role, password}; role SUPER or ADMIN.
import { Create, SelectInput, SimpleForm, TextInput, required } from 'react-admin';
import { INTERNAL_ROLES } from '../../../domain/roles';
import { PageHeader } from '../common/PageHeader';
import { PasswordWithCriteria } from '../common/PasswordWithCriteria';
import { BackButton, roleChoices } from '../common/UserBits';
import { UserSaveToolbar } from '../common/UserSaveToolbar';
import { useUserSaved } from '../common/useUserSaved';
import { validateEmail, validateName } from '../common/validators';

/** A stable object: react-admin resets the form whenever its initial record changes identity. */
const INITIAL = { role: 'ADMIN' };

export const InternalUserCreate = () => {
  const saved = useUserSaved('created', '/users');
  return (
    <>
      <PageHeader title="New internal user" actions={<BackButton to="/users" label="Internal Users" />} />
      <Create resource="internal-users" title={false} actions={false} mutationOptions={saved} sx={{ maxWidth: 640 }}>
        <SimpleForm toolbar={<UserSaveToolbar label="Create" />} record={INITIAL}>
          <TextInput source="email" label="Email" type="email" validate={validateEmail} fullWidth autoFocus />
          <TextInput source="name" label="Name" validate={validateName} fullWidth />
          <SelectInput
            source="role"
            label="Role"
            choices={roleChoices(INTERNAL_ROLES)}
            validate={required()}
            fullWidth
          />
          <PasswordWithCriteria />
        </SimpleForm>
      </Create>
    </>
  );
};

export default InternalUserCreate;

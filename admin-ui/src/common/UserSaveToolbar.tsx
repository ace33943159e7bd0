// Save for the user forms. Changing one's own role asks first: it may take away this very page. The
// server refuses a change that leaves no active super user (422), and its message is shown.
import { useState } from 'react';
import { Toolbar, useRecordContext, useSaveContext } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { ROLE_LABELS, type Role } from '../../../domain/roles';
import { useSession } from '../auth/session';
import type { User } from '../providers/types';
import { ConfirmDialog } from './ConfirmDialog';
import { SaveFormButton } from './SaveFormButton';

export const UserSaveToolbar = ({ label = 'Save' }: { label?: string }) => {
  const user = useRecordContext<User>();
  const session = useSession();
  const role = useWatch({ name: 'role' }) as Role | undefined;
  const form = useFormContext();
  const { save, saving } = useSaveContext();
  const [asking, setAsking] = useState(false);
  const ownRoleChange = !!user && !!role && user.id === session?.id && role !== user.role;
  const submit = () => {
    setAsking(false);
    void form.handleSubmit(async (values) => {
      await save?.(values);
    })();
  };
  return (
    <Toolbar>
      <SaveFormButton
        label={label}
        type="button"
        onClick={(event) => {
          if (!ownRoleChange) return;
          event.preventDefault();
          setAsking(true);
        }}
      />
      {ownRoleChange && (
        <ConfirmDialog
          open={asking}
          pending={saving}
          title="Change your own role?"
          content={`You are changing your own role from ${ROLE_LABELS[user.role]} to ${ROLE_LABELS[role]}. You may lose access to this page and to others.`}
          confirm="Change my role"
          destructive
          onConfirm={submit}
          onClose={() => setAsking(false)}
        />
      )}
    </Toolbar>
  );
};

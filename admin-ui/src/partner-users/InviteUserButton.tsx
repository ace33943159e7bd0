// Invite a user to a business node: POST /business-nodes/invitations/node/{nodeId}
// {email, role, partnerId, isConceptOnly}; then shows the /join/{id} link to pass on.
import { useMemo, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import PersonAdd from '@mui/icons-material/PersonAdd';
import { Form, SelectInput, TextInput, required, useNotify } from 'react-admin';
import { Link } from 'react-router-dom';
import { PARTNER_ROLES, type Role } from '../../../domain/roles';
import { CheckboxInput } from '../common/CheckboxInput';
import { SaveFormButton } from '../common/SaveFormButton';
import { CopyableLink } from '../common/CopyableLink';
import { roleChoices } from '../common/UserBits';
import { validateEmail } from '../common/validators';
import type { User } from '../providers/types';
import { useCommand } from '../providers/useCommand';
import { flattenTree, useBusinessTree } from '../tree/useBusinessTree';

interface InviteValues {
  email: string;
  role: Role;
  nodeId: string;
  isConceptOnly: boolean;
}

export const InviteUserButton = ({ partnerId, nodeId }: { partnerId: string; nodeId?: string }) => {
  const [open, setOpen] = useState(false);
  const [invited, setInvited] = useState<User | null>(null);
  const notify = useNotify();
  const tree = useBusinessTree(open ? partnerId : null);
  const defaults = useMemo(() => ({ role: 'MANAGER', isConceptOnly: false, nodeId: nodeId ?? '' }), [nodeId]);
  const nodeChoices = useMemo(() => flattenTree(tree.data).map((f) => ({ id: f.node.id, name: f.path })), [tree.data]);

  const [run, invite] = useCommand('invite', {
    onSuccess: (user) => {
      setInvited(user);
      notify(`User ${user.email} invited`, { type: 'success' });
    },
  });
  const submit = (v: InviteValues) =>
    void run({ nodeId: v.nodeId, partnerId, email: v.email.trim(), role: v.role, isConceptOnly: !!v.isConceptOnly });

  const close = () => {
    setOpen(false);
    setInvited(null);
    invite.reset();
  };

  return (
    <>
      <Button variant="contained" startIcon={<PersonAdd />} onClick={() => setOpen(true)}>
        Invite user
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="invite-title">
        <DialogTitle id="invite-title">{invited ? 'Invitation sent' : 'Invite user'}</DialogTitle>
        {invited ? (
          <>
            <DialogContent>
              <Alert severity="success" sx={{ mb: 2 }}>
                Pass this link to {invited.email}. It lets them choose a name and password and join.
              </Alert>
              {invited.joinLink && <CopyableLink link={invited.joinLink} />}
            </DialogContent>
            <DialogActions>
              <Button onClick={close} variant="contained">
                Done
              </Button>
            </DialogActions>
          </>
        ) : (
          <Form
            onSubmit={(values: Record<string, unknown>) => submit(values as unknown as InviteValues)}
            defaultValues={defaults}
          >
            <DialogContent>
              {invite.error && (
                <Alert severity="error" sx={{ mb: 2 }}>
                  {invite.error.message}
                </Alert>
              )}
              {tree.data && nodeChoices.length === 0 && (
                <Alert severity="warning" sx={{ mb: 2 }}>
                  This partner has no business nodes yet. Add one in the <Link to="/admin/tree">Partner tree</Link>{' '}
                  first.
                </Alert>
              )}
              <TextInput source="email" label="Email" type="email" validate={validateEmail} fullWidth autoFocus />
              <SelectInput
                source="role"
                label="Role"
                choices={roleChoices(PARTNER_ROLES)}
                validate={required()}
                fullWidth
              />
              <SelectInput
                source="nodeId"
                label="Business node"
                choices={nodeChoices}
                isPending={tree.isPending}
                validate={required()}
                fullWidth
              />
              <CheckboxInput source="isConceptOnly" label="Concept-only user" />
            </DialogContent>
            <DialogActions>
              <Button onClick={close} color="inherit">
                Cancel
              </Button>
              <SaveFormButton label="Invite" icon={<PersonAdd />} pending={invite.isPending} alwaysEnable />
            </DialogActions>
          </Form>
        )}
      </Dialog>
    </>
  );
};

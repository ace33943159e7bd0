// /join/{id} (public): accept an invitation with a name and a password (spec 3 §5). An unknown or used
// invitation (404) shows that it is no longer valid; on success the user is signed in and sent home.
import { useState } from 'react';
import { Alert, Button, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Form, SaveButton, TextInput, useDataProvider } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ROLE_LABELS } from '../../../domain/roles';
import { startSession } from '../auth/authProvider';
import { PasswordWithCriteria } from '../common/PasswordWithCriteria';
import { usePageTitle } from '../common/usePageTitle';
import { validateName } from '../common/validators';
import { PublicFrame } from '../pages/PublicFrame';
import { isId } from '../routing/ids';
import type { VariaDataProvider } from '../providers/dataProvider';
import { queryClient } from '../providers/queryClient';

const INVITATION_INVALID = 'This invitation is no longer valid';

const Invalid = () => (
  <PublicFrame title={INVITATION_INVALID}>
    <Typography color="text.secondary" sx={{ mb: 3 }}>
      The link was already used or replaced by a newer invitation. Ask your admin to re-invite you.
    </Typography>
    <Button variant="contained" component={Link} to="/login">
      Go to sign in
    </Button>
  </PublicFrame>
);

export const JoinPage = () => {
  usePageTitle('Join');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<VariaDataProvider>();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const wellFormed = isId(id);
  const invitation = useQuery({
    queryKey: ['invitation', id],
    queryFn: () => dataProvider.invitation(id),
    retry: false,
    enabled: wellFormed,
  });

  if (!wellFormed || (invitation.error as { status?: number } | null)?.status === 404) return <Invalid />;

  const accept = async (values: Record<string, any>) => {
    setSubmitError(null);
    try {
      const session = await dataProvider.acceptInvitation({
        invitationId: id,
        name: values.name,
        password: values.password,
      });
      queryClient.clear();
      void navigate(startSession(session), { replace: true });
    } catch (e) {
      const err = e as { status?: number; message?: string };
      if (err.status === 404) return invitation.refetch();
      setSubmitError(err.message ?? 'Oops! Something went wrong!');
    }
  };

  return (
    <PublicFrame title="Join Varia" width={480}>
      {invitation.isPending ? (
        <Stack spacing={1} aria-label="Loading">
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Stack>
      ) : invitation.error ? (
        <Alert severity="error">{invitation.error.message}</Alert>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            You were invited to <strong>{invitation.data.partnerName}</strong> as{' '}
            {ROLE_LABELS[invitation.data.role] ?? invitation.data.role}. Choose your name and a password to finish.
          </Typography>
          {submitError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {submitError}
            </Alert>
          )}
          <Form onSubmit={accept}>
            <TextField
              label="Email"
              value={invitation.data.email}
              fullWidth
              slotProps={{ htmlInput: { readOnly: true } }}
              sx={{ mb: 2 }}
            />
            <TextInput source="name" label="Name" validate={validateName} fullWidth autoFocus />
            <PasswordWithCriteria />
            <SaveButton label="Join" icon={<></>} fullWidth size="large" alwaysEnable />
          </Form>
        </>
      )}
    </PublicFrame>
  );
};

export default JoinPage;

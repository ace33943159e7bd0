// /password/{hash} (public; spec 1 §2.1): the mailed link's page, where a new password is chosen under the password
// criteria. The link's token validity (spec 3 §3) comes first: an invalid (unknown, used) or expired link says so and
// offers a new one instead of the form; after the change, sign in.
import { useState } from 'react';
import { Alert, Button, Skeleton } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Form, SaveButton } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { RESET_LINK_VALIDITY_TEXT } from '../../../domain/password-reset/messages';
import { PasswordWithCriteria } from '../common/PasswordWithCriteria';
import { usePageTitle } from '../common/usePageTitle';
import { PublicFrame } from '../pages/PublicFrame';
import { resetLinkValidity, setNewPassword } from './passwordResetCalls';

export const NewPasswordPage = () => {
  usePageTitle('New password');
  const { hash = '' } = useParams();
  const validity = useQuery({
    queryKey: ['password-reset-validity', hash],
    queryFn: () => resetLinkValidity(hash),
    retry: false,
    staleTime: Infinity,
  });
  const [outcome, setOutcome] = useState<{ done: boolean; message: string } | null>(null);
  const save = async (values: Record<string, any>) => {
    try {
      setOutcome({ done: true, message: (await setNewPassword(hash, String(values.password))).message });
    } catch (error) {
      setOutcome({ done: false, message: (error as Error).message });
    }
  };
  const refused = validity.data && validity.data !== 'VALID' ? RESET_LINK_VALIDITY_TEXT[validity.data] : null;
  const said = outcome?.message ?? refused ?? validity.error?.message;
  return (
    <PublicFrame title="Choose a new password" width={480}>
      {said && (
        <Alert severity={outcome?.done ? 'success' : 'error'} sx={{ mb: 2 }}>
          {said}
        </Alert>
      )}
      {outcome?.done ? (
        <Button variant="contained" component={Link} to="/login">
          Go to sign in
        </Button>
      ) : (
        <>
          {validity.isPending && <Skeleton variant="rounded" height={160} />}
          {validity.data === 'VALID' && (
            <Form onSubmit={save}>
              <PasswordWithCriteria />
              <SaveButton label="Save the new password" icon={<></>} fullWidth size="large" alwaysEnable />
            </Form>
          )}
          <Button component={Link} to="/password" sx={{ mt: 2 }}>
            Send a new link
          </Button>
        </>
      )}
    </PublicFrame>
  );
};

export default NewPasswordPage;

// /password/{hash} (public; spec 1 §2.1): the mailed link's page, where a new password is chosen under the password
// criteria. A link that is unknown, used or expired says so and offers a new one; after the change, sign in.
import { useState } from 'react';
import { Alert, Button } from '@mui/material';
import { Form, SaveButton } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { PasswordWithCriteria } from '../common/PasswordWithCriteria';
import { usePageTitle } from '../common/usePageTitle';
import { PublicFrame } from '../pages/PublicFrame';
import { setNewPassword } from './passwordResetCalls';

export const NewPasswordPage = () => {
  usePageTitle('New password');
  const { hash = '' } = useParams();
  const [outcome, setOutcome] = useState<{ done: boolean; message: string } | null>(null);
  const save = async (values: Record<string, any>) => {
    try {
      setOutcome({ done: true, message: (await setNewPassword(hash, String(values.password))).message });
    } catch (error) {
      setOutcome({ done: false, message: (error as Error).message });
    }
  };
  return (
    <PublicFrame title="Choose a new password" width={480}>
      {outcome && (
        <Alert severity={outcome.done ? 'success' : 'error'} sx={{ mb: 2 }}>
          {outcome.message}
        </Alert>
      )}
      {outcome?.done ? (
        <Button variant="contained" component={Link} to="/login">
          Go to sign in
        </Button>
      ) : (
        <>
          <Form onSubmit={save}>
            <PasswordWithCriteria />
            <SaveButton label="Save the new password" icon={<></>} fullWidth size="large" alwaysEnable />
          </Form>
          <Button component={Link} to="/password" sx={{ mt: 2 }}>
            Send a new link
          </Button>
        </>
      )}
    </PublicFrame>
  );
};

export default NewPasswordPage;

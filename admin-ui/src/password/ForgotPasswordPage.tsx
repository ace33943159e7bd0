// /password (public; spec 1 §2.1): asks for a password reset link by e-mail. The answer is the same whether or not an
// account uses the e-mail; a server without mail says so.
import { useState } from 'react';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../common/usePageTitle';
import { SignInEmailField } from '../common/SignInEmailField';
import { WhyDisabled } from '../common/WhyDisabled';
import { PublicFrame } from '../pages/PublicFrame';
import { askForResetLink } from './passwordResetCalls';

export const ForgotPasswordPage = () => {
  usePageTitle('Password');
  const [email, setEmail] = useState('');
  const ask = useMutation({ mutationFn: () => askForResetLink(email.trim()) });
  return (
    <PublicFrame title="Reset your password">
      {ask.isSuccess ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {ask.data.message}
        </Alert>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            ask.mutate();
          }}
        >
          <Stack spacing={2}>
            <Typography color="text.secondary">
              Enter the e-mail you sign in with, and we will mail you a link to choose a new password.
            </Typography>
            {ask.error && <Alert severity="error">{ask.error.message}</Alert>}
            <SignInEmailField value={email} onChange={setEmail} autoFocus={true} />
            <WhyDisabled reason={!email.trim() && 'Enter your e-mail first'} block>
              <Button
                type="submit"
                variant="contained"
                size="large"
                fullWidth
                disabled={!email.trim() || ask.isPending}
                startIcon={ask.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
              >
                Send the link
              </Button>
            </WhyDisabled>
          </Stack>
        </form>
      )}
      <Button component={Link} to="/login" sx={{ mt: 2 }}>
        Back to sign in
      </Button>
    </PublicFrame>
  );
};

export default ForgotPasswordPage;

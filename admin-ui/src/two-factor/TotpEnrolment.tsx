// The enrolment of an authenticator app (issue 22 §4): the QR code of the otpauth URL the server issued, the secret
// for typing in by hand, and the first code, which turns two-factor sign-in on. Shared by the security page and the
// sign-in step of a partner that requires it.
import { Box, Typography } from '@mui/material';
import type { TotpSetup } from '../providers/types';
import { TotpCodeForm } from './TotpCodeForm';

export const TotpEnrolment = ({
  setup,
  onCode,
  submitLabel,
}: {
  setup: TotpSetup;
  onCode: (code: string) => Promise<void>;
  submitLabel: string;
}) => (
  <Box>
    <Typography variant="body2" sx={{ mb: 1 }}>
      Scan this code with an authenticator app, then enter the 6-digit code it shows.
    </Typography>
    <Box component="img" src={setup.qrCode} alt="QR code for your authenticator app" sx={{ width: 200, height: 200 }} />
    <Typography variant="caption" component="p" sx={{ mb: 2, wordBreak: 'break-all' }} data-testid="totp-secret">
      Or type this key: {new URL(setup.otpauthUrl).searchParams.get('secret')}
    </Typography>
    <TotpCodeForm onCode={onCode} submitLabel={submitLabel} />
  </Box>
);

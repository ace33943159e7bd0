import { Suspense, type ReactNode } from 'react';
import { Backdrop, Box, CircularProgress, Typography } from '@mui/material';
import { useSession } from '../auth/session';
import { useIsLoggingOut } from '../auth/useAppLogout';
import { PageLoader } from '../common/PageLoader';
import { BriefWizardHost } from '../concepts/wizard/BriefWizardHost';
import { AdBlockerWarning } from './AdBlockerWarning';
import { SessionExpiryDialog } from './SessionExpiryDialog';
import { TopBar } from './TopBar';

/** The signed-in shell around every gated page. */
export const Layout = ({ children }: { children?: ReactNode }) => {
  const session = useSession();
  const loggingOut = useIsLoggingOut();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', display: 'flex', flexDirection: 'column' }}>
      {session && <TopBar />}
      <Box
        component="main"
        sx={{
          flex: 1,
          px: { xs: 2, md: 4 },
          py: 3,
          maxWidth: 1400,
          width: '100%',
          mx: 'auto',
          boxSizing: 'border-box',
        }}
      >
        {session && <AdBlockerWarning />}
        <Suspense fallback={<PageLoader />}>{children}</Suspense>
      </Box>
      {session && <SessionExpiryDialog />}
      {session && <BriefWizardHost />}
      <Backdrop
        open={loggingOut}
        sx={{ color: '#fff', zIndex: (theme) => theme.zIndex.modal + 1, flexDirection: 'column', gap: 2 }}
      >
        <CircularProgress color="inherit" aria-label="Logging out" />
        <Typography>Logging out…</Typography>
      </Backdrop>
    </Box>
  );
};

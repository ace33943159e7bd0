import { Box, CircularProgress } from '@mui/material';

/** Shown while a lazily loaded page or its first data arrives. */
export const PageLoader = ({ fullScreen = false }: { fullScreen?: boolean }) => (
  <Box
    role="progressbar"
    aria-label="Loading"
    sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: fullScreen ? '100vh' : 240 }}
  >
    <CircularProgress />
  </Box>
);

import { Box, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { homePath } from '../../../domain/roles';
import { useSession } from '../auth/session';

/** The logo links to the role's home (spec 1 §2.3). */
export const Logo = () => {
  const session = useSession();
  const to = session ? homePath(session.role, session.isConceptOnly) : '/login';
  return (
    <Box
      component={Link}
      to={to}
      aria-label="Home"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', mr: 3 }}
    >
      <Box component="img" src="/favicon.svg" alt="" sx={{ width: 28, height: 28 }} />
      <Typography variant="h6" component="span" sx={{ fontWeight: 700, letterSpacing: 0.3 }}>
        Varia
      </Typography>
    </Box>
  );
};

import { Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { homePath } from '../../../domain/roles';
import { useSession } from '../auth/session';
import { usePageTitle } from '../common/usePageTitle';
import { PublicFrame } from './PublicFrame';

const NOT_FOUND_TEXT = 'Sorry, the page you visited does not exist.';

/** /404 (spec 1 §2.4), open to everyone. */
export const NotFoundPage = () => {
  usePageTitle('404');
  const session = useSession();
  return (
    <PublicFrame>
      <Typography variant="h2" component="h1" color="primary" sx={{ fontWeight: 700 }}>
        404
      </Typography>
      <Typography sx={{ my: 2 }}>{NOT_FOUND_TEXT}</Typography>
      <Button
        variant="contained"
        component={Link}
        to={session ? homePath(session.role, session.isConceptOnly) : '/login'}
      >
        Back Home
      </Button>
    </PublicFrame>
  );
};

export default NotFoundPage;

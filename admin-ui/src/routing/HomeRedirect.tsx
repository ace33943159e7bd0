// '/' sends analysts to /reporter and everyone else to the home page (spec 1 §2.1).
import { Navigate } from 'react-router-dom';
import { homePath } from '../../../domain/roles';
import { useSession } from '../auth/session';
import { Gate } from './Gate';

export const HomeRedirect = () => {
  const session = useSession();
  return (
    <Gate group="ALL">
      {session && <Navigate to={homePath(session.role, session.isConceptOnly)} replace />}
    </Gate>
  );
};

/** Any unknown path goes to /404. */
export const CatchAll = () => <Navigate to="/404" replace />;

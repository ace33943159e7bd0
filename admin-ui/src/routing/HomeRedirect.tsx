// '/' sends analysts to /reporter and everyone else to the home page (spec 1 §2.1); signed out, to /login.
// A plain route outside react-admin's dashboard: the dashboard's own auth check logs out on failure and,
// with the login page still loading, kept navigating to /login thousands of times.
import { Navigate } from 'react-router-dom';
import { homePath } from '../../../domain/roles';
import { useSession } from '../auth/session';
import { ToLogin } from './Gate';

export const HomeRedirect = () => {
  const session = useSession();
  return session ? <Navigate to={homePath(session.role, session.isConceptOnly)} replace /> : <ToLogin />;
};

/** Any unknown path goes to /404. */
export const CatchAll = () => <Navigate to="/404" replace />;

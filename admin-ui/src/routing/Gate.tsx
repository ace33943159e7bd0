// Route guard (spec 1 §2.2): signed-out users go to /login (the path and query are saved for the return);
// users outside the route's role group, or with a malformed id in the URL, go to /404; concept-only users
// are kept to the concepts area; then the route's own extra check.
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { inGroup, type Group } from '../../../domain/roles';
import { saveReturnPath, useSession } from '../auth/session';
import { isId } from './ids';
import { conceptOnlyRedirect, type Redirect } from './redirects';

export interface GateProps {
  group: Group;
  /** The route's extra check. */
  redirect?: Redirect;
  /** What a signed-out visitor sees instead of being sent to /login. */
  signedOut?: ReactNode;
  children: ReactNode;
}

export const ToLogin = () => {
  const location = useLocation();
  useEffect(() => saveReturnPath(location.pathname + location.search), [location]);
  return <Navigate to="/login" replace />;
};

/** Every id of the URL (id, nodeId, campaignId, …) is well formed. */
const idsWellFormed = (params: Record<string, string | undefined>) =>
  Object.entries(params).every(([name, value]) => !/id$/i.test(name) || value === undefined || isId(value));

export const Gate = ({ group, redirect, signedOut, children }: GateProps) => {
  const session = useSession();
  const location = useLocation();
  const params = useParams();
  if (!session) return signedOut ?? <ToLogin />;
  if (!inGroup(session.role, group) || !idsWellFormed(params)) return <Navigate to="/404" replace />;
  // Pages open to every role (the reporter, analyze) stay open in concept-only mode.
  const target =
    (group === 'ALL' ? null : conceptOnlyRedirect(session, location.pathname)) ??
    redirect?.(session, location.pathname);
  if (target) return <Navigate to={target + location.search} replace />;
  return <>{children}</>;
};

// Route guard (spec 1 §2.2): signed-out users go to /login (the path and query are saved for the
// return), users outside the route's role group go to /404.
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { inGroup, type Group } from '../../../domain/roles';
import { saveReturnPath, useSession, type StoredSession } from '../auth/session';

export interface GateProps {
  group: Group;
  /** An extra check: return a path to redirect to, or null to let the user in. */
  redirect?: (session: StoredSession, pathname: string) => string | null;
  children: ReactNode;
}

const ToLogin = () => {
  const location = useLocation();
  useEffect(() => saveReturnPath(location.pathname + location.search), [location]);
  return <Navigate to="/login" replace />;
};

export const Gate = ({ group, redirect, children }: GateProps) => {
  const session = useSession();
  const location = useLocation();
  if (!session) return <ToLogin />;
  if (!inGroup(session.role, group)) return <Navigate to="/404" replace />;
  const target = redirect?.(session, location.pathname);
  if (target) return <Navigate to={target + location.search} replace />;
  return <>{children}</>;
};

/** Shorthand for route tables: gated('SUPER_ONLY', <PartnerList />). */
export const gated = (group: Group, element: ReactNode, redirect?: GateProps['redirect']) => (
  <Gate group={group} redirect={redirect}>
    {element}
  </Gate>
);

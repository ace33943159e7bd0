// The extra checks of the route guard (spec 1 §2.2): each returns where to send the user instead, or null.
import { inGroup } from '../../../domain/roles';
import { isConceptOnlyMode, type StoredSession } from '../auth/session';

export type Redirect = (session: StoredSession, pathname: string) => string | null;

/** A concept-only user who is not a top admin is kept to /concepts-only: /concepts/... becomes /concepts-only/... */
export const conceptOnlyRedirect: Redirect = (session, pathname) => {
  if (!isConceptOnlyMode(session) || pathname.startsWith('/concepts-only')) return null;
  if (pathname.startsWith('/concepts')) return pathname.replace(/^\/concepts/, '/concepts-only');
  return '/concepts-only';
};

/** Personalize page: without an admin or self-service role, the creatives page of the same tree. */
export const personalizeRedirect: Redirect = (session, pathname) =>
  inGroup(session.role, 'ADMINS_AND_SELF_SERVICE') ? null : pathname.replace(/\/personalize(?=\/|$)/, '/creatives');

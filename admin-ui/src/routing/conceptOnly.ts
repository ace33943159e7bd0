// A concept-only user who is not a top admin is kept to /concepts-only (spec 1 §2.2).
import { isTopAdmin } from '../../../domain/roles';
import type { StoredSession } from '../auth/session';

export function conceptOnlyRedirect(session: StoredSession, pathname: string): string | null {
  if (!session.isConceptOnly || isTopAdmin(session.role)) return null;
  if (pathname.startsWith('/concepts-only')) return null;
  if (pathname.startsWith('/concepts')) return pathname.replace(/^\/concepts/, '/concepts-only');
  return '/concepts-only';
}

// The signed-in session and joining through an invitation (spec 1 §7, spec 3 §5).
import { enc, get, post } from '../requests';
import type { CurrentUser, Invitation, StoredSession } from '../types';
import type { ResourceAdapter } from './adapter';

export const session = {
  queries: {
    currentUser: () => get<CurrentUser>('/auth/current-user'),
    /** A used or replaced invitation answers 404, which the join page shows itself. */
    invitation: (invitationId: string) => get<Invitation>(`/invitations/${enc(invitationId)}`, { handle: [404] }),
  },
  commands: {
    acceptInvitation: ({ invitationId, name, password }: { invitationId: string; name: string; password: string }) =>
      post<StoredSession>(`/invitations/${enc(invitationId)}/accept`, { name, password }),
  },
} satisfies ResourceAdapter;

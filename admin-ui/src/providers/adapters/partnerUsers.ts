// Users of a partner (admin group; spec 3 §2, §4): the list, one user, edit, and the lifecycle commands
// invite, re-invite, deactivate and activate.
import type { Role } from '../../../../domain/roles';
import { changed, enc, get, post, put } from '../requests';
import type { Reinvited, User } from '../types';
import { restList, scopeOf, type ResourceAdapter } from './adapter';

interface Invite {
  /** The business node the user is invited to. */
  nodeId: string;
  partnerId: string;
  email: string;
  role: Role;
  isConceptOnly: boolean;
}

/** A change of a user's business nodes; the partner is the user's (the screen's current one, spec 3 §6). */
interface UserNodes {
  id: string;
  partnerId: string;
  businessNodeIds: string[];
}

export const partnerUsers = {
  getList: (params) => {
    const [{ partnerId }, rest] = scopeOf(params, ['partnerId']);
    return restList(`/users/by-partner?partnerId=${enc(partnerId)}`, rest);
  },
  getOne: async ({ id }) => ({ data: await get<User>(`/users/${enc(String(id))}`) }),
  update: async ({ id, data, previousData }) => {
    const body = changed(data, previousData, ['name', 'role', 'isConceptOnly']);
    if (!body.name) delete body.name; // a pending user has no name until joining
    return { data: await put<User>(`/users/${enc(String(id))}`, body) };
  },
  commands: {
    invite: ({ nodeId, partnerId, email, role, isConceptOnly }: Invite) =>
      post<User>(`/business-nodes/invitations/node/${enc(nodeId)}`, { email, role, partnerId, isConceptOnly }),
    reinvite: ({ id }: { id: string }) => post<Reinvited>(`/users/${enc(id)}/reinvite`),
    deactivate: ({ id }: { id: string }) => post<User>(`/users/${enc(id)}/deactivate`),
    activate: ({ id }: { id: string }) => post<User>(`/users/${enc(id)}/activate`),
    moveUserToPartner: ({ id, partnerId, businessNodeId }: { id: string; partnerId: string; businessNodeId: string }) =>
      post<User>(`/users/${enc(id)}/move-to-partner`, { partnerId, businessNodeId }),
    addUserNodes: ({ id, partnerId, businessNodeIds }: UserNodes) =>
      post<User>(`/users/${enc(id)}/business-nodes/add?partnerId=${enc(partnerId)}`, { businessNodeIds }),
    removeUserNodes: ({ id, partnerId, businessNodeIds }: UserNodes) =>
      post<User>(`/users/${enc(id)}/business-nodes/delete?partnerId=${enc(partnerId)}`, { businessNodeIds }),
  },
} satisfies ResourceAdapter;

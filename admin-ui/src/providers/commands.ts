// Commands and lookups outside react-admin's CRUD shape: typed methods that send only their own fields.
// Call them with useMutation (pessimistic by nature) and invalidate the affected queries afterwards.
import type { Identifier } from 'react-admin';
import { httpClient } from './httpClient';
import { enc, get, pick, post, put } from './requests';
import type {
  BusinessNode,
  CurrentUser,
  Invitation,
  InviteRequest,
  NewNode,
  PartnerOption,
  PartnerUser,
  ReinviteAnswer,
  SessionAnswer,
} from './types';

export const commands = {
  archivePartner: (id: Identifier, archived: boolean) => put(`/partners/archive/${enc(String(id))}`, { archived }),
  partnerOptions: () => get<PartnerOption[]>('/partners'),
  currentUser: () => get<CurrentUser>('/auth/current-user'),
  invite: (nodeId: string, request: InviteRequest) =>
    post<PartnerUser>(`/business-nodes/invitations/node/${enc(nodeId)}`, pick(request, ['email', 'role', 'partnerId', 'isConceptOnly'])),
  reinvite: (userId: Identifier) => post<ReinviteAnswer>(`/users/${enc(String(userId))}/reinvite`),
  deactivate: (userId: Identifier) => post<PartnerUser>(`/users/${enc(String(userId))}/deactivate`),
  activate: (userId: Identifier) => post<PartnerUser>(`/users/${enc(String(userId))}/activate`),
  businessTree: (partnerId: string) => get<BusinessNode[]>(`/business-nodes?partnerId=${enc(partnerId)}`),
  createNode: (partnerId: string, node: NewNode) =>
    post<BusinessNode>(`/business-nodes?partnerId=${enc(partnerId)}`, pick(node, ['parentId', 'name', 'type', 'marketId'])),
  renameNode: (nodeId: string, name: string) => put<BusinessNode>(`/business-nodes/${enc(nodeId)}`, { name }),
  deleteNode: (nodeId: string) => httpClient(`/business-nodes/${enc(nodeId)}`, { method: 'DELETE' }).then(() => undefined),
  invitation: (invitationId: string) => get<Invitation>(`/invitations/${enc(invitationId)}`, [404]),
  acceptInvitation: (invitationId: string, body: { name: string; password: string }) =>
    post<SessionAnswer>(`/invitations/${enc(invitationId)}/accept`, pick(body, ['name', 'password'])),
};

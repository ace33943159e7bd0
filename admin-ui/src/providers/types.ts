// The shapes the API answers with (see the API contract); the UI only reads them.
import type { Role } from '../../../domain/roles';
import type { PartnerType } from '../../../domain/partner/events';
import type { NodeType } from '../../../domain/business-tree/events';
import type { UserStatus } from '../../../domain/user/events';

export type { Role, PartnerType, NodeType, UserStatus };

export interface Partner {
  id: string;
  name: string;
  type: PartnerType;
  archived: boolean;
  usersCount?: number;
  activeCampaignsCount?: number;
  activeConceptsCount?: number;
  createdAt?: string;
}

export interface PartnerOption {
  id: string;
  name: string;
  type: PartnerType;
  archived: boolean;
}

export interface InternalUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  status: UserStatus;
  createdAt?: string;
}

export interface NodeRef {
  id: string;
  name: string;
}

export interface PartnerUser {
  id: string;
  email: string;
  name: string | null;
  role: Role;
  status: UserStatus;
  isConceptOnly: boolean;
  businessNodes: NodeRef[];
  invitationId?: string | null;
  joinLink?: string | null;
  createdAt?: string;
}

export interface BusinessNode {
  id: string;
  name: string;
  type: NodeType;
  parentId: string | null;
  marketId: string | null;
  marketName?: string | null;
  usersCount?: number;
  children: BusinessNode[];
}

export interface Market {
  id: string;
  name: string;
  blockedToDelete: boolean;
  nodesCount?: number;
}

export interface AuditEntry {
  id: string;
  position: number;
  type: string;
  occurredAt: string;
  actor: { userId: string; role: Role | 'SYSTEM'; email?: string | null };
  data: unknown;
}

export type AuditEntityType = 'partner' | 'user' | 'businessNode' | 'market';

/** POST /auth/login and POST /invitations/{id}/accept answer with this. */
export interface SessionAnswer {
  id: string;
  role: Role;
  username: string;
  email: string;
  isConceptOnly: boolean;
}

export interface CurrentUser extends SessionAnswer {
  name?: string | null;
  partnerId?: string | null;
  partnerName?: string | null;
}

export interface Invitation {
  email: string;
  partnerName: string;
  role: Role;
}

export interface InviteRequest {
  email: string;
  role: Role;
  partnerId: string;
  isConceptOnly: boolean;
}

export interface ReinviteAnswer {
  message: string;
  invitationId: string;
  joinLink: string;
}

export interface NewNode {
  parentId: string | null;
  name: string;
  type: NodeType;
  marketId: string | null;
}

// The shapes the API answers with (its response schemas, api/schemas/*.ts); the UI only reads them. Answers
// about one record also carry `_id` (the spec's name for `id`). Assets: ./assetTypes.ts.
import type { Role } from '../../../domain/roles';
import type { PartnerType } from '../../../domain/partner/events';
import type { NodeType } from '../../../domain/business-tree/events';
import type { UserStatus } from '../../../domain/user/events';
import type { Actor } from '../../../domain/shared/events';

export type { Role, PartnerType, NodeType, UserStatus };

/** GET /partners/admin, GET /partners/{id} and the partner commands. */
export interface Partner {
  id: string;
  name: string;
  type: PartnerType;
  archived: boolean;
  usersCount: number;
  activeCampaignsCount: number;
  activeConceptsCount: number;
  createdAt: string;
}

/** GET /partners: the client switcher's list. */
export interface PartnerOption {
  id: string;
  name: string;
  type: PartnerType;
  archived: boolean;
}

export interface NodeRef {
  id: string;
  name: string;
}

/** Internal users (partnerId null) and partner users alike: GET /users/admins, /users/by-partner, /users/node/{id},
 * /users/{id}. */
export interface User {
  id: string;
  email: string;
  /** Null until an invited user joins. */
  name: string | null;
  role: Role;
  status: UserStatus;
  partnerId: string | null;
  isConceptOnly: boolean;
  invitationId: string | null;
  joinLink: string | null;
  businessNodes: NodeRef[];
  createdAt: string;
}

/** One node as the node commands answer it. */
export interface BusinessNode {
  id: string;
  partnerId: string;
  parentId: string | null;
  name: string;
  type: NodeType;
  marketId: string | null;
  marketName: string | null;
  usersCount: number;
  createdAt: string;
}

/** GET /business-nodes?partnerId: the top nodes, each with its children. */
export interface TreeNode extends BusinessNode {
  children: TreeNode[];
}

export interface Market {
  id: string;
  partnerId: string;
  name: string;
  nodesCount: number;
  blockedToDelete: boolean;
  createdAt: string;
}

/** What DELETE /business-nodes/{id} and DELETE /markets/delete/{partnerId}/{id} answer. */
export interface Deleted {
  id: string;
}

/** The entity types GET /audit answers for (projections/audit/subjects.ts). */
export type AuditEntityType = 'partner' | 'user' | 'businessNode' | 'market' | 'asset' | 'concept' | 'campaign';

export interface AuditEntry {
  id: string;
  position: number;
  type: string;
  occurredAt: string;
  /** The email is null for the system and for users no longer known. */
  actor: Actor & { email: string | null };
  data: Record<string, unknown>;
}

/** POST /auth/login and POST /invitations/{id}/accept answer with this. */
export interface SessionAnswer {
  id: string;
  role: Role;
  username: string;
  email: string;
  isConceptOnly: boolean;
}

/** POST /auth/mode: how the user signs in (spec 1 §7). */
export interface AuthModeAnswer {
  authMode: 'password' | 'saml' | 'google';
}

/** GET /auth/current-user. */
export interface CurrentUser extends SessionAnswer {
  name: string | null;
  partnerId: string | null;
  partnerName: string | null;
  /** The nodes this user may place things on (their own and below); null: the whole partner. */
  reachableNodeIds: string[] | null;
}

/** GET /invitations/{id}. */
export interface Invitation {
  email: string;
  partnerName: string | null;
  role: Role;
}

/** POST /users/{id}/reinvite. */
export interface ReinviteAnswer {
  message: string;
  invitationId: string;
  joinLink: string;
}

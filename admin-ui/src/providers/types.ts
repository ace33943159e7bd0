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

// ---- Assets (the asset library contract under /assets/single-files) ----

export interface AssetCrop {
  x: number;
  y: number;
  width: number;
  height: number;
  format: 'jpeg' | 'png' | 'webp' | 'auto';
  auto: boolean;
}

/** A library asset (spec 1 §3 'Asset (single file)'). */
export interface Asset {
  id: string;
  _id?: string;
  name: string;
  /** The category: brands, fonts, logos, creatives or other. */
  type: string;
  /** GET it for the original file. */
  url: string;
  hash: string | null;
  format: string;
  dimension: string | null;
  thumbLocation: string | null;
  isFromDam: boolean;
  isLink: boolean;
  createdAt: string;
  businessNodes: string[];
  /** Nodes kept beside businessNodes; sent back unchanged by the business-nodes editor. */
  additionalNodes?: string[];
  fullOriginalName: string;
  tags: string[];
  status: string;
  parentId: string | null;
  archived: boolean;
  updatedAt?: string;
  updatedBy?: string;
  size?: number | null;
  crop?: AssetCrop;
}

export interface AssetPage {
  total: number;
  results: Asset[];
}

/** GET /assets/single-files query (the library picker of spec 1 §7 and the library list). */
export interface AssetQuery {
  partnerId: string;
  nodeIds?: string[];
  archived?: boolean;
  isIndependent?: boolean;
  /** Zero-based. */
  page: number;
  limit: number;
  search?: string;
  formats?: string[];
  assetsToExclude?: string[];
  sort?: 'createdAt' | '-createdAt' | 'name' | '-name';
}

export type UploadItemStatus = 'PENDING' | 'UPLOADING' | 'PROCESSING' | 'DONE' | 'FAILED' | 'URL_FAILED' | 'MERGED' | 'EXPANDED';

/** A temporary upload item (spec 1 §3), as answered by the upload calls and pushed over the websocket. */
export interface UploadItem {
  tempAssetId: string;
  uid?: string;
  name?: string;
  status: UploadItemStatus;
  loaded?: number;
  total?: number | null;
  data?: { name?: string; errors?: string[] };
  isLink?: boolean;
  assetId?: string | null;
  message?: string | null;
}

export interface UploadAnswer {
  uploadedAssets: UploadItem[];
  mergedAssets: UploadItem[];
  total: number;
}

export interface AssetChanges {
  name?: string;
  tags?: string[];
  status?: string;
}

export interface AssetBulkChanges {
  ids: string[];
  tags?: string[];
  status?: string;
  archived?: boolean;
}

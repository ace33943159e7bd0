// What commands need to know from the read side (uniqueness, ownership, usage). The API wires the
// projections' query functions in; commands never import projections.
export interface UserRef {
  id: string;
  partnerId: string | null;
  role: string;
  status: string;
}

export interface AssetRef {
  id: string;
  partnerId: string;
  uploadedBy: string;
  businessNodes: string[];
}

export interface Lookups {
  partnerNameTaken(name: string, exceptId?: string): Promise<boolean>;
  partnerExists(partnerId: string): Promise<boolean>;
  emailTaken(email: string): Promise<boolean>;
  /** How many active SUPER users there are besides this user. */
  otherActiveSuperUsers(userId: string): Promise<number>;
  user(userId: string): Promise<UserRef | null>;
  userIdByInvitation(invitationId: string): Promise<string | null>;
  nodeHasUsers(nodeId: string): Promise<boolean>;
  /** The partner a business node belongs to, or null when there is no such node. */
  nodePartner(nodeId: string): Promise<string | null>;
  marketPartner(marketId: string): Promise<string | null>;
  asset(assetId: string): Promise<AssetRef | null>;
  /** The nodes a user is assigned to and everything below them. */
  nodesUnder(nodeIds: string[]): Promise<string[]>;
  /** Which of these nodes belong to the partner. */
  partnerNodes(partnerId: string, nodeIds: string[]): Promise<string[]>;
  userNodes(userId: string): Promise<string[]>;
  /** Whether one of the partner's concepts other than `exceptId` has this name, compared case-insensitively. */
  conceptNameTaken(partnerId: string, name: string, exceptId?: string): Promise<boolean>;
  concept(conceptId: string): Promise<{ id: string; partnerId: string; businessNodes: string[] } | null>;
  /** The concept a template version belongs to. */
  template(templateId: string): Promise<{ id: string; conceptId: string } | null>;
  /** Whether a campaign uses the template (spec 3 §8 'entity in use'). */
  templateInUse(templateId: string): Promise<boolean>;
}

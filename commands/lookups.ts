// What commands need to know from the read side (uniqueness, ownership, usage). The API wires the
// projections' query functions in; commands never import projections.
import type { MigrationFacts, MigrationKind } from '../domain/business-tree/migration';
import type { PersonalizationType, Platform } from '../domain/campaign/platforms';
import type { TemplateChannel, TemplateVersionSummary } from '../domain/template';
export interface UserRef {
  id: string;
  partnerId: string | null;
  role: string;
  status: string;
  name: string | null;
  email: string;
  isConceptOnly: boolean;
}

export interface AssetRef {
  id: string;
  partnerId: string;
  uploadedBy: string;
  businessNodes: string[];
  name: string;
  /** The media kind (domain/asset/rules.ts) and the file format, which decide what a dynamic element takes. */
  kind: string | null;
  format: string;
  location: string | null;
  thumbLocation: string | null;
}

export interface CampaignRef {
  id: string;
  partnerId: string;
  conceptId: string;
  name: string;
  businessNodes: string[];
  archived: boolean;
  deleted: boolean;
  locked: boolean;
  platforms: string[];
  personalizationType: PersonalizationType;
}

type TemplateVersionRef = TemplateVersionSummary;

export interface PersonaliseTreeRef {
  treeId: string;
  campaignId: string;
  partnerId: string;
  platform: Platform;
  format: TemplateChannel;
  templates: Pick<TemplateVersionRef, 'templateId' | 'name' | 'size' | 'version' | 'kind' | 'dynamicFields'>[];
}

export interface VariationRef {
  formatId: string;
  variantId: string;
  treeId: string;
  campaignId: string;
}

export interface Lookups {
  partnerNameTaken(name: string, exceptId?: string): Promise<boolean>;
  partnerExists(partnerId: string): Promise<boolean>;
  /** Whether a business node connects to the cloud storage connector (a delete would leave it pointing at nothing). */
  cloudStorageInUse(storageId: string): Promise<boolean>;
  emailTaken(email: string): Promise<boolean>;
  /** The active SUPER users besides this user, as the read model has them (it may lag a step). */
  otherActiveSuperUserIds(userId: string): Promise<string[]>;
  /**
   * Runs `work` while no other change that could remove a super user runs, in any process (a Postgres advisory
   * lock): its check and append are one step, so two supers demoting each other cannot both pass.
   */
  inTurnWithSuperUserChanges<T>(work: () => Promise<T>): Promise<T>;
  user(userId: string): Promise<UserRef | null>;
  userIdByInvitation(invitationId: string): Promise<string | null>;
  nodeHasUsers(nodeId: string): Promise<boolean>;
  /** The partner a business node belongs to, or null when there is no such node. */
  nodePartner(nodeId: string): Promise<string | null>;
  marketPartner(marketId: string): Promise<string | null>;
  /** Which of these e-mail domains an SSO config (not `exceptConfigId`) holds. */
  ssoDomainsTaken(domains: string[], exceptConfigId?: string): Promise<string[]>;
  asset(assetId: string): Promise<AssetRef | null>;
  /** Which of these ids are library assets of another partner than this one. */
  foreignAssets(partnerId: string, assetIds: string[]): Promise<string[]>;
  /** Which of these nodes belong to the partner. */
  partnerNodes(partnerId: string, nodeIds: string[]): Promise<string[]>;
  /** The nodes a user is assigned to and everything below them, in one read. */
  userReach(userId: string): Promise<string[]>;
  /**
   * The named users as a subscriber check of the node needs them; `reachesNode`: assigned to the node or a node above
   * it, or of the admin group (which reaches the whole partner).
   */
  subscriberCandidates(
    nodeId: string,
    userIds: string[],
  ): Promise<{ id: string; partnerId: string | null; status: string; label: string; reachesNode: boolean }[]>;
  /** What is on a node that migrates to `targetId` (domain/business-tree/migration.ts), the source's subscriber ids. */
  migrationOnSource(
    sourceId: string,
    targetId: string,
  ): Promise<Pick<MigrationFacts, 'sourceSubtree' | 'campaigns' | 'assets' | 'users'> & { subscriberIds: string[] }>;
  /** The ids of a migration kind's entities on the node now (its subscribers' user ids for `bn-subscribers`, the node
   * itself for its `integrations` while it holds any). */
  idsOnNode(kind: MigrationKind, nodeId: string): Promise<string[]>;
  /** Whether one of the partner's concepts other than `exceptId` has this name, compared case-insensitively. */
  conceptNameTaken(partnerId: string, name: string, exceptId?: string): Promise<boolean>;
  concept(conceptId: string): Promise<{ id: string; partnerId: string; businessNodes: string[]; name: string } | null>;
  /** The concept a template version belongs to. */
  template(templateId: string): Promise<{ id: string; conceptId: string } | null>;
  /** The concept a storyboard belongs to, or null when there is no such storyboard. */
  storyboardConcept(storyboardId: string): Promise<string | null>;
  /** The campaign a variant belongs to, or null when there is no such variant. */
  variantCampaign(variantId: string): Promise<string | null>;
  /** Whether a campaign uses the template (spec 3 §8 'entity in use'). */
  templateInUse(templateId: string): Promise<boolean>;
  /** A concept's status and archive flag: campaigns are made from ready concepts. */
  conceptStatus(conceptId: string): Promise<{ status: string; archived: boolean } | null>;
  campaign(campaignId: string): Promise<CampaignRef | null>;
  /** Whether one of the partner's campaigns (not deleted) other than `exceptId` has this name, in any case. */
  campaignNameTaken(partnerId: string, name: string, exceptId?: string): Promise<boolean>;
  /** The tree's definition with its templates' facts, for the tree's first command. */
  personaliseTree(treeId: string): Promise<PersonaliseTreeRef | null>;
  /** Whether any variant of the campaign has an element filled with a library asset (the market-change block). */
  campaignHasSelectedAssets(campaignId: string): Promise<boolean>;
  /** The facts of these template versions (those that exist), in the order asked. */
  templateVersions(templateIds: string[]): Promise<TemplateVersionRef[]>;
  /** The campaign's personalise trees, in their order. */
  campaignTreeIds(campaignId: string): Promise<string[]>;
  /** The campaign's personalise trees (none when it is deleted), in their order, each as `personaliseTree` gives it. */
  campaignTrees(campaignId: string): Promise<PersonaliseTreeRef[]>;
  /** A variation (a variant format): its variant, tree and campaign; null when there is none. */
  variation(formatId: string): Promise<VariationRef | null>;
  /** Which of these content fingerprints are pictured (the screenshots read model). */
  picturedFingerprints(fingerprints: readonly string[]): Promise<Set<string>>;
  /** A variation's latest render: its request and where it stands. */
  variationRender(formatId: string): Promise<{ requestId: string; status: string } | null>;
  /** The campaign's render requests still running. */
  runningRenderRequests(campaignId: string): Promise<string[]>;
}

// One stream per campaign, `Campaign-<id>`: its settings and lifecycle. Its personalise trees are streams of their
// own (domain/personalise); CampaignCreated names them, and each tree's first command starts its stream from that
// definition. Events carry `campaignId` first so the audit trail files them under the campaign.
import type { CampaignTemplate, DeliveryType, PersonalizationType, Platform, TreeDefinition } from './platforms';

export interface CampaignSettings {
  name: string;
  businessNodes: string[];
  /** ISO dates (YYYY-MM-DD) of the flight, either may be open. */
  flightStart: string | null;
  flightEnd: string | null;
}

export type CampaignCreated = {
  type: 'CampaignCreated';
  data: CampaignSettings & {
    campaignId: string;
    partnerId: string;
    conceptId: string;
    platforms: Platform[];
    templates: CampaignTemplate[];
    trees: TreeDefinition[];
    personalizationType: PersonalizationType;
    deliveryTypes: Partial<Record<Platform, DeliveryType>>;
    createdBy: string;
    createdAt: string;
  };
};
/** What changed; absent fields are unchanged. */
export type CampaignSettingsChanged = {
  type: 'CampaignSettingsChanged';
  data: { campaignId: string } & Partial<CampaignSettings>;
};
/** A business node's campaigns moved to another node of the tree (domain/business-tree/migration.ts): the nodes
 * after. */
export type CampaignMovedToNode = {
  type: 'CampaignMovedToNode';
  data: { campaignId: string; fromNodeId: string; toNodeId: string; businessNodes: string[] };
};
export type CampaignLocked = { type: 'CampaignLocked'; data: { campaignId: string } };
export type CampaignUnlocked = { type: 'CampaignUnlocked'; data: { campaignId: string } };
export type CampaignArchived = { type: 'CampaignArchived'; data: { campaignId: string } };
export type CampaignRestored = { type: 'CampaignRestored'; data: { campaignId: string } };
export type CampaignDeleted = { type: 'CampaignDeleted'; data: { campaignId: string } };

/** A request for interim or final approval of the campaign's creatives, number n of the campaign (workflow
 * review-<id>-<n>). */
export type ApprovalRequested = {
  type: 'ApprovalRequested';
  data: {
    campaignId: string;
    requestId: string;
    n: number;
    isFinal: boolean;
    userIds: string[];
    watcherIds: string[];
    dueAt: string;
    by: string;
    at: string;
  };
};
export type ApprovalRequestWithdrawn = {
  type: 'ApprovalRequestWithdrawn';
  data: { campaignId: string; requestId: string; by: string; at: string };
};
export type ApprovalRequestCompleted = {
  type: 'ApprovalRequestCompleted';
  data: { campaignId: string; requestId: string; at: string };
};
export type ApprovalRequestEscalated = {
  type: 'ApprovalRequestEscalated';
  data: { campaignId: string; requestId: string; at: string };
};
export type ApprovalReminderSent = {
  type: 'ApprovalReminderSent';
  data: { campaignId: string; requestId: string; at: string };
};
export type ReviewEvent =
  | ApprovalRequested
  | ApprovalRequestWithdrawn
  | ApprovalRequestCompleted
  | ApprovalRequestEscalated
  | ApprovalReminderSent;

export type CampaignEvent =
  | ReviewEvent
  | CampaignCreated
  | CampaignSettingsChanged
  | CampaignMovedToNode
  | CampaignLocked
  | CampaignUnlocked
  | CampaignArchived
  | CampaignRestored
  | CampaignDeleted;

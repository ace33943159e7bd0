// What the campaign routes answer (spec 2 §3 Campaign, §7 "Campaigns"): the API declares it, the read model
// (projections/campaigns/queries.ts) and the screens take their types from it.
import { Type, type Static } from 'typebox';
import { Answer, Id, Nullable, OneOf, Timestamp } from '../shared/schema';
import type { TemplateChannel } from '../template/events';
import { PLATFORMS, type DeliveryType, type Platform } from './platforms';
import { CAMPAIGN_STATUSES } from './statuses';

const CampaignTemplate = Answer({
  templateId: Id,
  name: Type.String(),
  size: Type.String(),
  version: Type.Integer({ minimum: 1 }),
  kind: OneOf(['html', 'video']),
  suitableChannels: Type.Array(Type.Unsafe<TemplateChannel>(Type.String())),
});

/** One personalise tree of the campaign: a platform and its format group. */
const CampaignTree = Answer({ id: Id, platform: OneOf(PLATFORMS), format: OneOf(['display', 'social', 'video']) });
export type CampaignTree = Static<typeof CampaignTree>;

const rowFields = {
  id: Id,
  name: Type.String(),
  partnerId: Id,
  conceptId: Id,
  conceptName: Nullable(Type.String()),
  businessNodes: Type.Array(Id, { description: 'The markets' }),
  platforms: Type.Array(OneOf(PLATFORMS)),
  status: OneOf(CAMPAIGN_STATUSES),
  archived: Type.Boolean(),
  locked: Type.Boolean({ description: 'The qa flag' }),
  /** ISO dates (YYYY-MM-DD), either may be open. */
  flightStart: Nullable(Type.String({ format: 'date' })),
  flightEnd: Nullable(Type.String({ format: 'date' })),
  personalizationType: OneOf(['ASSEMBLY', 'DECISION_TREE']),
  deliveryTypes: Type.Unsafe<Partial<Record<Platform, DeliveryType>>>(
    Type.Record(Type.String(), Type.String(), { description: 'Delivery type by platform' }),
  ),
  templateIds: Type.Array(Id),
  trees: Type.Array(CampaignTree, { description: 'The personalise trees' }),
  activeVariants: Type.Integer({ minimum: 0 }),
  totalVariants: Type.Integer({ minimum: 0, description: 'Variants not archived' }),
  createdBy: Type.String({ description: 'a user id' }),
  createdAt: Timestamp,
  updatedAt: Timestamp,
};

/** A row of GET /campaigns. */
export const CampaignRow = Answer(rowFields, 'A campaign');
export type CampaignRow = Static<typeof CampaignRow>;
/** GET /campaigns/{id} and the campaign commands. */
export const Campaign = Answer(
  { ...rowFields, _id: Id, templates: Type.Array(CampaignTemplate, { description: 'The template versions chosen' }) },
  'A campaign with its templates',
);
export type Campaign = Static<typeof Campaign>;
export const CampaignCreated = Answer({ id: Id }, 'The new campaign');
export const CampaignExists = Answer(
  { exists: Type.Boolean() },
  "Whether one of the partner's campaigns has the name, in any case",
);
export type CampaignExists = Static<typeof CampaignExists>;
export const PendingOperations = Type.Array(
  Answer({
    operationId: Id,
    variants: Type.Array(Id),
    column: Type.String({ description: 'The element being written' }),
  }),
  { description: 'Bulk dynamic-element updates in flight' },
);

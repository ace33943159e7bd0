// What the campaign routes take and answer (spec 2 §3 Campaign, §7 "Campaigns"; projections/campaigns/queries.ts).
// The domain judges what a schema cannot (flight dates against today, templates of the concept, the name's
// uniqueness) with the spec's messages.
import { Type } from 'typebox';
import { INVALID_FLIGHT_DATE } from '../../domain/campaign/messages';
import { PLATFORMS } from '../../domain/campaign/platforms';
import { CAMPAIGN_STATUSES } from '../../domain/campaign/statuses';
import { always, Answer, Body, Id, Literals, Nullable, OneOf, Timestamp, withRule } from '../http/schemas';
import { Name } from './fields';

const FlightDate = withRule(
  Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'YYYY-MM-DD, not before today' }),
  always(INVALID_FLIGHT_DATE),
);
const Platform = Literals(PLATFORMS);

export const NewCampaignBody = Body({
  partnerId: Type.Optional(Id),
  conceptId: Id,
  name: Name,
  businessNodes: Type.Array(Id, { description: 'The markets; at least one' }),
  platforms: Type.Array(Platform, { description: 'At least one' }),
  templateIds: Type.Array(Id, {
    description: "Template versions of the concept, not archived; at least one ('Templates are not provided')",
  }),
  flightStart: Type.Optional(Nullable(FlightDate)),
  flightEnd: Type.Optional(Nullable(FlightDate)),
});

export const SettingsBody = Body({
  name: Type.Optional(Name),
  businessNodes: Type.Optional(
    Type.Array(Id, { description: 'Advanced: not for the MANAGER; fixed once a variant holds a library asset' }),
  ),
  flightStart: Type.Optional(Nullable(FlightDate)),
  flightEnd: Type.Optional(Nullable(FlightDate)),
});

export const ArchiveBody = Body({ archived: Type.Boolean(), partnerId: Type.Optional(Id) });

const CampaignTemplate = Answer({
  templateId: Id,
  name: Type.String(),
  size: Type.String(),
  version: Type.Integer({ minimum: 1 }),
  kind: OneOf(['html', 'video']),
  suitableChannels: Type.Array(Type.String()),
});

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
  flightStart: Nullable(Type.String({ format: 'date' })),
  flightEnd: Nullable(Type.String({ format: 'date' })),
  personalizationType: OneOf(['ASSEMBLY', 'DECISION_TREE']),
  deliveryTypes: Type.Record(Type.String(), Type.String(), { description: 'Delivery type by platform' }),
  templateIds: Type.Array(Id),
  trees: Type.Array(Answer({ id: Id, platform: OneOf(PLATFORMS), format: OneOf(['display', 'social', 'video']) }), {
    description: 'The personalise trees',
  }),
  activeVariants: Type.Integer({ minimum: 0 }),
  totalVariants: Type.Integer({ minimum: 0, description: 'Variants not archived' }),
  createdBy: Type.String({ description: 'a user id' }),
  createdAt: Timestamp,
  updatedAt: Timestamp,
};

/** A row of GET /campaigns. */
export const CampaignRow = Answer(rowFields, 'A campaign');
export const Campaign = Answer(
  { ...rowFields, _id: Id, templates: Type.Array(CampaignTemplate, { description: 'The template versions chosen' }) },
  'A campaign with its templates',
);
export const CampaignCreated = Answer({ id: Id }, 'The new campaign');
export const CampaignExists = Answer(
  { exists: Type.Boolean() },
  "Whether one of the partner's campaigns has the name, in any case",
);
export const PendingOperations = Type.Array(
  Answer({
    operationId: Id,
    variants: Type.Array(Id),
    column: Type.String({ description: 'The element being written' }),
  }),
  { description: 'Bulk dynamic-element updates in flight' },
);

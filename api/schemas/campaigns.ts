// What the campaign routes take (spec 2 §3 Campaign, §7 "Campaigns"; the answers: domain/campaign/answers.ts).
// The domain judges what a schema cannot (flight dates against today, templates of the concept, the name's
// uniqueness) with the spec's messages.
import { Type } from 'typebox';
import { INVALID_FLIGHT_DATE } from '../../domain/campaign/messages';
import { PLATFORMS } from '../../domain/campaign/platforms';
import { always, Body, Id, Literals, Nullable, withRule } from '../http/schemas';
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

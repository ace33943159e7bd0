// What the DV360 look-ups answer (spec 2 §7 'DV360'; the spec shows no shapes, these are ours): an advertiser's
// campaigns and its line items in the asked campaigns.
import { Type, type Static } from 'typebox';
import { Answer } from '../shared/schema';

/** DV360's ids are numeric strings, not ours. */
const Dv360Id = Type.String({ pattern: '^\\d{1,20}$', description: "DV360's id" });

export const Dv360Campaign = Answer({ campaignId: Dv360Id, name: Type.String() }, 'A DV360 campaign');
export type Dv360Campaign = Static<typeof Dv360Campaign>;
export const Dv360Campaigns = Type.Array(Dv360Campaign, { description: "A DV360 advertiser's campaigns" });

export const Dv360LineItem = Answer(
  { lineItemId: Dv360Id, name: Type.String(), campaignId: Dv360Id },
  'A DV360 line item',
);
export type Dv360LineItem = Static<typeof Dv360LineItem>;
export const Dv360LineItems = Type.Array(Dv360LineItem, { description: "A DV360 advertiser's line items" });

export const Dv360Advertiser = Answer(
  {
    nodeId: Type.String(),
    dv360AdvertiserId: Dv360Id,
    /** DV360's token is connected on the node (its value never leaves the server). */
    connected: Type.Boolean(),
  },
  "A campaign node's DV360 advertiser",
);
export type Dv360Advertiser = Static<typeof Dv360Advertiser>;
export const Dv360Advertisers = Type.Array(Dv360Advertiser, {
  description: "The DV360 advertisers of a campaign's nodes",
});

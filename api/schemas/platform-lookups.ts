// What the DV360 and Google Ads look-ups take (spec 2 §7): the business node whose integration to use (`?nodeId`),
// the platform's own ids in the path, and for DV360's line items the campaigns to list them of.
import { Type } from 'typebox';
import { Body, Id, Literals, Params } from '../http/schemas';

/** A platform's own id: digits. */
const PlatformId = Type.String({ pattern: '^\\d{1,20}$', description: "The platform's id" });

export const PlatformIdParams = Params({ id: PlatformId });
export const NodeQuery = Body({ nodeId: Id });
export const LineItemsQuery = Body({
  nodeId: Id,
  /** Comma-separated DV360 campaign ids; all the advertiser's line items when absent. */
  campaignIds: Type.Optional(Type.String({ pattern: '^\\d{1,20}(,\\d{1,20})*$' })),
  excludeCompleted: Type.Optional(Literals(['true', 'false'] as const)),
});

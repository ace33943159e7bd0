// What the Meta routes answer (spec 2 §7 'Meta'; the spec shows no shapes, these are ours): an ad account's campaigns,
// with their ad sets when `expanded`, a campaign's ad sets, and a preview's iframe as Meta renders it.
import { Type, type Static } from 'typebox';
import { Answer, Nullable, Timestamp } from '../shared/schema';

/** Meta's ids are numeric strings, not ours. */
const MetaId = Type.String({ pattern: '^\\d{1,20}$', description: "Meta's id" });

export const MetaAdSet = Answer(
  {
    id: MetaId,
    name: Type.String(),
    campaignId: MetaId,
    /** Meta's configured and effective status (ACTIVE, PAUSED, ...). */
    status: Type.String(),
    effectiveStatus: Type.String(),
    endTime: Nullable(Timestamp),
    /** Its end time has passed. */
    completed: Type.Boolean(),
  },
  'A Meta ad set',
);
export type MetaAdSet = Static<typeof MetaAdSet>;
export const MetaAdSets = Type.Array(MetaAdSet, { description: "A Meta campaign's ad sets" });

export const MetaCampaign = Answer(
  {
    id: MetaId,
    name: Type.String(),
    status: Type.String(),
    effectiveStatus: Type.String(),
    objective: Nullable(Type.String()),
    /** Only when asked `?expanded=true`. */
    adSets: Type.Optional(Type.Array(MetaAdSet)),
  },
  'A Meta campaign',
);
export type MetaCampaign = Static<typeof MetaCampaign>;
export const MetaCampaigns = Type.Array(MetaCampaign, { description: "A Meta ad account's campaigns" });

export const MetaPreview = Answer(
  {
    /** Meta's answer: an iframe of the requested size showing the ad. */
    body: Type.String(),
    height: Type.Integer(),
    width: Type.Integer(),
  },
  "A Meta ad preview, Meta's iframe",
);
export type MetaPreview = Static<typeof MetaPreview>;

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

export const MetaAccount = Answer(
  {
    nodeId: Type.String(),
    facebookAdAccountId: Type.String(),
    facebookPageId: Nullable(Type.String()),
    /** Meta's token is connected on the node (its value never leaves the server). */
    connected: Type.Boolean(),
  },
  "A campaign node's Meta ad account and page",
);
export type MetaAccount = Static<typeof MetaAccount>;
export const MetaAccounts = Type.Array(MetaAccount, { description: "The Meta ad accounts of a campaign's nodes" });

/** Meta's processing status of a library video uploaded for previews: `processing` until Meta has it ready. */
export const MetaVideo = Answer(
  { videoId: MetaId, status: Type.Union([Type.Literal('processing'), Type.Literal('ready'), Type.Literal('error')]) },
  'A library video on Meta',
);
export type MetaVideo = Static<typeof MetaVideo>;

// What the integration routes answer (spec 3 §7): a node's publishing properties per platform, its tokens only as
// present or absent with the far end's judgement of them, and the channels its connections give.
import { Type, type Static } from 'typebox';
import { Answer, Id, Nullable, OneOf, Timestamp } from '../shared/schema';
import { TOKEN_VALIDITIES } from './properties';

const IdValue = Nullable(Type.String());

/** A token as an answer may speak of it: never its value. */
export const TokenStatus = Answer(
  {
    present: Type.Boolean(),
    connectedAt: Nullable(Timestamp),
    validity: Nullable(OneOf(TOKEN_VALIDITIES)),
    /** Why validity is null while a token is present: its far end did not answer. */
    unchecked: Nullable(Type.String()),
  },
  'A token: present or absent, and how its platform judges it (never its value)',
);
export type TokenStatus = Static<typeof TokenStatus>;

export const Publishing = Answer(
  {
    nodeId: Id,
    partnerId: Id,
    /** The far ends are the product's simulated platforms, not Google's and Meta's (PLATFORMS=live switches). */
    simulated: Type.Boolean(),
    publishing: Answer({
      gads: Answer({ gadsCustomerAccountId: IdValue, gadsToken: TokenStatus }),
      google: Answer({ dcmAdvertiserId: IdValue, dcmNetworkId: IdValue }),
      facebook: Answer({
        facebookAdAccountId: IdValue,
        facebookPageId: IdValue,
        instagramAccountId: IdValue,
        facebookToken: TokenStatus,
      }),
      youtube: Answer({ youtubeToken: TokenStatus }),
      dv360: Answer({ dv360AdvertiserId: IdValue, dv360Token: TokenStatus }),
    }),
  },
  "A business node's publishing integrations",
);
export type Publishing = Static<typeof Publishing>;

const Channels = Type.Array(OneOf(['display', 'video', 'social'] as const));
export const AvailableChannels = Answer(
  {
    google: Type.Optional(Channels),
    facebook: Type.Optional(Channels),
    youtube: Type.Optional(Channels),
    gads: Type.Optional(Channels),
    dv360: Type.Optional(Channels),
  },
  'The channels of the platforms this node is connected to',
);
export type AvailableChannels = Static<typeof AvailableChannels>;

/** Where to send the browser to connect a token. */
export const OAuthStart = Answer({ authorizeUrl: Type.String({ format: 'uri' }) }, 'The far end to authorise at');
export type OAuthStart = Static<typeof OAuthStart>;

// What the integration routes take (spec 3 §7): PUT /business-nodes/{id}/publishing {publishing, partnerId} with the
// ids per platform (tokens come only through OAuth, so a token field is refused as unknown), and the OAuth callback.
import { Type } from 'typebox';
import { TOKEN_PROPERTIES } from '../../domain/integration/properties';
import { Body, Id, Literals, Nullable, Text } from '../http/schemas';

/** An id as typed: the domain checks its form (domain/integration/properties.ts ID_RULES); empty or null clears it. */
const IdInput = Type.Optional(Nullable(Text({ maxLength: 64 })));

export const PublishingBody = Body({
  publishing: Body({
    gads: Type.Optional(Body({ gadsCustomerAccountId: IdInput })),
    google: Type.Optional(Body({ dcmAdvertiserId: IdInput, dcmNetworkId: IdInput })),
    facebook: Type.Optional(
      Body({ facebookAdAccountId: IdInput, facebookPageId: IdInput, instagramAccountId: IdInput }),
    ),
    dv360: Type.Optional(Body({ dv360AdvertiserId: IdInput })),
  }),
  partnerId: Type.Optional(Id),
});

export const TokenName = Literals(TOKEN_PROPERTIES);
/** The tokens a node's screen disconnects by name (spec: youtubeToken; Meta's is ours). */
export const RemovableToken = Literals(['youtubeToken', 'facebookToken'] as const);
export const Provider = Literals(['google', 'meta'] as const);

export const OAuthCallbackBody = Body({
  code: Text({ maxLength: 2048 }),
  state: Text({ maxLength: 4096 }),
});

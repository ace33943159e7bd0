// What the Meta routes take (spec 2 §7 'Meta'): the look-ups' ad account and campaign ids, and the preview bodies
// {asset, message, description, link, name, callToAction, caption, format, height, width, advertiserId, pageId,
// videoId, thumbnail, FbVisibleType} and {values, height, width, advertiserId, pageId, link}. `asset` is a library
// asset (an image), `videoId` a video already on Meta; `FbVisibleType` says which of the two the format shows, and
// a carousel's `values` are its primary text, call to action and 2 to 10 cards.
import { Type } from 'typebox';
import { PREVIEW_FORMATS, PREVIEW_SIZE } from '../../domain/meta/messages';
import { CALL_TO_ACTIONS, CAROUSEL_CARDS } from '../../domain/personalise/fields';
import { Body, Id, Literals, Params, Text } from '../http/schemas';

const MetaId = Type.String({ pattern: '^\\d{1,20}$', description: "Meta's id" });
/** As the node's integration holds it: with or without act_. */
export const AdAccountId = Type.String({ pattern: '^(act_)?\\d{1,20}$', description: 'A Meta ad account id' });

export const CampaignsParams = Params({ id: AdAccountId });
/** `?expanded`, `?expanded=true` or `?expanded=false`. */
export const CampaignsQuery = Body({ expanded: Type.Optional(Literals(['', 'true', 'false'] as const)) });
export const AdSetsParams = Params({ id: MetaId });
export const AdSetsQuery = Body({ facebookAdAccountId: AdAccountId });

const Url = Text({ maxLength: 2048, format: 'uri' });
const Copy = Type.Optional(Text({ maxLength: 2000 }));
const Size = {
  height: Type.Integer({ minimum: 50, maximum: 2000 }),
  width: Type.Integer({ minimum: 50, maximum: 2000 }),
};
const Frame = {
  height: Type.Optional({ ...Size.height, default: PREVIEW_SIZE.height }),
  width: Type.Optional({ ...Size.width, default: PREVIEW_SIZE.width }),
  advertiserId: AdAccountId,
  pageId: MetaId,
};
const CallToAction = Type.Optional(Literals(CALL_TO_ACTIONS));

export const PreviewBody = Body({
  ...Frame,
  asset: Type.Optional(Id),
  videoId: Type.Optional(MetaId),
  thumbnail: Type.Optional(Url),
  FbVisibleType: Type.Optional(Literals(['image', 'video'] as const)),
  format: Literals(PREVIEW_FORMATS),
  message: Copy,
  name: Copy,
  description: Copy,
  caption: Copy,
  callToAction: CallToAction,
  link: Url,
});

export const CarouselPreviewBody = Body({
  ...Frame,
  link: Url,
  values: Body({
    message: Copy,
    callToAction: CallToAction,
    cards: Type.Array(
      Body({ asset: Type.Optional(Id), headline: Copy, description: Copy, websiteUrl: Type.Optional(Url) }),
      { minItems: CAROUSEL_CARDS.min, maxItems: CAROUSEL_CARDS.max },
    ),
  }),
});

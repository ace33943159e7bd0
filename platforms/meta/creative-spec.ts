// A creative's Facebook fields (spec 2 §3, by the spec's names: Text, Headline, News feed link description, Call to
// Action, Website URL, Display Link, URL parameters; a carousel's 'Card N Headline', 'Card N Description' and
// 'Card N Website URL') as Meta's object_story_spec: link_data for a single image, video_data for a single video,
// link_data with child_attachments for a carousel (2 to 10 cards, one image file per card in card order).
import { PlatformError, type CreativeToPublish } from '../ad-platform';
import { META_MESSAGES } from '../../domain/meta/messages';
import { CAROUSEL_CARDS } from '../../domain/personalise/fields';

type Spec = Record<string, unknown>;

/** 'Shop now' as Meta's call_to_action type: SHOP_NOW. */
export const metaCallToAction = (label: string) =>
  label
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');

const cta = (label: string | undefined, link: string) =>
  label ? { call_to_action: { type: metaCallToAction(label), value: { link } } } : {};

/** Only the keys given a value: Meta refuses empty strings for some. */
const present = (spec: Spec): Spec =>
  Object.fromEntries(Object.entries(spec).filter(([, v]) => v !== undefined && v !== ''));

export interface UploadedMedia {
  /** The image hashes of the creative's images, in file order. */
  imageHashes: string[];
  /** The video and its still, for a single video. */
  video?: { id: string; picture: string };
}

export function objectStorySpec(
  creative: Pick<CreativeToPublish, 'format' | 'fields' | 'clickUrl'>,
  page: { pageId: string; instagramUserId?: string },
  media: UploadedMedia,
): Spec {
  const field = (name: string) => creative.fields[name]?.trim() || undefined;
  const link = field('Website URL') ?? creative.clickUrl;
  const base = present({ page_id: page.pageId, instagram_user_id: page.instagramUserId });
  if (creative.format === 'fbSingleVideo') {
    if (!media.video) throw new PlatformError('invalid', META_MESSAGES.variationHasNoVideo, 'video');
    return {
      ...base,
      video_data: present({
        video_id: media.video.id,
        image_url: media.video.picture,
        message: field('Text'),
        title: field('Headline'),
        link_description: field('News feed link description'),
        ...cta(field('Call to Action'), link),
      }),
    };
  }
  if (creative.format === 'fbCarousel') {
    const cards = media.imageHashes.length;
    if (cards < CAROUSEL_CARDS.min || cards > CAROUSEL_CARDS.max)
      throw new PlatformError(
        'invalid',
        `A Meta carousel needs ${CAROUSEL_CARDS.min} to ${CAROUSEL_CARDS.max} cards`,
        'cards',
      );
    return {
      ...base,
      link_data: present({
        link,
        message: field('Text'),
        caption: field('Display Link'),
        child_attachments: media.imageHashes.map((hash, i) =>
          present({
            image_hash: hash,
            link: field(`Card ${i + 1} Website URL`) ?? link,
            name: field(`Card ${i + 1} Headline`),
            description: field(`Card ${i + 1} Description`),
            ...cta(field('Call to Action'), field(`Card ${i + 1} Website URL`) ?? link),
          }),
        ),
        multi_share_optimized: false,
        ...cta(field('Call to Action'), link),
      }),
    };
  }
  const [hash] = media.imageHashes;
  if (!hash) throw new PlatformError('invalid', META_MESSAGES.imageOrVideoNotSpecified, 'image');
  return {
    ...base,
    link_data: present({
      image_hash: hash,
      link,
      message: field('Text'),
      name: field('Headline'),
      description: field('News feed link description'),
      caption: field('Display Link'),
      ...cta(field('Call to Action'), link),
    }),
  };
}

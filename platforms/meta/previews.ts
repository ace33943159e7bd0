// Meta's own previews of an ad not yet made (`act_<id>/generatepreviews`): the fields as a creative spec (the same
// one publishing sends, creative-spec.ts), its images uploaded to the ad account first (Meta previews hashes, and
// keys them by their bytes), at the requested size. The ad format follows the toggle: square as a mobile feed post,
// vertical as a story, horizontal as a desktop feed post.
import type { PreviewFormat } from '../../domain/meta/messages';
import type { AdAccount, CreativeFile } from '../ad-platform';
import type { MetaAds } from './adapter';
import { objectStorySpec } from './creative-spec';
import { allItems, metaSession, type MetaSettings } from './session';

const AD_FORMATS: Record<PreviewFormat, string> = {
  square: 'MOBILE_FEED_STANDARD',
  vertical: 'INSTAGRAM_STORY',
  horizontal: 'DESKTOP_FEED_STANDARD',
};

interface PreviewFrame {
  format: PreviewFormat;
  height: number;
  width: number;
  pageId: string;
}

/** One image or one video ad: its media and its fields by the spec's names (Text, Headline, ...). */
export interface SinglePreview extends PreviewFrame {
  fields: Record<string, string>;
  link: string;
  image?: CreativeFile;
  /** A video already on Meta, processed, and its still (Meta's picture when none is given). */
  video?: { id: string; thumbnail?: string };
}

export interface CarouselPreview extends PreviewFrame {
  fields: Record<string, string>;
  link: string;
  /** One image per card, in card order; the cards' fields are 'Card N Headline' and so on. */
  cardImages: CreativeFile[];
}

export class MetaPreviews {
  constructor(
    private readonly settings: MetaSettings,
    private readonly ads: MetaAds,
  ) {}

  /** Meta's iframe for a single image or video ad. */
  async single(account: AdAccount, preview: SinglePreview): Promise<string> {
    const session = await metaSession(this.settings, account);
    const imageHashes = preview.image ? [await this.ads.uploadImage(session, preview.image)] : [];
    const video = preview.video && {
      id: preview.video.id,
      picture: preview.video.thumbnail ?? (await this.ads.video(account, preview.video.id)).picture,
    };
    const format = preview.video ? 'fbSingleVideo' : 'fbSingleImage';
    const spec = objectStorySpec({ format, fields: preview.fields, clickUrl: preview.link }, preview, {
      imageHashes,
      ...(video ? { video } : {}),
    });
    return this.generate(account, preview, spec);
  }

  async carousel(account: AdAccount, preview: CarouselPreview): Promise<string> {
    const session = await metaSession(this.settings, account);
    const imageHashes: string[] = [];
    for (const image of preview.cardImages) imageHashes.push(await this.ads.uploadImage(session, image));
    const spec = objectStorySpec({ format: 'fbCarousel', fields: preview.fields, clickUrl: preview.link }, preview, {
      imageHashes,
    });
    return this.generate(account, preview, spec);
  }

  private async generate(account: AdAccount, frame: PreviewFrame, spec: Record<string, unknown>): Promise<string> {
    const { adAccount } = await metaSession(this.settings, account);
    const [preview] = await allItems<{ body?: string }>(() =>
      adAccount.getGeneratePreviews([], {
        creative: { object_story_spec: spec },
        ad_format: AD_FORMATS[frame.format],
        height: frame.height,
        width: frame.width,
      }),
    );
    return preview?.body ?? '';
  }
}

// The AdPlatform for Meta (issue 20 §2) through facebook-nodejs-business-sdk: images uploaded by bytes (Meta keys
// them by hash, so a retry reuses them), a video uploaded and waited for until Meta has processed it, an ad creative
// (single image, single video or carousel) and an ad in the chosen ad set, created ACTIVE so that Meta reviews it at
// once (it delivers only while its ad set and campaign do). Our external key ends the ad's name, `… [varia-…]`, and
// `find` looks it up with Meta's name filter.
import { setTimeout as sleep } from 'node:timers/promises';
import type { AdImage } from 'facebook-nodejs-business-sdk';
import { META_MESSAGES } from '../../domain/meta/messages';
import { FACEBOOK_AD_NAME_MAX } from '../../domain/personalise/fields';
import {
  PlatformError,
  type AdAccount,
  type AdPlatform,
  type CreativeFile,
  type CreativeToPublish,
  type DeliveryReporting,
  type DeliveryRow,
  type PlatformAd,
} from '../ad-platform';
import { objectStorySpec, type UploadedMedia } from './creative-spec';
import { metaCall } from './errors';
import { metaDelivery } from './insights';
import { reviewOf, type MetaAdFields } from './review';
import { allItems, metaSession, type MetaSession, type MetaSettings } from './session';

const AD_FIELDS = ['id', 'name', 'effective_status', 'ad_review_feedback', 'issues_info'];
const VIDEO_POLL_MS = 2_000;
const VIDEO_TIMEOUT_MS = 5 * 60_000;

/** The ad's name on Meta: ours, cut to fit, then the key. */
export function adName(name: string, externalKey: string): string {
  const suffix = ` [${externalKey}]`;
  return `${name.slice(0, FACEBOOK_AD_NAME_MAX - suffix.length)}${suffix}`;
}

export type VideoStatus = 'processing' | 'ready' | 'error';
interface VideoFields {
  status?: { video_status?: VideoStatus };
  picture?: string;
}

export class MetaAds implements AdPlatform, DeliveryReporting {
  readonly platform = 'facebook';

  constructor(private readonly settings: MetaSettings) {}

  async find(account: AdAccount, externalKey: string): Promise<PlatformAd | null> {
    const { adAccount } = await metaSession(this.settings, account);
    const ads = await allItems<MetaAdFields>(() =>
      adAccount.getAds(AD_FIELDS, {
        filtering: [{ field: 'ad.name', operator: 'CONTAIN', value: `[${externalKey}]` }],
      }),
    );
    const ad = ads.find((a) => a.name?.endsWith(`[${externalKey}]`));
    return ad ? reviewOf(ad) : null;
  }

  async create(account: AdAccount, creative: CreativeToPublish): Promise<PlatformAd> {
    const pageId = account.ids.facebookPageId;
    if (!pageId) throw new PlatformError('account', META_MESSAGES.pageIdNotDefined, 'page_id');
    if (!creative.placementId) throw new PlatformError('invalid', 'Choose the Meta ad set to publish into', 'adset_id');
    const session = await metaSession(this.settings, account);
    const media = await this.upload(session, creative);
    const name = adName(creative.name, creative.externalKey);
    const spec = objectStorySpec(creative, { pageId, instagramUserId: account.ids.instagramAccountId }, media);
    const urlTags = creative.fields['URL parameters']?.trim();
    const made = await metaCall(() =>
      session.adAccount.createAdCreative([], {
        name,
        object_story_spec: spec,
        ...(urlTags ? { url_tags: urlTags } : {}),
      }),
    );
    const ad = await metaCall(() =>
      session.adAccount.createAd([], {
        name,
        adset_id: creative.placementId,
        creative: { creative_id: made.id },
        status: 'ACTIVE',
      }),
    );
    return this.read(session, String(ad.id));
  }

  async status(account: AdAccount, externalId: string): Promise<PlatformAd> {
    return this.read(await metaSession(this.settings, account), externalId);
  }

  /** The account's delivery of the day, per ad, placement and ad set (insights.ts). */
  async deliveryReport(account: AdAccount, day: string): Promise<DeliveryRow[]> {
    return metaDelivery(await metaSession(this.settings, account), day, this.settings.insightsPageSize);
  }

  /** Meta's processing status of an uploaded video (the preview's toggles follow it) and its still. */
  async video(account: AdAccount, videoId: string): Promise<{ status: VideoStatus; picture: string }> {
    return this.readVideo(await metaSession(this.settings, account), videoId);
  }

  /** Uploads an image by its bytes and answers its hash (the same bytes give the same hash on Meta). */
  async uploadImage(session: MetaSession, file: CreativeFile): Promise<string> {
    const uploaded: AdImage = await metaCall(() =>
      session.adAccount.createAdImage([], { bytes: file.bytes.toString('base64'), name: file.name }),
    );
    const images = (uploaded as { _data: { images?: Record<string, { hash: string }> } })._data.images ?? {};
    const hash = Object.values(images)[0]?.hash;
    if (!hash) throw new PlatformError('unavailable', 'Meta did not say the image hash', 'adimages');
    return hash;
  }

  private async readVideo(session: MetaSession, id: string) {
    const read = await metaCall(() => new session.sdk.AdVideo(id, {}, null, session.api).read(['status', 'picture']));
    const { status, picture } = (read as { _data: VideoFields })._data;
    return { status: status?.video_status ?? 'processing', picture: picture ?? '' };
  }

  private async read(session: MetaSession, adId: string): Promise<PlatformAd> {
    const ad = await metaCall(() => new session.sdk.Ad(adId, {}, null, session.api).read(AD_FIELDS));
    return reviewOf((ad as { _data: MetaAdFields })._data);
  }

  private async upload(session: MetaSession, creative: CreativeToPublish): Promise<UploadedMedia> {
    const images = creative.files.filter((f) => f.contentType.startsWith('image/'));
    const video = creative.files.find((f) => f.contentType.startsWith('video/'));
    const imageHashes: string[] = [];
    // One at a time: Meta counts each upload against the account's rate limit.
    for (const image of images) imageHashes.push(await this.uploadImage(session, image));
    return { imageHashes, ...(video ? { video: await this.uploadVideo(session, creative, video) } : {}) };
  }

  /** A video on Meta by its title, uploaded unless an earlier upload with that title is there (a library video for
   * the preview, keyed by its asset). */
  async videoTitled(account: AdAccount, title: string, file: CreativeFile): Promise<string> {
    return this.videoId(await metaSession(this.settings, account), title, file);
  }

  /** Uploads the video, once: a retry finds the one an earlier attempt uploaded by its title (our key and the file's
   * name). Multipart `source`: the SDK's own uploader drops multipart fields, so the form goes as the call's body. */
  private async videoId(session: MetaSession, title: string, file: CreativeFile): Promise<string> {
    const videos = await allItems<{ id: string; title?: string }>(() => session.adAccount.getAdVideos(['id', 'title']));
    const earlier = videos.find((v) => v.title === title);
    if (earlier) return earlier.id;
    const form = new FormData();
    form.append('title', title);
    form.append('source', new Blob([new Uint8Array(file.bytes)], { type: file.contentType }), file.name);
    const uploaded = await metaCall(() =>
      session.adAccount.createAdVideo([], form as unknown as Record<string, unknown>),
    );
    return String(uploaded.id);
  }

  /** The video on Meta, once Meta has processed it. */
  private async uploadVideo(session: MetaSession, creative: CreativeToPublish, file: CreativeFile) {
    const id = await this.videoId(session, `${creative.externalKey}-${file.name}`, file);
    const deadline = Date.now() + (this.settings.videoTimeoutMs ?? VIDEO_TIMEOUT_MS);
    for (;;) {
      const { status, picture } = await this.readVideo(session, id);
      if (status === 'ready') return { id, picture };
      if (status === 'error') throw new PlatformError('invalid', META_MESSAGES.videoUploadFailed, 'video_status/error');
      if (Date.now() >= deadline)
        throw new PlatformError('unavailable', META_MESSAGES.videosStillUploading, 'video_status/processing');
      await sleep(this.settings.videoPollMs ?? VIDEO_POLL_MS);
    }
  }
}

// YouTube through googleapis' YouTube Data API v3, with the node's YouTube token: a creative's video is uploaded with
// `videos.insert` (multipart), our external key among its tags and at the end of its description. `find` reads the
// channel's uploads playlist newest first (consistent at once, where search lags behind an upload) and the videos'
// tags. Status is `status.uploadStatus` with processing: uploaded is PROCESSING, processed ACTIVE, rejected or failed
// DISAPPROVED with YouTube's reason. Delivery is read through YouTube Analytics (analytics.ts).
import type { youtube_v3 } from 'googleapis/build/src/apis/youtube/v3.js';
import type { youtubeAnalytics_v2 } from 'googleapis/build/src/apis/youtubeAnalytics/v2.js';
import {
  PlatformError,
  type AdAccount,
  type AdPlatform,
  type CreativeToPublish,
  type DeliveryReporting,
  type DeliveryRow,
  type PlatformAd,
} from '../ad-platform';
import type { GoogleOAuth } from '../google/oauth';
import { calling, clientOptions, clientsByToken, googleApis, mediaOf, uploadOptions } from '../google/api';
import { youtubeDelivery } from './analytics';
import { YOUTUBE_RULES } from './rules';

type Video = youtube_v3.Schema$Video;

/** YouTube's longest title. */
const TITLE_LENGTH = 100;
const PAGE = 50;
/** How many of the newest uploads `find` reads: a retried upload is among the channel's latest. */
const NEWEST = 500;
const PARTS = ['snippet', 'status', 'processingDetails'];

export function adOf(video: Video, externalKey: string): PlatformAd {
  const { uploadStatus, rejectionReason, failureReason } = video.status ?? {};
  const ad = (status: PlatformAd['status'], reasons: string[] = []) => ({
    externalId: video.id ?? '',
    externalKey,
    status,
    reasons,
  });
  if (uploadStatus === 'processed') return ad('ACTIVE');
  if (uploadStatus === 'rejected')
    return ad('DISAPPROVED', [`Rejected by YouTube: ${rejectionReason ?? 'no reason given'}`]);
  if (uploadStatus === 'failed') return ad('DISAPPROVED', [`Upload failed: ${failureReason ?? 'no reason given'}`]);
  if (uploadStatus === 'deleted') return ad('DISAPPROVED', ['Deleted on YouTube']);
  return ad('PROCESSING');
}

const keyOf = (video: Video) => video.snippet?.tags?.find((t) => t.startsWith('varia-')) ?? '';

export class YouTubeAdapter implements AdPlatform, DeliveryReporting {
  readonly platform = 'youtube' as const;
  private readonly apiOf: (token: string | null) => Promise<youtube_v3.Youtube>;
  private readonly analyticsOf: (token: string | null) => Promise<youtubeAnalytics_v2.Youtubeanalytics>;

  constructor(
    oauth: Pick<GoogleOAuth, 'authClient'>,
    private readonly rootUrl: string | undefined,
  ) {
    this.apiOf = clientsByToken(
      async (token) =>
        new (await googleApis.youtube()).youtube_v3.Youtube(clientOptions(oauth.authClient(token), rootUrl)),
    );
    this.analyticsOf = clientsByToken(
      async (token) =>
        new (await googleApis.youtubeAnalytics()).youtubeAnalytics_v2.Youtubeanalytics(
          clientOptions(oauth.authClient(token), rootUrl),
        ),
    );
  }

  async find(account: AdAccount, externalKey: string): Promise<PlatformAd | null> {
    const api = await this.apiOf(account.token);
    const channels = await calling(YOUTUBE_RULES, () => api.channels.list({ part: ['contentDetails'], mine: true }));
    const playlistId = channels.items?.[0]?.contentDetails?.relatedPlaylists?.uploads;
    if (!playlistId) throw new PlatformError('account', 'The YouTube account has no channel to upload to', 'noChannel');
    let pageToken: string | undefined;
    for (let read = 0; read < NEWEST; read += PAGE) {
      const page = await calling(YOUTUBE_RULES, () =>
        api.playlistItems.list({ part: ['contentDetails'], playlistId, maxResults: PAGE, pageToken }),
      );
      const ids = (page.items ?? []).map((i) => i.contentDetails?.videoId).filter((id): id is string => Boolean(id));
      if (ids.length === 0) return null;
      const videos = await calling(YOUTUBE_RULES, () => api.videos.list({ part: PARTS, id: [ids.join(',')] }));
      const found = videos.items?.find((v) => v.snippet?.tags?.includes(externalKey));
      if (found) return adOf(found, externalKey);
      pageToken = page.nextPageToken ?? undefined;
      if (!pageToken) return null;
    }
    return null;
  }

  async create(account: AdAccount, creative: CreativeToPublish): Promise<PlatformAd> {
    const api = await this.apiOf(account.token);
    const video = creative.files.find((f) => f.contentType.startsWith('video/'));
    if (!video) throw new PlatformError('invalid', 'The creative has no video to upload', 'noVideo');
    const description = [creative.fields.Text, creative.clickUrl, creative.externalKey].filter(Boolean).join('\n\n');
    const made = await calling(YOUTUBE_RULES, () =>
      api.videos.insert(
        {
          part: ['snippet', 'status'],
          requestBody: {
            snippet: { title: creative.name.slice(0, TITLE_LENGTH), description, tags: [creative.externalKey] },
            // Unlisted: an ad's video is served by its campaign, not shown on the channel.
            status: { privacyStatus: 'unlisted', selfDeclaredMadeForKids: false },
          },
          media: mediaOf(video.contentType, video.bytes),
        },
        uploadOptions(this.rootUrl),
      ),
    );
    return adOf(made, creative.externalKey);
  }

  async status(account: AdAccount, externalId: string): Promise<PlatformAd> {
    const api = await this.apiOf(account.token);
    const videos = await calling(YOUTUBE_RULES, () => api.videos.list({ part: PARTS, id: [externalId] }));
    const video = videos.items?.[0];
    if (!video) throw new PlatformError('invalid', `The video ${externalId} is no longer on YouTube`, 'videoNotFound');
    return adOf(video, keyOf(video));
  }

  /** The channel's delivery of the day, per video and traffic source, through YouTube Analytics (analytics.ts). */
  async deliveryReport(account: AdAccount, day: string): Promise<DeliveryRow[]> {
    return youtubeDelivery(await this.analyticsOf(account.token), day);
  }
}

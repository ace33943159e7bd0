// Display & Video 360 through googleapis' displayvideo v4, with the node's DV360 token: a creative's file is uploaded
// as an asset of the advertiser, then a hosted creative is made of it (video for trueView and bumper, else a display
// image or HTML5 zip), our external key in its `integrationCode`. DV360 filters creatives by no name or code, so
// `find` pages through the advertiser's creatives newest first (a retry's creative is a recent one). Status is the
// platform's review: `reviewStatus.approvalStatus`, with the creative, policy and exchange reviews as reasons. Writes
// are held to 150 a minute per advertiser (DV360 answers 429 RESOURCE_EXHAUSTED beyond it). Delivery is read
// through Bid Manager (delivery.ts), with the same token.
import type { displayvideo_v4 } from 'googleapis/build/src/apis/displayvideo/v4.js';
import type { doubleclickbidmanager_v2 } from 'googleapis/build/src/apis/doubleclickbidmanager/v2.js';
import {
  PlatformError,
  type AdAccount,
  type AdPlatform,
  type CreativeFile,
  type CreativeToPublish,
  type DeliveryReporting,
  type DeliveryRow,
  type PlatformAd,
  type PlatformReviewStatus,
} from '../ad-platform';
import type { GoogleOAuth } from '../google/oauth';
import {
  calling,
  clientOptions,
  clientsByToken,
  googleApis,
  mediaOf,
  uploadOptions,
  type GoogleApiRules,
} from '../google/api';
import { awaitReport } from '../google/report-file';
import type { AccountRateLimiter } from '../rate-limit';
import { dv360DeliveryQuery, dv360DeliveryRows } from './delivery';

type Creative = displayvideo_v4.Schema$Creative;
type Api = displayvideo_v4.Displayvideo;
type Reports = doubleclickbidmanager_v2.Doubleclickbidmanager;

export const DV360_RULES: GoogleApiRules = {
  name: 'DV360',
  channel: 'DV360',
  reasons: { RESOURCE_EXHAUSTED: 'throttled' },
};

const VIDEO_FORMATS = ['trueView', 'bumper'];
/** DV360's longest display name. */
const NAME_LENGTH = 240;
const PAGE = 200;

const APPROVAL: Record<string, PlatformReviewStatus> = {
  APPROVAL_STATUS_PENDING_NOT_SERVABLE: 'PENDING_REVIEW',
  APPROVAL_STATUS_PENDING_SERVABLE: 'PENDING_REVIEW',
  APPROVAL_STATUS_APPROVED_SERVABLE: 'ACTIVE',
  APPROVAL_STATUS_REJECTED_NOT_SERVABLE: 'DISAPPROVED',
};
const REJECTED = 'REVIEW_STATUS_REJECTED';

export function adOf(creative: Creative): PlatformAd {
  const review = creative.reviewStatus ?? {};
  const reasons = [
    review.creativeAndLandingPageReviewStatus === REJECTED ? 'Creative and landing page review: rejected' : null,
    review.contentAndPolicyReviewStatus === REJECTED ? 'Content and policy review: rejected' : null,
    ...(review.exchangeReviewStatuses ?? []).map((e) => (e.status === REJECTED ? `${e.exchange}: rejected` : null)),
  ].filter((r): r is string => r !== null);
  const approval = APPROVAL[review.approvalStatus ?? ''] ?? 'PROCESSING';
  return {
    externalId: creative.creativeId ?? '',
    externalKey: creative.integrationCode ?? '',
    status: approval === 'ACTIVE' && reasons.length > 0 ? 'WITH_ISSUES' : approval,
    reasons,
  };
}

/** A report's file from the signed Cloud Storage URL its report names (the URL is the credential). */
async function downloaded(url: string): Promise<string> {
  const answer = await fetch(url).catch(() => null);
  if (!answer?.ok)
    throw new PlatformError('unavailable', 'DV360: the delivery report could not be downloaded', 'reportDownload');
  return answer.text();
}

export class Dv360Adapter implements AdPlatform, DeliveryReporting {
  readonly platform = 'dv360' as const;
  protected readonly apiOf: (token: string | null) => Promise<Api>;
  private readonly reportsOf: (token: string | null) => Promise<Reports>;

  constructor(
    oauth: Pick<GoogleOAuth, 'authClient'>,
    private readonly rootUrl: string | undefined,
    private readonly writes: AccountRateLimiter,
  ) {
    this.apiOf = clientsByToken(
      async (token) =>
        new (await googleApis.displayvideo()).displayvideo_v4.Displayvideo(
          clientOptions(oauth.authClient(token), rootUrl),
        ),
    );
    this.reportsOf = clientsByToken(
      async (token) =>
        new (await googleApis.bidManager()).doubleclickbidmanager_v2.Doubleclickbidmanager(
          clientOptions(oauth.authClient(token), rootUrl),
        ),
    );
  }

  protected async advertiserOf(account: AdAccount) {
    const advertiserId = account.ids.dv360AdvertiserId;
    if (!advertiserId) throw new PlatformError('account', 'Set the DV360 advertiser ID of the business node', 'ids');
    return { advertiserId, api: await this.apiOf(account.token) };
  }

  private write<T>(advertiserId: string, call: () => Promise<{ data: T }>): Promise<T> {
    return this.writes.run(advertiserId, () => calling(DV360_RULES, call));
  }

  async find(account: AdAccount, externalKey: string): Promise<PlatformAd | null> {
    const { advertiserId, api } = await this.advertiserOf(account);
    let pageToken: string | undefined;
    do {
      const page = await calling(DV360_RULES, () =>
        api.advertisers.creatives.list({ advertiserId, orderBy: 'createTime desc', pageSize: PAGE, pageToken }),
      );
      const found = page.creatives?.find((c) => c.integrationCode === externalKey);
      if (found) return adOf(found);
      pageToken = page.nextPageToken ?? undefined;
    } while (pageToken);
    return null;
  }

  async create(account: AdAccount, creative: CreativeToPublish): Promise<PlatformAd> {
    const { advertiserId, api } = await this.advertiserOf(account);
    const [primary, ...others] = creative.files;
    if (!primary) throw new PlatformError('invalid', 'The creative has no file to publish', 'noFile');
    const upload = async (file: CreativeFile) => {
      const uploaded = await this.write(advertiserId, () =>
        api.advertisers.assets.upload(
          { advertiserId, requestBody: { filename: file.name }, media: mediaOf(file.contentType, file.bytes) },
          uploadOptions(this.rootUrl),
        ),
      );
      return { mediaId: uploaded.asset?.mediaId };
    };
    const video = VIDEO_FORMATS.includes(creative.format) || primary.contentType.startsWith('video/');
    const backupFile =
      primary.contentType === 'application/zip' ? others.find((f) => f.contentType.startsWith('image/')) : undefined;
    const assets = [{ asset: await upload(primary), role: 'ASSET_ROLE_MAIN' }];
    if (backupFile) assets.push({ asset: await upload(backupFile), role: 'ASSET_ROLE_BACKUP' });
    const made = await this.write(advertiserId, () =>
      api.advertisers.creatives.create({
        advertiserId,
        requestBody: {
          displayName: creative.name.slice(0, NAME_LENGTH),
          entityStatus: 'ENTITY_STATUS_ACTIVE',
          hostingSource: 'HOSTING_SOURCE_HOSTED',
          creativeType: video ? 'CREATIVE_TYPE_VIDEO' : 'CREATIVE_TYPE_STANDARD',
          ...(video ? {} : { dimensions: { widthPixels: creative.width, heightPixels: creative.height } }),
          assets,
          exitEvents: [{ type: 'EXIT_EVENT_TYPE_DEFAULT', url: creative.clickUrl }],
          integrationCode: creative.externalKey,
        },
      }),
    );
    return adOf(made);
  }

  async status(account: AdAccount, externalId: string): Promise<PlatformAd> {
    const { advertiserId, api } = await this.advertiserOf(account);
    return adOf(
      await calling(DV360_RULES, () => api.advertisers.creatives.get({ advertiserId, creativeId: externalId })),
    );
  }

  /** The advertiser's delivery of the day, per creative, exchange and line item, through Bid Manager (delivery.ts). */
  async deliveryReport(account: AdAccount, day: string): Promise<DeliveryRow[]> {
    const { advertiserId } = await this.advertiserOf(account);
    const reports = await this.reportsOf(account.token);
    const query = await calling(DV360_RULES, () =>
      reports.queries.create({ requestBody: dv360DeliveryQuery(advertiserId, day) }),
    );
    const queryId = query.queryId ?? '';
    try {
      const started = await calling(DV360_RULES, () => reports.queries.run({ queryId, synchronous: false }));
      const report = await awaitReport(
        DV360_RULES.name,
        started,
        () =>
          calling(DV360_RULES, () => reports.queries.reports.get({ queryId, reportId: started.key?.reportId ?? '' })),
        (r) => (({ DONE: 'ready', FAILED: 'failed' }) as const)[r.metadata?.status?.state ?? ''] ?? 'running',
      );
      return dv360DeliveryRows(await downloaded(report.metadata?.googleCloudStoragePath ?? ''));
    } finally {
      // One query per import, deleted once read; a failed delete leaves a list entry, never fails the import.
      await calling(DV360_RULES, () => reports.queries.delete({ queryId })).catch(() => undefined);
    }
  }
}

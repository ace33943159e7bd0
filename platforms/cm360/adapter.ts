// Campaign Manager 360 (spec 2 §3 "google") through googleapis' dfareporting v5: a creative's file is uploaded as a
// creative asset of the advertiser (an HTML5 zip, a pre-rendered image, a video), then the creative is made of it.
// Our external key ends the creative's name in brackets, which `creatives.list`'s searchString finds: one key, or
// every key of a chunk at once by what they begin with (`varia-<campaignId>-`), page by page. CM360 has no
// token per node: the product's own credentials reach the network, through its user profile there. Every call is
// held to the project's QPS (CM360 answers 403 userRateLimitExceeded beyond it). Delivery is read through a report
// (delivery.ts). The floodlight activities a custom conversion counts are listed per advertiser, and an audience's
// targeting options per network (targeting.ts).
import type { dfareporting_v5 } from 'googleapis/build/src/apis/dfareporting/v5.js';
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
import {
  calling,
  clientOptions,
  googleApis,
  mediaOf,
  uploadOptions,
  type GoogleApiRules,
  type GoogleAuthClient,
} from '../google/api';
import { awaitReport } from '../google/report-file';
import type { AccountRateLimiter } from '../rate-limit';
import type { TargetingOption } from '../../domain/audience/answers';
import type { TargetingDimension } from '../../domain/audience/fields';
import type { ConversionRow } from '../../domain/delivery/events';
import { cm360ConversionRows, cm360ConversionsReport, cm360DeliveryReport, cm360DeliveryRows } from './delivery';
import { targetingOptions } from './targeting';

type Api = dfareporting_v5.Dfareporting;
type Creative = dfareporting_v5.Schema$Creative;

/** A floodlight activity of an advertiser, as a custom conversion names it. */
export interface Cm360FloodlightActivity {
  id: string;
  name: string;
  advertiserId: string;
  groupName: string;
}

export const CM360_RULES: GoogleApiRules = {
  name: 'Campaign Manager 360',
  channel: 'Campaign Manager 360',
  reasons: { userRateLimitExceeded: 'throttled', dailyLimitExceeded: 'quota', quotaExceeded: 'quota' },
};

/** CM360's longest creative name. */
const NAME_LENGTH = 256;
/** The most creatives one `creatives.list` page holds. */
const PAGE_SIZE = 1000;
/** What a look-up reads of each creative (the `fields` partial response every Google API takes). */
const LOOKUP_FIELDS = 'nextPageToken,creatives(id,name,active,archived)';

/** The creative's name: ours, cut to fit, then the external key in brackets. */
export function creativeName(name: string, externalKey: string): string {
  const suffix = ` [${externalKey}]`;
  return name.slice(0, NAME_LENGTH - suffix.length) + suffix;
}
const keyOf = (name: string | null | undefined) => /\[([^\]]+)\]$/.exec(name ?? '')?.[1] ?? '';

/** What every key begins with: a name holding a key holds it too. */
function sharedStart(keys: readonly string[]): string {
  let start = keys[0] ?? '';
  for (const key of keys) while (!key.startsWith(start)) start = start.slice(0, -1);
  return start;
}

/** The asset type and creative type a file makes. */
function kindOf(file: CreativeFile): { asset: string; creative: string } {
  if (file.contentType.startsWith('image/')) return { asset: 'IMAGE', creative: 'DISPLAY' };
  if (file.contentType.startsWith('video/')) return { asset: 'VIDEO', creative: 'INSTREAM_VIDEO' };
  return { asset: 'HTML', creative: 'DISPLAY' };
}

function adOf(creative: Creative): PlatformAd {
  const reasons = creative.archived
    ? ['Archived in Campaign Manager 360']
    : creative.active
      ? []
      : ['Inactive in Campaign Manager 360'];
  return {
    externalId: creative.id ?? '',
    externalKey: keyOf(creative.name),
    status: reasons.length === 0 ? 'ACTIVE' : 'WITH_ISSUES',
    reasons,
  };
}

export class Cm360Adapter implements AdPlatform, DeliveryReporting {
  readonly platform = 'google' as const;
  private api?: Promise<Api>;
  private readonly profiles = new Map<string, Promise<string>>();

  constructor(
    private readonly auth: GoogleAuthClient,
    private readonly rootUrl: string | undefined,
    private readonly limiter: AccountRateLimiter,
  ) {}

  /** One query, held to the project's rate (CM360's quota is per project, whatever the network). The access token
   * is refreshed before the query waits its turn, so the turn is the query's alone. */
  private call<T>(call: (api: Api) => Promise<{ data: T }>): Promise<T> {
    return calling(CM360_RULES, async () => {
      await this.auth.getAccessToken();
      const api = await this.client();
      return this.limiter.run('project', () => call(api));
    });
  }

  /** The API's client, made with the first query: googleapis loads on first use, not at boot. */
  private client(): Promise<Api> {
    return (this.api ??= googleApis
      .dfareporting()
      .then(({ dfareporting_v5 }) => new dfareporting_v5.Dfareporting(clientOptions(this.auth, this.rootUrl))));
  }

  private ids(account: AdAccount) {
    const { dcmNetworkId, dcmAdvertiserId } = account.ids;
    if (!dcmNetworkId || !dcmAdvertiserId)
      throw new PlatformError(
        'account',
        'Set the Campaign Manager advertiser ID and network ID of the business node',
        'ids',
      );
    return { networkId: dcmNetworkId, advertiserId: dcmAdvertiserId };
  }

  /** Our user profile on the network: every CM360 call is made through one. */
  private profileId(networkId: string): Promise<string> {
    let found = this.profiles.get(networkId);
    if (!found) {
      found = this.call((api) => api.userProfiles.list()).then((list) => {
        const profile = list.items?.find((p) => p.accountId === networkId);
        if (!profile?.profileId)
          throw new PlatformError(
            'account',
            `Campaign Manager 360 network ${networkId} has not given Varia access: add its user to the network`,
            'noUserProfile',
          );
        return profile.profileId;
      });
      found.catch(() => this.profiles.delete(networkId));
      this.profiles.set(networkId, found);
    }
    return found;
  }

  async find(account: AdAccount, externalKey: string): Promise<PlatformAd | null> {
    return (await this.findMany(account, [externalKey])).get(externalKey) ?? null;
  }

  /** The advertiser's creatives named with any of the keys: every page of the list searched by their shared start. */
  async findMany(account: AdAccount, externalKeys: readonly string[]): Promise<Map<string, PlatformAd>> {
    const { networkId, advertiserId } = this.ids(account);
    const profileId = await this.profileId(networkId);
    const found = new Map<string, PlatformAd>();
    if (externalKeys.length === 0) return found;
    const wanted = new Set(externalKeys);
    const searchString = sharedStart(externalKeys);
    let pageToken: string | undefined;
    do {
      const page = await this.call((api) =>
        api.creatives.list({
          profileId,
          advertiserId,
          searchString,
          maxResults: PAGE_SIZE,
          pageToken,
          fields: LOOKUP_FIELDS,
        }),
      );
      for (const creative of page.creatives ?? []) {
        const key = keyOf(creative.name);
        if (wanted.has(key) && !found.has(key)) found.set(key, adOf(creative));
      }
      pageToken = page.nextPageToken ?? undefined;
    } while (pageToken);
    return found;
  }

  async create(account: AdAccount, creative: CreativeToPublish): Promise<PlatformAd> {
    const { networkId, advertiserId } = this.ids(account);
    const [primary, ...others] = creative.files;
    if (!primary) throw new PlatformError('invalid', 'The creative has no file to publish', 'noFile');
    const profileId = await this.profileId(networkId);
    const upload = (file: CreativeFile, type: string) =>
      this.call((api) =>
        api.creativeAssets.insert(
          {
            profileId,
            advertiserId,
            requestBody: { assetIdentifier: { name: file.name, type } },
            media: mediaOf(file.contentType, file.bytes),
          },
          uploadOptions(this.rootUrl),
        ),
      );
    const kind = kindOf(primary);
    const main = await upload(primary, kind.asset);
    // An HTML5 creative shows its backup image where HTML5 cannot run.
    const backupFile = kind.asset === 'HTML' ? others.find((f) => f.contentType.startsWith('image/')) : undefined;
    const backup = backupFile ? await upload(backupFile, 'IMAGE') : null;
    const clickThroughUrl = { customClickThroughUrl: creative.clickUrl };
    const made = await this.call((api) =>
      api.creatives.insert({
        profileId,
        requestBody: {
          advertiserId,
          name: creativeName(creative.name, creative.externalKey),
          type: kind.creative,
          active: true,
          size: { width: creative.width, height: creative.height },
          creativeAssets: [
            { assetIdentifier: main.assetIdentifier, role: 'PRIMARY' },
            ...(backup ? [{ assetIdentifier: backup.assetIdentifier, role: 'BACKUP_IMAGE' }] : []),
          ],
          clickTags: [{ name: 'clickTag', eventName: 'exit', clickThroughUrl }],
          ...(backup ? { backupImageClickThroughUrl: clickThroughUrl, backupImageReportingLabel: 'backup' } : {}),
        },
      }),
    );
    return adOf(made);
  }

  async status(account: AdAccount, externalId: string): Promise<PlatformAd> {
    const profileId = await this.profileId(this.ids(account).networkId);
    return adOf(await this.call((api) => api.creatives.get({ profileId, id: externalId })));
  }

  /** Every floodlight activity of the node's advertiser (`floodlightActivities.list`, page by page), by name. */
  async floodlightActivities(account: AdAccount): Promise<Cm360FloodlightActivity[]> {
    const { networkId, advertiserId } = this.ids(account);
    const profileId = await this.profileId(networkId);
    const found: Cm360FloodlightActivity[] = [];
    let pageToken: string | undefined;
    do {
      const page = await this.call((api) =>
        api.floodlightActivities.list({ profileId, advertiserId, pageToken, sortField: 'NAME' }),
      );
      for (const activity of page.floodlightActivities ?? [])
        if (activity.id)
          found.push({
            id: activity.id,
            name: activity.name ?? '',
            advertiserId: activity.advertiserId ?? advertiserId,
            groupName: activity.floodlightActivityGroupName ?? '',
          });
      pageToken = page.nextPageToken ?? undefined;
    } while (pageToken);
    return found;
  }

  /** The options of one Google targeting look-up for the node's advertiser and network (targeting.ts). */
  async targetingOptions(account: AdAccount, dimension: TargetingDimension): Promise<TargetingOption[]> {
    const { networkId, advertiserId } = this.ids(account);
    const profileId = await this.profileId(networkId);
    return targetingOptions((call) => this.call(call), dimension, { profileId, advertiserId });
  }

  /** The advertiser's delivery of the day, per creative and placement, through a report made for it (delivery.ts). */
  async deliveryReport(account: AdAccount, day: string): Promise<DeliveryRow[]> {
    const { advertiserId } = this.ids(account);
    return cm360DeliveryRows(await this.reportFile(account, cm360DeliveryReport(advertiserId, day)));
  }

  /** Each floodlight activity's conversions of the day, per creative and placement (delivery.ts). */
  async conversionsReport(account: AdAccount, day: string): Promise<ConversionRow[]> {
    const { advertiserId } = this.ids(account);
    return cm360ConversionRows(await this.reportFile(account, cm360ConversionsReport(advertiserId, day)));
  }

  /** A report made, run, its file awaited and read as text, then the report deleted. */
  private async reportFile(account: AdAccount, requestBody: dfareporting_v5.Schema$Report): Promise<string> {
    const { networkId } = this.ids(account);
    const profileId = await this.profileId(networkId);
    const report = await this.call((api) => api.reports.insert({ profileId, requestBody }));
    const reportId = report.id ?? '';
    try {
      const started = await this.call((api) => api.reports.run({ profileId, reportId, synchronous: false }));
      const file = await awaitReport(
        CM360_RULES.name,
        started,
        () => this.call((api) => api.reports.files.get({ profileId, reportId, fileId: started.id ?? '' })),
        (f) => (f.status === 'REPORT_AVAILABLE' ? 'ready' : f.status === 'PROCESSING' ? 'running' : 'failed'),
      );
      const csv = await this.call((api) =>
        api.files.get({ reportId, fileId: file.id ?? '', alt: 'media' }, { responseType: 'text' }),
      );
      return String(csv);
    } finally {
      // One report per read, deleted once read; a failed delete leaves a list entry, never fails the import.
      await this.call((api) => api.reports.delete({ profileId, reportId })).catch(() => undefined);
    }
  }
}

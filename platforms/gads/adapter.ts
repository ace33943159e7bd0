// Google Ads (spec 2 §3 "gads": responsive display and fixed image ads) through its REST interface (rest.ts) with the
// node's Google Ads token. A creative's images are made image assets of the customer, then an ad is made in the ad
// group the creative is placed in (`placementId`): a responsive display ad of the spec's fields (Brand name, Square
// image, Rectangular image, Long headline, Headline, Description, Website, Final URL; an image field names one of
// the creative's files), or an image ad of the creative's image. Google Ads lets only some ad types carry a name, so
// our external key rides on every ad as a URL custom parameter, which `find` reads back. Status is the ad's
// `policy_summary`: its approval and review status, the policy topics as reasons.
import { GADS_MESSAGES } from '../../domain/gads/messages';
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
import { gadsDelivery } from './delivery';
import { customerIdOf, type GadsRest, type GaqlRow } from './rest';

/** The URL custom parameter holding our external key (Google Ads takes up to 16 letters and digits as a key). */
export const KEY_PARAMETER = 'variakey';

const AD_FIELDS = [
  'ad_group_ad.ad.id',
  'ad_group_ad.ad.url_custom_parameters',
  'ad_group_ad.status',
  'ad_group_ad.policy_summary.approval_status',
  'ad_group_ad.policy_summary.review_status',
  'ad_group_ad.policy_summary.policy_topic_entries',
].join(', ');

interface AdGroupAd {
  ad?: { id?: string; urlCustomParameters?: { key?: string; value?: string }[] };
  policySummary?: {
    approvalStatus?: string;
    reviewStatus?: string;
    policyTopicEntries?: { topic?: string; type?: string }[];
  };
}

const LIMITED = ['APPROVED_LIMITED', 'AREA_OF_INTEREST_ONLY'];
const UNDER_REVIEW = ['REVIEW_IN_PROGRESS', 'UNDER_APPEAL', 'ELIGIBLE_MAY_SERVE'];

function statusOf(approval: string | undefined, review: string | undefined): PlatformReviewStatus {
  if (approval === 'DISAPPROVED') return 'DISAPPROVED';
  if (approval && LIMITED.includes(approval)) return 'WITH_ISSUES';
  if (approval === 'APPROVED' && review === 'REVIEWED') return 'ACTIVE';
  if (review && UNDER_REVIEW.includes(review)) return 'PENDING_REVIEW';
  return 'PROCESSING';
}

export function adOf(row: GaqlRow): PlatformAd {
  const found = (row.adGroupAd ?? {}) as AdGroupAd;
  const policy = found.policySummary ?? {};
  return {
    externalId: found.ad?.id ?? '',
    externalKey: found.ad?.urlCustomParameters?.find((p) => p.key === KEY_PARAMETER)?.value ?? '',
    status: statusOf(policy.approvalStatus, policy.reviewStatus),
    reasons: (policy.policyTopicEntries ?? []).map((e) => `${e.topic ?? 'Policy'} (${e.type ?? 'UNKNOWN'})`),
  };
}

/** An id Google Ads made (digits), before it goes into a GAQL query or a resource name. */
function digits(id: string | undefined, what: string): string {
  if (!id || !/^\d{1,20}$/.test(id)) throw new PlatformError('invalid', `${what} is not a Google Ads id`, 'badId');
  return id;
}

export class GadsAdapter implements AdPlatform, DeliveryReporting {
  readonly platform = 'gads' as const;

  constructor(private readonly rest: GadsRest) {}

  async find(account: AdAccount, externalKey: string): Promise<PlatformAd | null> {
    const rows = await this.rest.search(
      account,
      `SELECT ${AD_FIELDS} FROM ad_group_ad WHERE ad_group_ad.status != 'REMOVED' ORDER BY ad_group_ad.ad.id DESC`,
    );
    const found = rows.map(adOf).find((ad) => ad.externalKey === externalKey);
    return found ?? null;
  }

  async create(account: AdAccount, creative: CreativeToPublish): Promise<PlatformAd> {
    const customerId = customerIdOf(account);
    const adGroupId = digits(creative.placementId, 'The ad group');
    const field = (name: string) => creative.fields[name]?.trim() || undefined;
    const finalUrl = field('Final URL') ?? field('Website') ?? creative.clickUrl;
    const common = {
      finalUrls: [finalUrl],
      urlCustomParameters: [{ key: KEY_PARAMETER, value: creative.externalKey }],
    };
    const ad =
      creative.format === 'responsive'
        ? await this.responsive(account, creative, field, common)
        : { ...common, name: creative.name, imageAd: { imageAsset: { asset: await this.image(account, creative) } } };
    const [made] = await this.rest.create(account, 'adGroupAds', [
      { adGroup: `customers/${customerId}/adGroups/${adGroupId}`, status: 'ENABLED', ad },
    ]);
    const adId = made?.resourceName.split('~')[1];
    return this.status(account, digits(adId, 'The ad made'));
  }

  async status(account: AdAccount, externalId: string): Promise<PlatformAd> {
    const [row] = await this.rest.search(
      account,
      `SELECT ${AD_FIELDS} FROM ad_group_ad WHERE ad_group_ad.ad.id = ${digits(externalId, 'The ad')}`,
    );
    if (!row) throw new PlatformError('invalid', `${GADS_MESSAGES.unexpectedError}: ad ${externalId} not found`, '404');
    return adOf(row);
  }

  /** The customer's delivery of the day, per ad, ad network and ad group (delivery.ts). */
  deliveryReport(account: AdAccount, day: string): Promise<DeliveryRow[]> {
    return gadsDelivery(this.rest, account, day);
  }

  /** Uploads image files as the customer's image assets, answering their resource names in order. */
  private async assets(account: AdAccount, creative: CreativeToPublish, files: CreativeFile[]): Promise<string[]> {
    const made = await this.rest.create(
      account,
      'assets',
      files.map((file) => ({
        name: `${file.name} ${creative.externalKey}`,
        type: 'IMAGE',
        imageAsset: { data: file.bytes.toString('base64') },
      })),
    );
    return made.map((m) => m.resourceName);
  }

  private async image(account: AdAccount, creative: CreativeToPublish): Promise<string> {
    const file = creative.files.find((f) => f.contentType.startsWith('image/'));
    if (!file) throw new PlatformError('invalid', 'image or video not specified', 'noFile');
    const [asset] = await this.assets(account, creative, [file]);
    return asset ?? '';
  }

  private async responsive(
    account: AdAccount,
    creative: CreativeToPublish,
    field: (name: string) => string | undefined,
    common: object,
  ) {
    const fileNamed = (name: string) => {
      const file = creative.files.find((f) => f.name === field(name));
      if (!file) throw new PlatformError('invalid', `Please upload the ${name} of the responsive ad`, 'noFile');
      return file;
    };
    const [square, rectangular] = await this.assets(account, creative, [
      fileNamed('Square image'),
      fileNamed('Rectangular image'),
    ]);
    const text = (name: string) => ({ text: field(name) ?? '' });
    return {
      ...common,
      responsiveDisplayAd: {
        businessName: field('Brand name') ?? '',
        longHeadline: text('Long headline'),
        headlines: [text('Headline')],
        descriptions: [text('Description')],
        squareMarketingImages: [{ asset: square }],
        marketingImages: [{ asset: rectangular }],
      },
    };
  }
}

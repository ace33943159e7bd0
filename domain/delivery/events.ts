// One stream per platform account and day, `Delivery-<platform>-<account>-<day>` (issue 21 §1): what the platform's
// reporting interface said was delivered that day, row by ad, placement and audience segment. An import is one
// append: `DeliveryDayImported` (which import this is, and which one it replaces), then its rows in chunks of
// DELIVERY_CHUNK. The newest import of a day is the day: a re-import replaces the earlier one, never adds to it, so
// every reporting table is a fold of these streams (projections/reporting/).
import type { Platform } from '../campaign/platforms';
import type { Delivery } from '../report/measures';

/** One row of a platform's delivery report: an ad on one placement for one audience segment, that day. */
export interface DeliveryRow extends Delivery {
  /** The platform's id of the ad (CM360 creative, Google Ads ad, Meta ad, DV360 creative, YouTube video). */
  adId: string;
  /** Where it ran: a site, placement, ad group, ad set, publisher platform or line item, as the platform names it. */
  placement: string;
  /** The audience segment the platform reports it for; '' when it names none. */
  segment: string;
  /**
   * The platform's campaign the ad runs in, by name (Google Ads `campaign.name`, Meta `campaign_name`, CM360 and DV360
   * campaign): what the report filter mediaCampaignNames names. Absent when the platform reports none (YouTube), and
   * in imports recorded before it was read.
   */
  mediaCampaign?: string;
  /** The ad group holding the ad (Google Ads `ad_group.id`, Meta `adset_id`): the report filter adGroupIds. */
  adGroupId?: string;
  /** That ad group's name, for a look-up to show. */
  adGroupName?: string;
}

/**
 * One floodlight activity's conversions on a row's keys (CM360 only, issue 21 §3): after a click and after an
 * impression without one. What a custom conversion's metrics count (domain/custom-conversion/metrics.ts).
 */
export interface ConversionRow {
  adId: string;
  placement: string;
  segment: string;
  /** The CM360 floodlight activity's id. */
  activityId: string;
  clickThrough: number;
  viewThrough: number;
}

/** Rows per DeliveryReportImported event, and conversion rows per DeliveryConversionsImported. */
export const DELIVERY_CHUNK = 1000;

export interface OnDeliveryDay {
  platform: Platform;
  /** The account the report is of: CM360 advertiser, Google Ads customer, Meta ad account, DV360 advertiser, ... */
  account: string;
  /** YYYY-MM-DD, in the account's time zone as the platform reports it. */
  day: string;
  importId: string;
}

export type DeliveryDayImported = {
  type: 'DeliveryDayImported';
  data: OnDeliveryDay & {
    /** The business node whose integration the report was read through. */
    nodeId: string;
    /** The import of the same day this one replaces, if any. */
    replaces: string | null;
    rows: number;
    chunks: number;
    /** Conversion rows, recorded after the delivery rows in their own chunks; absent when the platform counts none. */
    conversions?: number;
    /** SHA-256 of the rows, so an unchanged re-import appends nothing. */
    digest: string;
    at: string;
  };
};
export type DeliveryReportImported = {
  type: 'DeliveryReportImported';
  data: OnDeliveryDay & { chunk: number; rows: DeliveryRow[] };
};

export type DeliveryConversionsImported = {
  type: 'DeliveryConversionsImported';
  data: OnDeliveryDay & { chunk: number; conversions: ConversionRow[] };
};

export type DeliveryEvent = DeliveryDayImported | DeliveryReportImported | DeliveryConversionsImported;

// The DV360 look-ups (spec 2 §7: GET /dv360/{id}/campaigns and /lineitems; the DV360 Line Item segment import):
// an advertiser's campaigns and line items through googleapis' displayvideo v4 with the node's token.
import type { displayvideo_v4 } from 'googleapis/build/src/apis/displayvideo/v4.js';
import type { AdAccount } from '../ad-platform';
import { calling } from '../google/api';
import { Dv360Adapter, DV360_RULES } from './adapter';

export interface Dv360Campaign {
  campaignId: string;
  name: string;
}
export interface Dv360LineItem {
  lineItemId: string;
  name: string;
  campaignId: string;
}

type DateParts = displayvideo_v4.Schema$Date;
const dayOf = (d: DateParts | undefined) =>
  d?.year ? `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}` : null;

/** Pages through a list call until its last page. */
async function all<T>(page: (pageToken: string | undefined) => Promise<{ items: T[]; next?: string | null }>) {
  const items: T[] = [];
  let pageToken: string | undefined;
  do {
    const answer = await page(pageToken);
    items.push(...answer.items);
    pageToken = answer.next ?? undefined;
  } while (pageToken);
  return items;
}

export class Dv360Lookups extends Dv360Adapter {
  async campaigns(account: AdAccount): Promise<Dv360Campaign[]> {
    const { advertiserId, api } = await this.advertiserOf(account);
    const campaigns = await all(async (pageToken) => {
      const data = await calling(DV360_RULES, () => api.advertisers.campaigns.list({ advertiserId, pageToken }));
      return { items: data.campaigns ?? [], next: data.nextPageToken };
    });
    return campaigns.map((c) => ({ campaignId: c.campaignId ?? '', name: c.displayName ?? '' }));
  }

  /** The advertiser's line items in these campaigns; `excludeCompleted` leaves out those whose flight has ended. */
  async lineItems(
    account: AdAccount,
    campaignIds: readonly string[],
    excludeCompleted: boolean,
  ): Promise<Dv360LineItem[]> {
    const { advertiserId, api } = await this.advertiserOf(account);
    const filter = campaignIds.map((id) => `campaignId="${id}"`).join(' OR ');
    const lineItems = await all(async (pageToken) => {
      const data = await calling(DV360_RULES, () =>
        api.advertisers.lineItems.list({ advertiserId, pageToken, ...(filter ? { filter } : {}) }),
      );
      return { items: data.lineItems ?? [], next: data.nextPageToken };
    });
    const today = new Date().toISOString().slice(0, 10);
    return lineItems
      .filter((l) => !excludeCompleted || (dayOf(l.flight?.dateRange?.endDate) ?? today) >= today)
      .map((l) => ({ lineItemId: l.lineItemId ?? '', name: l.displayName ?? '', campaignId: l.campaignId ?? '' }));
  }
}

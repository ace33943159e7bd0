// One node's Meta connection as SDK objects: the API on the node's token and configured Graph URL, its ad account,
// and reading every page of an edge.
import type { AdAccount as SdkAdAccount, FacebookAdsApi } from 'facebook-nodejs-business-sdk';
import type Cursor from 'facebook-nodejs-business-sdk/src/cursor';
import type { AdAccount } from '../ad-platform';
import { metaCall } from './errors';
import { accessTokenOf, adAccountNode, graphApi, loadMetaSdk, type MetaSdk } from './graph-api';

/** Where Meta's Graph API is (the live one, or the simulated one's URL), and how long to wait for a video. */
export interface MetaSettings {
  graphUrl: string;
  /** How often to ask whether an uploaded video is processed (2 s by default). */
  videoPollMs?: number;
  /** How long to wait for it before answering 'some videos still uploading' (5 minutes by default). */
  videoTimeoutMs?: number;
  /** Rows per page of an insights report (500 by default). */
  insightsPageSize?: number;
}

export interface MetaSession {
  api: FacebookAdsApi;
  adAccount: SdkAdAccount;
  /** The SDK's classes, for objects other than the ad account (an ad, a video, a campaign). */
  sdk: MetaSdk;
}

export async function metaSession(settings: MetaSettings, account: AdAccount): Promise<MetaSession> {
  const token = accessTokenOf(account.token);
  const id = account.ids.facebookAdAccountId;
  if (!id) throw new Error('The Meta integration names no ad account');
  const [sdk, api] = await Promise.all([loadMetaSdk(), graphApi(token, settings.graphUrl)]);
  return { api, adAccount: new sdk.AdAccount(adAccountNode(id), {}, null, api), sdk };
}

/** At most this many pages of one edge (25 items each by default): look-ups, not exports. */
const MAX_PAGES = 40;

/** The raw fields of every item of an edge, page after page. */
export async function allItems<T>(first: () => Cursor | Promise<Cursor>): Promise<T[]> {
  return metaCall(async () => {
    const cursor = await first();
    const items: T[] = cursor.map((item) => (item as { _data: T })._data);
    for (let page = 1; page < MAX_PAGES && cursor.hasNext(); page++) {
      await cursor.next();
      items.push(...cursor.map((item) => (item as { _data: T })._data));
    }
    return items;
  });
}

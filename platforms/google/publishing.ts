// Google's publishing adapters, built once per process with their rate limiters (one per platform, so every activity
// of a worker shares the platform's budget): CM360 on the product's own credentials, DV360, YouTube and Google Ads on
// each node's token; `rootUrl` is the simulated Google's address, unset for Google's own hosts.
import { GoogleAuth } from 'google-auth-library';
import { Cm360Adapter } from '../cm360/adapter';
import { Dv360Adapter } from '../dv360/adapter';
import { Dv360Lookups } from '../dv360/lookups';
import { GadsAdapter } from '../gads/adapter';
import { GadsLookups } from '../gads/lookups';
import { GadsRest } from '../gads/rest';
import { AccountRateLimiter, CM360_QUERIES, DV360_WRITES, type RateLimit } from '../rate-limit';
import { YouTubeAdapter } from '../youtube/adapter';
import type { GoogleAuthClient } from './api';
import type { GoogleOAuth } from './oauth';

export interface GooglePublishing {
  google: Cm360Adapter;
  dv360: Dv360Adapter;
  youtube: YouTubeAdapter;
  dv360Lookups: Dv360Lookups;
  gads: GadsAdapter;
  gadsLookups: GadsLookups;
}

export interface GooglePublishingSettings {
  oauth: GoogleOAuth;
  /** The product's CM360 credentials; Google's application default credentials (a service account) when unset. */
  cm360Auth?: GoogleAuthClient;
  rootUrl?: string;
  /** The product's Google Ads developer token (GOOGLE_ADS_DEVELOPER_TOKEN); the simulated Google takes any. */
  gadsDeveloperToken?: string;
  /** CM360's queries per second for this project and DV360's writes per advertiser, when Google granted more than
   * the defaults (null: unlimited). */
  cm360Rate?: RateLimit | null;
  dv360Rate?: RateLimit | null;
}

export function googlePublishing(settings: GooglePublishingSettings): GooglePublishing {
  const { oauth, cm360Auth, rootUrl, cm360Rate, dv360Rate, gadsDeveloperToken = '' } = settings;
  const auth =
    cm360Auth ??
    new GoogleAuth({
      scopes: ['https://www.googleapis.com/auth/dfatrafficking', 'https://www.googleapis.com/auth/dfareporting'],
    });
  const dv360Writes = new AccountRateLimiter(dv360Rate === undefined ? DV360_WRITES : dv360Rate);
  const gads = new GadsRest({ oauth, rootUrl, developerToken: gadsDeveloperToken });
  return {
    google: new Cm360Adapter(
      auth,
      rootUrl,
      new AccountRateLimiter(cm360Rate === undefined ? CM360_QUERIES : cm360Rate),
    ),
    dv360: new Dv360Adapter(oauth, rootUrl, dv360Writes),
    youtube: new YouTubeAdapter(oauth, rootUrl),
    dv360Lookups: new Dv360Lookups(oauth, rootUrl, dv360Writes),
    gads: new GadsAdapter(gads),
    gadsLookups: new GadsLookups(gads),
  };
}

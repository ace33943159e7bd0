// Google's publishing adapters, built once per process with their rate limiters (one per platform, so every activity
// of a worker shares the platform's budget): CM360 on the product's own credentials, DV360 and YouTube on each
// node's token; `rootUrl` is the simulated Google's address, unset for Google's own hosts.
import { GoogleAuth } from 'google-auth-library';
import { Cm360Adapter } from '../cm360/adapter';
import { Dv360Adapter } from '../dv360/adapter';
import { Dv360Lookups } from '../dv360/lookups';
import { AccountRateLimiter, CM360_QUERIES, DV360_WRITES, type RateLimit } from '../rate-limit';
import { YouTubeAdapter } from '../youtube/adapter';
import type { GoogleAuthClient } from './api';
import type { GoogleOAuth } from './oauth';

export interface GooglePublishing {
  google: Cm360Adapter;
  dv360: Dv360Adapter;
  youtube: YouTubeAdapter;
  dv360Lookups: Dv360Lookups;
}

export interface GooglePublishingSettings {
  oauth: GoogleOAuth;
  /** The product's CM360 credentials; Google's application default credentials (a service account) when unset. */
  cm360Auth?: GoogleAuthClient;
  rootUrl?: string;
  /** CM360's queries per second for this project and DV360's writes per advertiser, when Google granted more than
   * the defaults (null: unlimited). */
  cm360Rate?: RateLimit | null;
  dv360Rate?: RateLimit | null;
}

export function googlePublishing(settings: GooglePublishingSettings): GooglePublishing {
  const { oauth, cm360Auth, rootUrl, cm360Rate, dv360Rate } = settings;
  const auth = cm360Auth ?? new GoogleAuth({ scopes: ['https://www.googleapis.com/auth/dfatrafficking'] });
  const dv360Writes = new AccountRateLimiter(dv360Rate === undefined ? DV360_WRITES : dv360Rate);
  return {
    google: new Cm360Adapter(
      auth,
      rootUrl,
      new AccountRateLimiter(cm360Rate === undefined ? CM360_QUERIES : cm360Rate),
    ),
    dv360: new Dv360Adapter(oauth, rootUrl, dv360Writes),
    youtube: new YouTubeAdapter(oauth, rootUrl),
    dv360Lookups: new Dv360Lookups(oauth, rootUrl, dv360Writes),
  };
}

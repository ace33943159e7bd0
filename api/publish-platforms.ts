// The ad platforms publishing reaches, one adapter each (platforms/): CM360, DV360, YouTube and Google Ads through
// Google's, Meta through its own. A platform left out answers 'Unknown publishing channel'
// (domain/publishing/selection.ts).
import type { Platform } from '../domain/campaign/platforms';
import type { AdPlatform } from '../platforms/ad-platform';
import type { GooglePublishing } from '../platforms/google/publishing';
import type { AdPlatforms } from '../workflows/publish/deps';

export const adPlatformsOf = (google: GooglePublishing, meta?: AdPlatform): AdPlatforms => ({
  google: google.google,
  dv360: google.dv360,
  youtube: google.youtube,
  gads: google.gads,
  ...(meta ? { facebook: meta } : {}),
});

/** The platforms a publish may name: those with an adapter. */
export const publishablePlatforms = (platforms: AdPlatforms): Platform[] =>
  (Object.keys(platforms) as Platform[]).filter((p) => platforms[p] !== undefined);

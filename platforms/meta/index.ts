// Meta for the composition roots: the publishing adapter, the look-ups and the previews on one Graph URL.
import { MetaAds } from './adapter';
import { MetaLookups } from './lookups';
import { MetaPreviews } from './previews';
import type { MetaSettings } from './session';

export interface MetaPlatform {
  ads: MetaAds;
  lookups: MetaLookups;
  previews: MetaPreviews;
}

export function openMeta(settings: MetaSettings): MetaPlatform {
  const ads = new MetaAds(settings);
  return { ads, lookups: new MetaLookups(settings), previews: new MetaPreviews(settings, ads) };
}

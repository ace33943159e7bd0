// The Google targeting look-ups of an audience's rules (spec 2 §7 GET /google/{dimension}) through CM360's
// dfareporting v5 lists: operatingSystems, browsers, mobileCarriers, connectionTypes, platformTypes and languages
// (the network's whole catalogue, one page), campaigns (the advertiser's, not archived) and sites (the network's
// approved ones), both paged. Each option is CM360's id (an operating system's and a browser's DART id, which
// targeting names them by) and its name, with what tells alike ones apart.
import type { dfareporting_v5 } from 'googleapis/build/src/apis/dfareporting/v5.js';
import type { TargetingOption } from '../../domain/audience/answers';
import type { TargetingDimension } from '../../domain/audience/fields';

type Api = dfareporting_v5.Dfareporting;
/** One CM360 query through the adapter (its rate, its retries), given the API client. */
type Call = <T>(call: (api: Api) => Promise<{ data: T }>) => Promise<T>;
interface Where {
  profileId: string;
  advertiserId: string;
}

const option = (id: string | null | undefined, name: string | null | undefined, detail?: string | null) =>
  id ? [{ id, name: name ?? id, ...(detail ? { detail } : {}) }] : [];

/** Every page of a paged list. */
async function allPages<P>(
  page: (pageToken: string | undefined) => Promise<{ items: P[]; next: string | null | undefined }>,
): Promise<P[]> {
  const found: P[] = [];
  let pageToken: string | undefined;
  do {
    const { items, next } = await page(pageToken);
    found.push(...items);
    pageToken = next ?? undefined;
  } while (pageToken);
  return found;
}

/** The options of one dimension, sorted by name. */
export async function targetingOptions(
  call: Call,
  dimension: TargetingDimension,
  { profileId, advertiserId }: Where,
): Promise<TargetingOption[]> {
  const listed = await (async (): Promise<TargetingOption[]> => {
    switch (dimension) {
      case 'operating_systems':
        return ((await call((api) => api.operatingSystems.list({ profileId }))).operatingSystems ?? []).flatMap((o) =>
          option(o.dartId, o.name, o.mobile ? 'Mobile' : 'Desktop'),
        );
      case 'browsers':
        return ((await call((api) => api.browsers.list({ profileId }))).browsers ?? []).flatMap((b) =>
          option(b.dartId, b.name),
        );
      case 'mobile_carriers':
        return ((await call((api) => api.mobileCarriers.list({ profileId }))).mobileCarriers ?? []).flatMap((c) =>
          option(c.id, c.name, c.countryCode),
        );
      case 'connection_types':
        return ((await call((api) => api.connectionTypes.list({ profileId }))).connectionTypes ?? []).flatMap((c) =>
          option(c.id, c.name),
        );
      case 'platform_types':
        return ((await call((api) => api.platformTypes.list({ profileId }))).platformTypes ?? []).flatMap((p) =>
          option(p.id, p.name),
        );
      case 'languages':
        return ((await call((api) => api.languages.list({ profileId }))).languages ?? []).flatMap((l) =>
          option(l.id, l.name, l.languageCode),
        );
      case 'campaigns':
        return allPages(async (pageToken) => {
          const page = await call((api) =>
            api.campaigns.list({ profileId, advertiserIds: [advertiserId], archived: false, pageToken }),
          );
          return { items: (page.campaigns ?? []).flatMap((c) => option(c.id, c.name)), next: page.nextPageToken };
        });
      case 'sites':
        return allPages(async (pageToken) => {
          const page = await call((api) => api.sites.list({ profileId, approved: true, pageToken }));
          return {
            items: (page.sites ?? []).flatMap((s) => option(s.id, s.name, s.keyName)),
            next: page.nextPageToken,
          };
        });
    }
  })();
  return listed.sort((a, b) => a.name.localeCompare(b.name, 'en') || a.id.localeCompare(b.id));
}

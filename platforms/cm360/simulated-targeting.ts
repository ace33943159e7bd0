// The simulated CM360's targeting catalogues (dfareporting v5 `operatingSystems`, `browsers`, `mobileCarriers`,
// `connectionTypes`, `platformTypes`, `languages`, `campaigns` and `sites` lists), in CM360's shapes: the catalogues
// are the same for every network, as the real ones are; an advertiser's campaigns and a network's sites get ids of
// their own derived from the advertiser's or network's id, so they stay the same across starts and an audience's
// rule still names them after a restart. Answered for the profile's network only; campaigns and sites paged.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { googleError, pageOf } from '../google/simulated-api';

type Row = Record<string, unknown>;

const OPERATING_SYSTEMS: Row[] = [
  ['501012', 'Android', true],
  ['501013', 'iOS', true],
  ['501014', 'iPadOS', true],
  ['501001', 'Microsoft Windows', false],
  ['501002', 'macOS', false],
  ['501003', 'Linux', false],
  ['501004', 'Chrome OS', false],
].map(([dartId, name, mobile]) => ({ kind: 'dfareporting#operatingSystem', dartId, name, mobile, desktop: !mobile }));

const BROWSERS: Row[] = [
  ['30', 'Chrome'],
  ['31', 'Safari'],
  ['32', 'Firefox'],
  ['33', 'Microsoft Edge'],
  ['34', 'Opera'],
  ['35', 'Samsung Internet'],
].map(([dartId, name]) => ({
  kind: 'dfareporting#browser',
  dartId,
  browserVersionId: `${dartId}00`,
  name,
  majorVersion: '*',
  minorVersion: '*',
}));

const MOBILE_CARRIERS: Row[] = [
  ['70010', 'AT&T', 'US', '256'],
  ['70011', 'Verizon', 'US', '256'],
  ['70012', 'T-Mobile', 'US', '256'],
  ['70020', 'Deutsche Telekom', 'DE', '81'],
  ['70021', 'Vodafone', 'DE', '81'],
  ['70022', 'O2', 'DE', '81'],
  ['70030', 'EE', 'GB', '2'],
  ['70031', 'Three', 'GB', '2'],
  ['70040', 'Orange', 'FR', '75'],
  ['70041', 'SFR', 'FR', '75'],
].map(([id, name, countryCode, countryDartId]) => ({
  kind: 'dfareporting#mobileCarrier',
  id,
  name,
  countryCode,
  countryDartId,
}));

const named = (kind: string, rows: string[][]) => rows.map(([id, name]) => ({ kind, id, name }));
const CONNECTION_TYPES = named('dfareporting#connectionType', [
  ['1', 'Broadband'],
  ['2', 'Mobile'],
]);
const PLATFORM_TYPES = named('dfareporting#platformType', [
  ['1', 'Desktop'],
  ['2', 'Smartphone'],
  ['3', 'Tablet'],
  ['4', 'Connected TV'],
]);
const LANGUAGES: Row[] = [
  ['1', 'en', 'English'],
  ['2', 'de', 'German'],
  ['3', 'fr', 'French'],
  ['4', 'es', 'Spanish'],
  ['5', 'it', 'Italian'],
  ['6', 'nl', 'Dutch'],
  ['7', 'pl', 'Polish'],
  ['8', 'pt', 'Portuguese'],
].map(([id, languageCode, name]) => ({ kind: 'dfareporting#language', id, languageCode, name }));

const CAMPAIGNS = ['Always-on prospecting', 'Retargeting: cart abandoners', 'Spring sale', 'Brand awareness'];
const SITES = [
  ['Der Spiegel', 'spiegel.de'],
  ['The Guardian', 'theguardian.com'],
  ['BBC', 'bbc.co.uk'],
  ['Le Monde', 'lemonde.fr'],
  ['The Weather Channel', 'weather.com'],
  ['YouTube', 'youtube.com'],
];

/** Ids of an owner's items that stay the same across starts. */
function idsOf(ownerId: string, count: number): string[] {
  const base = 2_000 + (parseInt(createHash('sha256').update(ownerId).digest('hex').slice(0, 8), 16) % 8_000_000);
  return Array.from({ length: count }, (_, i) => String(base * 10 + i));
}

/** The simulated campaigns of an advertiser, as `campaigns.list` answers them. */
export function simulatedCm360Campaigns(accountId: string, advertiserId: string) {
  const ids = idsOf(`campaigns-${advertiserId}`, CAMPAIGNS.length);
  return CAMPAIGNS.map((name, i) => ({
    kind: 'dfareporting#campaign',
    id: ids[i]!,
    accountId,
    advertiserId,
    name,
    archived: false,
  }));
}

function simulatedSites(accountId: string) {
  const ids = idsOf(`sites-${accountId}`, SITES.length);
  return SITES.map(([name, keyName], i) => ({
    kind: 'dfareporting#site',
    id: ids[i]!,
    accountId,
    name,
    keyName,
    approved: true,
  }));
}

type Listing = FastifyRequest<{ Params: { profileId: string }; Querystring: Record<string, string | string[]> }>;

/** A list of the profile's network: `answer` gives it the network's id; an unknown profile is CM360's 404. */
const ofProfile =
  (profiles: ReadonlyMap<string, string>, answer: (accountId: string, request: Listing) => Row) =>
  (request: Listing, reply: FastifyReply) => {
    const accountId = profiles.get(request.params.profileId);
    return accountId ? answer(accountId, request) : googleError(reply, 404, 'notFound', 'Profile not found');
  };

/** One page of `items` under `field`, as CM360 pages its longer lists. */
function paged(request: Listing, field: string, items: readonly Row[]): Row {
  const { pageToken, maxResults = '1000' } = request.query as Record<string, string | undefined>;
  const page = pageOf(items, pageToken, Number(maxResults));
  return { kind: `dfareporting#${field}ListResponse`, [field]: page.items, nextPageToken: page.nextPageToken };
}

export function simulatedCm360Targeting(server: FastifyInstance, profiles: ReadonlyMap<string, string>) {
  const P = '/dfareporting/v5/userprofiles/:profileId';
  const catalogues: Record<string, Row[]> = {
    operatingSystems: OPERATING_SYSTEMS,
    browsers: BROWSERS,
    mobileCarriers: MOBILE_CARRIERS,
    connectionTypes: CONNECTION_TYPES,
    platformTypes: PLATFORM_TYPES,
    languages: LANGUAGES,
  };
  for (const [field, rows] of Object.entries(catalogues))
    server.get(
      `${P}/${field}`,
      ofProfile(profiles, () => ({ kind: `dfareporting#${field}ListResponse`, [field]: rows })),
    );
  server.get(
    `${P}/campaigns`,
    ofProfile(profiles, (accountId, request) => {
      const advertisers = [request.query.advertiserIds ?? []].flat();
      return paged(
        request,
        'campaigns',
        advertisers.flatMap((id) => simulatedCm360Campaigns(accountId, id)),
      );
    }),
  );
  server.get(
    `${P}/sites`,
    ofProfile(profiles, (accountId, request) => paged(request, 'sites', simulatedSites(accountId))),
  );
}

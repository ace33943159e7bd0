// A simulated Campaign Manager 360 (dfareporting v5) on the simulated Google's server: the user's profiles per network
// (POST /__simulated/cm360/networks grants one), creative assets uploaded per advertiser, and creatives made of them,
// listed as the real one lists them (`searchString` a case-insensitive match anywhere in the name or the id, at most
// 1,000 a page, `fields` honoured), their delivery in reports (simulated-reports.ts), each advertiser's floodlight
// activities (simulated-floodlight.ts) and the targeting catalogues an audience's rules choose from
// (simulated-targeting.ts). What it holds is the store's part 'cm360'.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { googleError, multipartOf, pageOf } from '../google/simulated-api';
import { partialResponse } from '../google/simulated-fields';
import type { SimulatedStore } from '../simulated-store';
import { simulatedCm360Floodlight } from './simulated-floodlight';
import { simulatedCm360Reports } from './simulated-reports';
import { simulatedCm360Targeting } from './simulated-targeting';

type Json = Record<string, unknown>;
interface Creative extends Json {
  id: string;
  accountId: string;
  advertiserId: string;
  name: string;
}

export function simulatedCm360(server: FastifyInstance, networks: readonly string[], store: SimulatedStore) {
  const state = store.part('cm360', () => ({
    /** Network ids by the profile id of the product's user on them. */
    profiles: new Map<string, string>(),
    assets: new Set<string>(),
    creatives: new Map<string, Creative>(),
    nextId: 90_000_000,
  }));
  const { profiles, assets, creatives } = state;
  simulatedCm360Reports(server, state);
  simulatedCm360Floodlight(server, profiles);
  simulatedCm360Targeting(server, profiles);
  const grant = (networkId: string) => {
    if (![...profiles.values()].includes(networkId)) profiles.set(String(5_000_000 + profiles.size + 1), networkId);
  };
  networks.forEach(grant);

  type Profile = FastifyRequest<{ Params: { profileId: string; advertiserId?: string; id?: string } }>;
  const accountOf = (request: Profile) => profiles.get(request.params.profileId);
  const P = '/dfareporting/v5/userprofiles/:profileId';

  server.post('/__simulated/cm360/networks', (request: FastifyRequest<{ Body: { networkId: string } }>) => {
    grant(request.body.networkId);
    return { networks: [...profiles.values()] };
  });

  server.get('/dfareporting/v5/userprofiles', () => ({
    kind: 'dfareporting#userProfileList',
    items: [...profiles].map(([profileId, accountId]) => ({
      kind: 'dfareporting#userProfile',
      profileId,
      accountId,
      userName: 'varia-simulated',
    })),
  }));

  server.post(`/upload${P}/creativeAssets/:advertiserId/creativeAssets`, (request: Profile, reply) => {
    if (!accountOf(request)) return googleError(reply, 404, 'notFound', 'Profile not found');
    const { metadata, media } = multipartOf(request);
    const identifier = metadata.assetIdentifier as { name?: string; type?: string } | undefined;
    if (!identifier?.name || !identifier.type || media.length === 0)
      return googleError(reply, 400, 'invalid', 'An asset identifier (name, type) and the asset file are required.');
    assets.add(`${request.params.advertiserId}/${identifier.type}/${identifier.name}`);
    return { kind: 'dfareporting#creativeAssetMetadata', assetIdentifier: identifier, id: String(state.nextId++) };
  });

  server.post(P + '/creatives', (request: Profile, reply) => {
    const accountId = accountOf(request);
    if (!accountId) return googleError(reply, 404, 'notFound', 'Profile not found');
    const body = request.body as Json & { advertiserId?: string; name?: string; creativeAssets?: Json[] };
    if (!body.advertiserId || !body.name || !body.type)
      return googleError(reply, 400, 'invalid', 'advertiserId, name and type are required.');
    for (const asset of body.creativeAssets ?? []) {
      const id = asset.assetIdentifier as { name: string; type: string };
      if (!assets.has(`${body.advertiserId}/${id.type}/${id.name}`))
        return googleError(reply, 400, 'invalid', `Creative asset ${id.name} was not uploaded to this advertiser.`);
    }
    const creative: Creative = {
      ...body,
      kind: 'dfareporting#creative',
      id: String(state.nextId++),
      accountId,
      advertiserId: body.advertiserId,
      name: body.name,
      active: true,
      archived: false,
    };
    creatives.set(creative.id, creative);
    return creative;
  });

  server.get(
    P + '/creatives',
    (request: FastifyRequest<{ Params: { profileId: string }; Querystring: Record<string, string> }>, reply) => {
      const accountId = profiles.get(request.params.profileId);
      if (!accountId) return googleError(reply, 404, 'notFound', 'Profile not found');
      const { advertiserId, searchString = '', pageToken, maxResults = '1000', fields } = request.query;
      const search = searchString.toLowerCase().replaceAll('*', '');
      const found = [...creatives.values()].filter(
        (c) =>
          c.accountId === accountId &&
          (!advertiserId || c.advertiserId === advertiserId) &&
          (c.name.toLowerCase().includes(search) || c.id === search),
      );
      // As the real one: at most 1,000 a page, in the order of their ids (new ones come last, so pages never shift).
      const page = pageOf(found, pageToken, Math.min(Number(maxResults) || 1000, 1000));
      const answer = {
        kind: 'dfareporting#creativesListResponse',
        creatives: page.items,
        nextPageToken: page.nextPageToken,
      };
      return partialResponse(answer, fields);
    },
  );

  server.get(P + '/creatives/:id', (request: Profile, reply) => {
    const creative = creatives.get(request.params.id ?? '');
    if (!creative || creative.accountId !== accountOf(request))
      return googleError(reply, 404, 'notFound', 'Creative not found');
    return creative;
  });
}

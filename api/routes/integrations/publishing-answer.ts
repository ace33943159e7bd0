// A node's publishing answer: its ids per platform and each token as present or absent with the far end's judgement,
// asked of the far ends at once (a token's value is opened only to be sent to its own far end).
import type { AppDeps } from '../../deps';
import type { Publishing, TokenStatus } from '../../../domain/integration/answers';
import { TOKEN_PROVIDER, type TokenProperty } from '../../../domain/integration/properties';
import { SecretShreddedError } from '../../../commands/secrets/secret-store';
import { nodeIntegration, type StoredToken } from '../../../projections/integrations/queries';

async function tokenStatus(
  deps: AppDeps,
  nodeId: string,
  token: TokenProperty,
  stored: StoredToken | undefined,
): Promise<TokenStatus> {
  if (!stored) return { present: false, connectedAt: null, validity: null, unchecked: null };
  const present = { present: true, connectedAt: stored.connectedAt };
  try {
    const secret = await deps.secrets.open(nodeId, token, stored.sealed);
    const validity = await deps.oauth.ports[TOKEN_PROVIDER[token]].validity(token, secret);
    return { ...present, validity, unchecked: null };
  } catch (error) {
    const unchecked =
      error instanceof SecretShreddedError
        ? 'The token was shredded: connect again'
        : `${TOKEN_PROVIDER[token] === 'meta' ? 'Meta' : 'Google'} could not be asked: ${(error as Error).message}`;
    return { ...present, validity: null, unchecked };
  }
}

export async function publishingAnswer(deps: AppDeps, nodeId: string, partnerId: string): Promise<Publishing> {
  const { ids, tokens } = await nodeIntegration(deps.pool, nodeId);
  const status = (token: TokenProperty) => tokenStatus(deps, nodeId, token, tokens[token]);
  const [gadsToken, facebookToken, youtubeToken, dv360Token] = await Promise.all([
    status('gadsToken'),
    status('facebookToken'),
    status('youtubeToken'),
    status('dv360Token'),
  ]);
  const id = (key: keyof typeof ids) => ids[key] ?? null;
  return {
    nodeId,
    partnerId,
    simulated: deps.oauth.simulated !== null,
    publishing: {
      gads: { gadsCustomerAccountId: id('gadsCustomerAccountId'), gadsToken },
      google: { dcmAdvertiserId: id('dcmAdvertiserId'), dcmNetworkId: id('dcmNetworkId') },
      facebook: {
        facebookAdAccountId: id('facebookAdAccountId'),
        facebookPageId: id('facebookPageId'),
        instagramAccountId: id('instagramAccountId'),
        facebookToken,
      },
      youtube: { youtubeToken },
      dv360: { dv360AdvertiserId: id('dv360AdvertiserId'), dv360Token },
    },
  };
}

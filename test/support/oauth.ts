// Goes through a simulated OAuth far end as a person would: start the connection, open the consent page, press Allow,
// and hand the code and state the far end sends back to the product's callback (as the screen does).
import { allowOnConsentPage } from '../../platforms/simulated-consent';
import type { TokenProperty } from '../../domain/integration/properties';
import type { HttpClient, Reply } from './http';

const PROVIDER: Record<TokenProperty, 'google' | 'meta'> = {
  gadsToken: 'google',
  dv360Token: 'google',
  youtubeToken: 'google',
  facebookToken: 'meta',
};

/** Where the consent page's Allow leads: the product's screen with ?code&state. */
export const grantAt = allowOnConsentPage;

export async function connectByOAuth(client: HttpClient, nodeId: string, token: TokenProperty): Promise<Reply> {
  const started = await client.post(`/business-nodes/${nodeId}/publishing/${token}/oauth`);
  if (started.status !== 200) throw new Error(`start: ${started.status} ${JSON.stringify(started.body)}`);
  const back = await grantAt(started.body.authorizeUrl);
  return client.post(`/oauth/${PROVIDER[token]}/callback`, {
    code: back.searchParams.get('code'),
    state: back.searchParams.get('state'),
  });
}

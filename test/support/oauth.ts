// Goes through a simulated OAuth far end as a person would: start the connection, open the consent page, press Allow,
// and hand the code and state the far end sends back to the product's callback (as the screen does).
import type { TokenProperty } from '../../domain/integration/properties';
import type { HttpClient, Reply } from './http';

const PROVIDER: Record<TokenProperty, 'google' | 'meta'> = {
  gadsToken: 'google',
  dv360Token: 'google',
  youtubeToken: 'google',
  facebookToken: 'meta',
};

/** Where the consent page's Allow leads: the product's screen with ?code&state. */
export async function grantAt(authorizeUrl: string): Promise<URL> {
  const page = await (await fetch(authorizeUrl)).text();
  const allow = /<a href="([^"]+)">Allow<\/a>/.exec(page)?.[1]?.replaceAll('&amp;', '&');
  if (!allow) throw new Error(`no Allow on the consent page: ${page}`);
  const target = new URL(allow, authorizeUrl);
  if (target.origin !== new URL(authorizeUrl).origin) return target;
  const approved = await fetch(target, { redirect: 'manual' });
  return new URL(approved.headers.get('location')!);
}

export async function connectByOAuth(client: HttpClient, nodeId: string, token: TokenProperty): Promise<Reply> {
  const started = await client.post(`/business-nodes/${nodeId}/publishing/${token}/oauth`);
  if (started.status !== 200) throw new Error(`start: ${started.status} ${JSON.stringify(started.body)}`);
  const back = await grantAt(started.body.authorizeUrl);
  return client.post(`/oauth/${PROVIDER[token]}/callback`, {
    code: back.searchParams.get('code'),
    state: back.searchParams.get('state'),
  });
}

// A real OpenID Connect provider on loopback (the npm oidc-provider) for the Google/OIDC single sign-on tests: it
// speaks the real protocol (discovery, authorization code with PKCE, signed ID tokens) to the product's openid-client.
// Its login and consent screens are replaced by `signInAs`: the next authorization signs in that e-mail, as a user
// typing it at the provider would.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface OidcIdp {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who the next sign-in at the provider is (and whether the provider calls the e-mail verified). */
  signInAs(email: string, name?: string, emailVerified?: boolean): void;
  close(): Promise<void>;
}

export async function startOidcIdp(redirectUri: string): Promise<OidcIdp> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'varia-test-client';
  const clientSecret = 'varia-test-client-secret-0123456789';
  let account = { email: 'nobody@example.com', name: 'Nobody', emailVerified: true };
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600 },
    features: { devInteractions: { enabled: false } },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({ sub, email: account.email, email_verified: account.emailVerified, name: account.name }),
    }),
  });
  const callback = provider.callback();
  server.on('request', (req, res) => {
    const match = /^\/interaction\/([^/?]+)/.exec(req.url ?? '');
    if (!match) return void callback(req, res);
    // The login and consent screens: sign in the chosen account and grant what the client asked.
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      const grant = new provider.Grant({ accountId: account.email, clientId });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, { login: { accountId: account.email }, consent: { grantId } });
    })();
  });
  return {
    issuer,
    clientId,
    clientSecret,
    signInAs: (email, name = 'Jane Doe', emailVerified = true) => {
      account = { email, name, emailVerified };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The body of POST /sso-configs for a Google/OIDC config at this provider (fixture users are at example.com). */
export const oidcConfigAt = (idp: OidcIdp, partnerId: string, emailDomains = ['example.com']) => ({
  partnerId,
  name: 'Acme OIDC',
  provider: 'google',
  emailDomains,
  issuer: idp.issuer,
  clientId: idp.clientId,
  clientSecret: idp.clientSecret,
});

/** A browser's way through redirects across origins: follows Location, keeps each origin's cookies. */
export class RedirectBrowser {
  private readonly jars = new Map<string, Map<string, string>>();

  /** Follows redirects from `url` until a page outside `stopOrigin`'s API answers; returns that last URL. */
  async follow(url: string, stopAt: (url: URL) => boolean): Promise<URL> {
    let current = new URL(url);
    for (let hop = 0; hop < 20; hop++) {
      if (stopAt(current)) return current;
      const jar = this.jars.get(current.host) ?? new Map<string, string>();
      this.jars.set(current.host, jar);
      const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
      const response = await fetch(current, { redirect: 'manual', headers: cookie ? { cookie } : {} });
      for (const set of response.headers.getSetCookie()) {
        const [pair] = set.split(';');
        const [name, ...value] = pair!.split('=');
        if (value.join('=') === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(set)) jar.delete(name!.trim());
        else jar.set(name!.trim(), value.join('='));
      }
      const location = response.headers.get('location');
      await response.body?.cancel();
      if (!location) return current;
      current = new URL(location, current);
    }
    throw new Error('too many redirects');
  }

  cookieFor(host: string, name: string): string | undefined {
    return this.jars.get(host)?.get(name);
  }
}

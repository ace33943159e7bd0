// Meta's OAuth (Facebook Login, authorisation code with PKCE) through openid-client; a token's validity is what
// Graph API's debug_token says of it.
import * as oidc from 'openid-client';
import type { TokenProperty, TokenValidity } from '../../domain/integration/properties';
import {
  OAuthRefused,
  type AuthorizeRequest,
  type CodeExchange,
  type OAuthClient,
  type OAuthPort,
} from '../oauth-port';

export const GRAPH_VERSION = 'v21.0';

/** Where Meta's endpoints live: www (the login dialog) and graph (token exchange, debug_token). */
export interface MetaEndpoints {
  webUrl: string;
  graphUrl: string;
}
export const LIVE_META: MetaEndpoints = { webUrl: 'https://www.facebook.com', graphUrl: 'https://graph.facebook.com' };

/** What publishing to a page, its ad account and Instagram needs. */
export const META_SCOPES = ['ads_management', 'business_management', 'pages_show_list', 'instagram_basic'];

/** Graph API's debug_token answer (the fields judged here). */
interface DebugToken {
  data?: { is_valid?: boolean; expires_at?: number; app_id?: string; error?: { code?: number; subcode?: number } };
}

/** Session expired (190 with subcode 463) or past expires_at. */
const EXPIRED_SUBCODE = 463;

export class MetaOAuth implements OAuthPort {
  private readonly config: oidc.Configuration;

  constructor(
    private readonly app: OAuthClient,
    private readonly endpoints: MetaEndpoints,
  ) {
    this.config = new oidc.Configuration(
      {
        issuer: endpoints.webUrl,
        authorization_endpoint: `${endpoints.webUrl}/${GRAPH_VERSION}/dialog/oauth`,
        token_endpoint: `${endpoints.graphUrl}/${GRAPH_VERSION}/oauth/access_token`,
      },
      app.id,
      app.secret,
    );
    // The simulated Meta speaks plain HTTP on loopback; the live one is HTTPS.
    if (endpoints.graphUrl.startsWith('http:')) oidc.allowInsecureRequests(this.config);
  }

  authorizeUrl({ redirectUri, state, codeChallenge }: AuthorizeRequest): string {
    return oidc.buildAuthorizationUrl(this.config, {
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: META_SCOPES.join(','),
      state,
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
    }).href;
  }

  async exchange({ code, state, redirectUri, codeVerifier }: CodeExchange): Promise<string> {
    const callback = new URL(redirectUri);
    callback.searchParams.set('code', code);
    callback.searchParams.set('state', state);
    try {
      const tokens = await oidc.authorizationCodeGrant(
        this.config,
        callback,
        { expectedState: state, pkceCodeVerifier: codeVerifier },
        { redirect_uri: redirectUri },
      );
      const expiresIn = tokens.expiresIn();
      return JSON.stringify({
        access_token: tokens.access_token,
        expires_at: expiresIn === undefined ? null : Math.floor(Date.now() / 1000) + expiresIn,
      });
    } catch (error) {
      const cause = (error as { cause?: { error?: { message?: string } } }).cause;
      const reason = cause?.error?.message ?? (error as Error).message;
      throw new OAuthRefused(`Meta refused the authorisation: ${reason}`);
    }
  }

  async validity(_token: TokenProperty, secret: string): Promise<TokenValidity> {
    const { access_token } = JSON.parse(secret) as { access_token: string };
    const url = new URL(`${this.endpoints.graphUrl}/debug_token`);
    url.searchParams.set('input_token', access_token);
    url.searchParams.set('access_token', `${this.app.id}|${this.app.secret}`);
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`Meta debug_token did not answer: ${response.status}`);
    const { data } = (await response.json()) as DebugToken;
    if (data?.is_valid === true && data.app_id === this.app.id) return 'VALID';
    // expires_at 0: a token that never expires.
    const expiresAt = data?.expires_at ?? 0;
    const expired = data?.error?.subcode === EXPIRED_SUBCODE || (expiresAt > 0 && expiresAt * 1000 < Date.now());
    return expired ? 'EXPIRED' : 'INVALID';
  }
}

// Google's OAuth 2.0 (authorisation code with PKCE, offline access) through google-auth-library's OAuth2Client, for
// the Google Ads, DV360 and YouTube tokens; a token's validity is what tokeninfo says of a fresh access token.
import { CodeChallengeMethod, OAuth2Client, type Credentials } from 'google-auth-library';
import type { TokenProperty, TokenValidity } from '../../domain/integration/properties';
import {
  OAuthRefused,
  type AuthorizeRequest,
  type CodeExchange,
  type OAuthClient,
  type OAuthPort,
} from '../oauth-port';

/** Where Google's OAuth endpoints live: accounts (the consent page) and oauth2 (token, tokeninfo). */
export interface GoogleEndpoints {
  accountsUrl: string;
  oauth2Url: string;
}
export const LIVE_GOOGLE: GoogleEndpoints = {
  accountsUrl: 'https://accounts.google.com',
  oauth2Url: 'https://oauth2.googleapis.com',
};

/** The scopes each token is granted for: publishing's first (a token's validity is judged by it), then reporting's
 * (delivery imports, issue 21 §1), which a token granted before lacks until it is connected again. */
export const GOOGLE_SCOPES: Partial<Record<TokenProperty, readonly [string, ...string[]]>> = {
  gadsToken: ['https://www.googleapis.com/auth/adwords'],
  // DV360's reports come through Bid Manager.
  dv360Token: [
    'https://www.googleapis.com/auth/display-video',
    'https://www.googleapis.com/auth/doubleclickbidmanager',
  ],
  // Upload and read the channel's uploads (the adapter finds a video there before uploading it again); its videos'
  // delivery comes through YouTube Analytics.
  youtubeToken: ['https://www.googleapis.com/auth/youtube', 'https://www.googleapis.com/auth/yt-analytics.readonly'],
};

function scopesOf(token: TokenProperty): readonly [string, ...string[]] {
  const scopes = GOOGLE_SCOPES[token];
  if (!scopes) throw new Error(`${token} is not a Google token`);
  return scopes;
}

interface GoogleError {
  status?: number;
  error?: string;
  description?: string;
}

/** The far end's own words from a gaxios error, leaving its request (client secret, tokens) behind. */
function googleError(error: unknown): GoogleError {
  const e = error as { status?: number; response?: { status?: number; data?: unknown }; message?: string };
  const data = (e.response?.data ?? {}) as { error?: string; error_description?: string };
  return {
    status: e.response?.status ?? e.status,
    error: data.error ?? e.message,
    description: data.error_description,
  };
}

export class GoogleOAuth implements OAuthPort {
  constructor(
    private readonly app: OAuthClient,
    private readonly endpoints: GoogleEndpoints,
  ) {}

  private client(redirectUri?: string) {
    return new OAuth2Client({
      clientId: this.app.id,
      clientSecret: this.app.secret,
      redirectUri,
      endpoints: {
        oauth2AuthBaseUrl: `${this.endpoints.accountsUrl}/o/oauth2/v2/auth`,
        oauth2TokenUrl: `${this.endpoints.oauth2Url}/token`,
        tokenInfoUrl: `${this.endpoints.oauth2Url}/tokeninfo`,
        oauth2RevokeUrl: `${this.endpoints.oauth2Url}/revoke`,
      },
    });
  }

  /** A client holding a node's kept tokens (the sealed secret, opened), refreshed here when they run out. */
  authClient(secret: string): OAuth2Client {
    const client = this.client();
    client.setCredentials(JSON.parse(secret) as Credentials);
    return client;
  }

  authorizeUrl({ token, redirectUri, state, codeChallenge }: AuthorizeRequest): string {
    return this.client(redirectUri).generateAuthUrl({
      // offline and consent: a refresh token, so the connection outlives the hour an access token lasts.
      access_type: 'offline',
      prompt: 'consent',
      scope: [...scopesOf(token)],
      state,
      code_challenge: codeChallenge,
      code_challenge_method: CodeChallengeMethod.S256,
    });
  }

  async exchange({ code, redirectUri, codeVerifier }: CodeExchange): Promise<string> {
    try {
      const { tokens } = await this.client(redirectUri).getToken({ code, codeVerifier, redirect_uri: redirectUri });
      const { access_token, refresh_token, expiry_date, scope } = tokens;
      return JSON.stringify({ access_token, refresh_token, expiry_date, scope } satisfies Credentials);
    } catch (error) {
      const { error: reason, description } = googleError(error);
      throw new OAuthRefused(`Google refused the authorisation: ${description ?? reason ?? 'no reason given'}`);
    }
  }

  async validity(token: TokenProperty, secret: string): Promise<TokenValidity> {
    const credentials = JSON.parse(secret) as Credentials;
    const judged = await this.judge(token, credentials);
    if (judged !== 'INVALID' || !credentials.refresh_token) return judged;
    // Access revoked at Google looks like an unknown access token; a refresh tells revoked (EXPIRED) from wrong.
    return this.judge(token, { ...credentials, access_token: null, expiry_date: 0 });
  }

  private async judge(token: TokenProperty, credentials: Credentials): Promise<TokenValidity> {
    if (!credentials.refresh_token && (credentials.expiry_date ?? 0) <= Date.now()) return 'EXPIRED';
    const client = this.client();
    client.setCredentials(credentials);
    let accessToken: string | null | undefined;
    try {
      // Refreshed first when the access token has run out.
      accessToken = (await client.getAccessToken()).token;
    } catch (error) {
      const found = googleError(error);
      if (found.error === 'invalid_grant') return 'EXPIRED';
      throw new Error(`Google did not answer the token refresh: ${found.status ?? found.error}`);
    }
    if (!accessToken) return 'INVALID';
    try {
      const info = await client.getTokenInfo(accessToken);
      return info.aud === this.app.id && info.scopes.includes(scopesOf(token)[0]) ? 'VALID' : 'INVALID';
    } catch (error) {
      const found = googleError(error);
      if (found.status === 400) return 'INVALID';
      throw new Error(`Google tokeninfo did not answer: ${found.status ?? found.error}`);
    }
  }
}

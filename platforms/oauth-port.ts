// The port every OAuth far end is reached through (Google's for Google Ads, DV360 and YouTube; Meta's): the API's
// connect routes use it, and the publishing adapters will take the tokens it gave. An adapter is configured by base
// URL and client credentials only, so the simulated platform, a test and production run the same code.
import type { TokenProperty, TokenValidity } from '../domain/integration/properties';

export interface AuthorizeRequest {
  token: TokenProperty;
  redirectUri: string;
  state: string;
  codeChallenge: string;
}

export interface CodeExchange {
  code: string;
  state: string;
  redirectUri: string;
  codeVerifier: string;
}

export interface OAuthPort {
  /** Where to send the browser to grant the token's scopes. */
  authorizeUrl(request: AuthorizeRequest): string;
  /** The granted tokens, as the text to keep sealed. Throws OAuthRefused with the far end's reason. */
  exchange(exchange: CodeExchange): Promise<string>;
  /** How the far end judges the kept tokens now. Throws when it cannot be asked. */
  validity(token: TokenProperty, secret: string): Promise<TokenValidity>;
}

/** The far end refused; the message is its reason, safe to show (no secret, no request). */
export class OAuthRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OAuthRefused';
  }
}

/** The OAuth client (app) a live platform knows us by. */
export interface OAuthClient {
  id: string;
  secret: string;
}

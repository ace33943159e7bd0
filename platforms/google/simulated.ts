// A simulated Google OAuth far end speaking the real shapes: the consent page at /o/oauth2/v2/auth, /token
// (authorization_code with PKCE, refresh_token) and /tokeninfo (GET ?access_token= or POST with a bearer token). It
// keeps its grants, and /__simulated/revoke-all revokes every refresh token and ends every access token, as a user
// removing the app's access would. The simulated CM360, DV360, YouTube and Google Ads APIs answer on the same server,
// trusting its access tokens (google/simulated-api.ts); the product's own CM360 grant (CM360 has no token per node) is
// made at the start. Everything it keeps is kept in a SimulatedStore: DATA_DIR/simulated/google.json on the embedded
// default (`stateDir`), in memory in tests.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { simulatedCm360 } from '../cm360/simulated';
import { simulatedDv360 } from '../dv360/simulated';
import { simulatedGoogleAds } from '../gads/simulated';
import type { OAuthClient } from '../oauth-port';
import { SIMULATED_REVIEW_MS } from '../simulated-review';
import { SimulatedStore } from '../simulated-store';
import { simulatedYouTube } from '../youtube/simulated';
import { simulatedApis, type SimulatedLimits } from './simulated-api';
import {
  consentPage,
  listenSimulated,
  pkceMatches,
  randomValue,
  redirectWith,
  type SimulatedFarEnd,
} from '../simulated';

const ACCESS_TOKEN_SECONDS = 3599;

interface Grant {
  scope: string;
  redirectUri: string;
  challenge?: string;
}

type Query = Record<string, string | undefined>;

export interface SimulatedGoogleOptions {
  /** The CM360 networks the product's user has a profile on. */
  cm360Networks?: readonly string[];
  /** How long DV360 and Google Ads take to review a creative or an ad, and YouTube to process a video. */
  reviewMs?: number;
  processingMs?: number;
  limits?: Partial<SimulatedLimits>;
  /** Where its state is kept between starts; none: in memory. */
  stateDir?: string | null;
}

export interface SimulatedGoogle extends SimulatedFarEnd {
  /** The product's own CM360 grant (a refresh token), as a sealed token's text would hold it. */
  cm360Credentials: string;
}

// Trafficking to publish, reporting to read delivery (issue 21 §1).
const CM360_SCOPE = 'https://www.googleapis.com/auth/dfatrafficking https://www.googleapis.com/auth/dfareporting';

export async function startSimulatedGoogle(
  app: OAuthClient,
  options: SimulatedGoogleOptions = {},
): Promise<SimulatedGoogle> {
  const store = await SimulatedStore.open(options.stateDir ?? null, 'google');
  const { codes, refreshTokens, accessTokens, cm360Refresh } = store.part('oauth', () => {
    const refresh = randomValue('1//sim-');
    return {
      codes: new Map<string, Grant>(),
      refreshTokens: new Map([[refresh, { scope: CM360_SCOPE, revoked: false }]]),
      accessTokens: new Map<string, { scope: string; expiresAt: number }>(),
      cm360Refresh: refresh,
    };
  });

  const issueAccess = (scope: string) => {
    const token = randomValue('ya29.sim-');
    const now = Date.now();
    // Those run out are of no more use: the state stays the size of the live grants.
    for (const [old, access] of accessTokens) if (access.expiresAt <= now) accessTokens.delete(old);
    accessTokens.set(token, { scope, expiresAt: now + ACCESS_TOKEN_SECONDS * 1000 });
    return { access_token: token, expires_in: ACCESS_TOKEN_SECONDS, scope, token_type: 'Bearer' };
  };
  const tokenError = (reply: FastifyReply, status: number, error: string, description: string) =>
    reply.status(status).send({ error, error_description: description });

  const scopesOf = (token: string) => {
    const found = accessTokens.get(token);
    return found && found.expiresAt > Date.now() ? found.scope.split(' ') : null;
  };

  const farEnd = await listenSimulated(store, (server) => {
    simulatedApis(server, { scopesOf, limits: options.limits });
    simulatedCm360(server, options.cm360Networks ?? [], store);
    simulatedDv360(server, options.reviewMs ?? SIMULATED_REVIEW_MS.google, store);
    simulatedYouTube(server, options.processingMs ?? 3000, store);
    simulatedGoogleAds(server, options.reviewMs ?? SIMULATED_REVIEW_MS.google, store);
    server.get('/o/oauth2/v2/auth', (request: FastifyRequest<{ Querystring: Query }>, reply) => {
      const { client_id, redirect_uri, scope, state = '', code_challenge } = request.query;
      if (client_id !== app.id || !redirect_uri || !scope)
        return reply.status(400).type('text/plain').send('Error 400: invalid_request');
      const allow = new URL(request.url, 'http://simulated');
      allow.pathname = '/o/oauth2/v2/auth/approve';
      const cancel = redirectWith(redirect_uri, { error: 'access_denied', state });
      const code = randomValue('4/sim-');
      codes.set(code, { scope, redirectUri: redirect_uri, challenge: code_challenge });
      allow.search = new URLSearchParams({ code, state }).toString();
      return reply.type('text/html').send(
        consentPage({
          platform: 'Google',
          scopes: scope.split(' '),
          allowUrl: allow.pathname + allow.search,
          cancelUrl: cancel,
        }),
      );
    });

    server.get('/o/oauth2/v2/auth/approve', (request: FastifyRequest<{ Querystring: Query }>, reply) => {
      const { code = '', state = '' } = request.query;
      const grant = codes.get(code);
      if (!grant) return reply.status(400).type('text/plain').send('Error 400: invalid_request');
      return reply.redirect(redirectWith(grant.redirectUri, { code, state, scope: grant.scope }));
    });

    server.post('/token', (request: FastifyRequest<{ Body: Query }>, reply) => {
      const body = request.body ?? {};
      if (body.client_id !== app.id || body.client_secret !== app.secret)
        return tokenError(reply, 401, 'invalid_client', 'Unauthorized');
      if (body.grant_type === 'authorization_code') {
        const grant = codes.get(body.code ?? '');
        codes.delete(body.code ?? '');
        if (!grant || grant.redirectUri !== body.redirect_uri || !pkceMatches(body.code_verifier, grant.challenge))
          return tokenError(reply, 400, 'invalid_grant', 'Bad Request');
        const refresh = randomValue('1//sim-');
        refreshTokens.set(refresh, { scope: grant.scope, revoked: false });
        return { ...issueAccess(grant.scope), refresh_token: refresh };
      }
      if (body.grant_type === 'refresh_token') {
        const refresh = refreshTokens.get(body.refresh_token ?? '');
        if (!refresh || refresh.revoked)
          return tokenError(reply, 400, 'invalid_grant', 'Token has been expired or revoked.');
        return issueAccess(refresh.scope);
      }
      return tokenError(reply, 400, 'unsupported_grant_type', 'Invalid grant_type');
    });

    const tokenInfo = (request: FastifyRequest<{ Querystring: Query }>, reply: FastifyReply) => {
      const bearer = request.headers.authorization?.replace(/^Bearer /, '');
      const found = accessTokens.get(request.query.access_token ?? bearer ?? '');
      if (!found || found.expiresAt <= Date.now()) return tokenError(reply, 400, 'invalid_token', 'Invalid Value');
      const expiresIn = Math.floor((found.expiresAt - Date.now()) / 1000);
      return {
        azp: app.id,
        aud: app.id,
        sub: '100000000000000000001',
        scope: found.scope,
        exp: String(Math.floor(found.expiresAt / 1000)),
        expires_in: String(expiresIn),
        access_type: 'offline',
      };
    };
    server.get('/tokeninfo', tokenInfo);
    server.post('/tokeninfo', tokenInfo);

    server.post('/__simulated/revoke-all', () => {
      for (const refresh of refreshTokens.values()) refresh.revoked = true;
      for (const access of accessTokens.values()) access.expiresAt = 0;
      return { revoked: refreshTokens.size };
    });
  });
  return { ...farEnd, cm360Credentials: JSON.stringify({ refresh_token: cm360Refresh, scope: CM360_SCOPE }) };
}

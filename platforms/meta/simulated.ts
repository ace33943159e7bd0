// A simulated Meta far end speaking the real shapes: the login dialog at /<version>/dialog/oauth, the code exchange at
// /<version>/oauth/access_token (GET or POST, with PKCE) and /debug_token, and the Marketing API the tokens it gives
// may call (simulated-graph.ts). /__simulated/expire-all ends every token's session, as Meta does when a user changes
// their password. Everything it keeps is kept in a SimulatedStore: DATA_DIR/simulated/meta.json on the embedded
// default (`stateDir`), in memory in tests.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OAuthClient } from '../oauth-port';
import { SIMULATED_REVIEW_MS } from '../simulated-review';
import {
  consentPage,
  listenSimulated,
  pkceMatches,
  randomValue,
  redirectWith,
  type SimulatedFarEnd,
} from '../simulated';
import { SimulatedStore } from '../simulated-store';
import { GRAPH_VERSION } from './oauth';
import { simulatedGraph } from './simulated-graph';
import { emptyMetaGraph, MetaGraphState, type SimulationTimes } from './simulated-state';

/** A long-lived user token's 60 days. */
const TOKEN_SECONDS = 5_184_000;

type Query = Record<string, string | undefined>;

const oauthError = (reply: FastifyReply, message: string, code = 100) =>
  reply.status(400).send({ error: { message, type: 'OAuthException', code, fbtrace_id: randomValue('') } });

/** A video processes for 2 s and a new ad is in review for 5 s: long enough to be seen, short enough for a demo. */
const DEMO_TIMES: SimulationTimes = { videoProcessingMs: 2_000, reviewMs: SIMULATED_REVIEW_MS.meta };

/** `stateDir`: where its state is kept between starts; none: in memory. */
export async function startSimulatedMeta(
  app: OAuthClient,
  times = DEMO_TIMES,
  stateDir: string | null = null,
): Promise<SimulatedFarEnd> {
  const store = await SimulatedStore.open(stateDir, 'meta');
  const { codes, tokens } = store.part('oauth', () => ({
    codes: new Map<string, { redirectUri: string; scopes: string[]; challenge?: string }>(),
    tokens: new Map<string, { scopes: string[]; expiresAt: number; sessionEnded: boolean }>(),
  }));
  const graph = new MetaGraphState(times, store.part('graph', emptyMetaGraph));

  return listenSimulated(store, (server) => {
    server.get(`/${GRAPH_VERSION}/dialog/oauth`, (request: FastifyRequest<{ Querystring: Query }>, reply) => {
      const { client_id, redirect_uri, state = '', scope = '', code_challenge } = request.query;
      if (client_id !== app.id || !redirect_uri)
        return reply.status(400).type('text/plain').send('Invalid App ID or redirect URI');
      const code = randomValue('AQ-sim-');
      const scopes = scope.split(',').filter(Boolean);
      codes.set(code, { redirectUri: redirect_uri, scopes, challenge: code_challenge });
      const cancel = redirectWith(redirect_uri, {
        error: 'access_denied',
        error_code: '200',
        error_description: 'Permissions error',
        error_reason: 'user_denied',
        state,
      });
      return reply.type('text/html').send(
        consentPage({
          platform: 'Meta',
          scopes,
          allowUrl: redirectWith(redirect_uri, { code, state }),
          cancelUrl: cancel,
        }),
      );
    });

    const accessToken = (request: FastifyRequest<{ Querystring: Query; Body: Query }>, reply: FastifyReply) => {
      const input = { ...request.query, ...(request.body ?? {}) };
      if (input.client_id !== app.id || input.client_secret !== app.secret)
        return oauthError(reply, 'Error validating client secret.', 1);
      const grant = codes.get(input.code ?? '');
      codes.delete(input.code ?? '');
      if (!grant) return oauthError(reply, 'Invalid verification code format.');
      if (grant.redirectUri !== input.redirect_uri)
        return oauthError(
          reply,
          'Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request',
        );
      if (!pkceMatches(input.code_verifier, grant.challenge)) return oauthError(reply, 'Invalid code verifier.');
      const token = randomValue('EAAsim');
      tokens.set(token, { scopes: grant.scopes, expiresAt: Date.now() + TOKEN_SECONDS * 1000, sessionEnded: false });
      return { access_token: token, token_type: 'bearer', expires_in: TOKEN_SECONDS };
    };
    server.get(`/${GRAPH_VERSION}/oauth/access_token`, accessToken);
    server.post(`/${GRAPH_VERSION}/oauth/access_token`, accessToken);

    server.get('/debug_token', (request: FastifyRequest<{ Querystring: Query }>, reply) => {
      if (request.query.access_token !== `${app.id}|${app.secret}`)
        return oauthError(reply, 'Invalid OAuth access token - Cannot parse access token', 190);
      const found = tokens.get(request.query.input_token ?? '');
      if (!found)
        return { data: { error: { code: 190, message: 'Invalid OAuth access token.' }, is_valid: false, scopes: [] } };
      const expiresAt = Math.floor(found.expiresAt / 1000);
      const common = {
        app_id: app.id,
        type: 'USER',
        application: 'Varia',
        expires_at: expiresAt,
        scopes: found.scopes,
        user_id: '10000000000001',
      };
      if (found.sessionEnded || found.expiresAt <= Date.now())
        return {
          data: {
            ...common,
            is_valid: false,
            error: { code: 190, message: 'Error validating access token: Session has expired.', subcode: 463 },
          },
        };
      return { data: { ...common, data_access_expires_at: expiresAt, is_valid: true } };
    });

    simulatedGraph(server, graph, (token) => {
      const found = tokens.get(token ?? '');
      if (!found) return { path: '', code: 190, message: 'Invalid OAuth access token - Cannot parse access token' };
      if (found.sessionEnded || found.expiresAt <= Date.now()) return { path: '', code: 190, subcode: 463 };
      return null;
    });

    // A person at work in Ads Manager (the demo's media buyer making ad sets): a session token of Meta's own.
    server.post('/__simulated/ads-manager-token', () => {
      const token = randomValue('EAAsim');
      const scopes = ['ads_management', 'ads_read'];
      tokens.set(token, { scopes, expiresAt: Date.now() + TOKEN_SECONDS * 1000, sessionEnded: false });
      return { access_token: token, token_type: 'bearer', expires_in: TOKEN_SECONDS };
    });

    server.post('/__simulated/expire-all', () => {
      for (const token of tokens.values()) token.sessionEnded = true;
      return { expired: tokens.size };
    });
  });
}

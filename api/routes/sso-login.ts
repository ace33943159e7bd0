// Single sign-on through Google/OIDC (issue 22 §1; spec 1 §7): GET /auth/google-login?username= redirects to the
// config's OIDC provider (openid-client: discovery, PKCE, state, nonce); GET /auth/google-callback checks the code and
// the ID token, then signs the user in as a password sign-in does and redirects to the UI with username, name and
// isNewUser. The PKCE verifier, state and nonce ride in a sealed, httpOnly cookie of this browser, so a link started
// elsewhere (login CSRF) cannot finish here.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import { SHORT_TEXT_MAX_LENGTH, URL_MAX_LENGTH } from '../../domain/shared/text-limits';
import { ssoSecretOwner, SSO_CLIENT_SECRET } from '../../commands/sso-configs';
import { ssoConfigById, type SsoConfigForSignIn } from '../../projections/sso-configs/queries';
import { ssoConfigToStart, SsoRedirect, ssoStartSchema } from '../auth/sso-start';
import { finishSsoSignIn, ssoErrorPath, SSO_REFUSALS } from '../auth/sso-sign-in';
import type { AppDeps } from '../deps';
import { Text } from '../http/schemas';

const FLOW_COOKIE = 'varia_oidc';
/** How long the identity provider may take: long enough to type a password and a second factor. */
const FLOW_MAX_AGE_MS = 10 * 60 * 1000;

interface OidcFlow {
  configId: string;
  verifier: string;
  state: string;
  nonce: string;
  expiresAt: number;
}

const callbackUri = (request: FastifyRequest) => `${request.protocol}://${request.host}/api/v1/auth/google-callback`;

/** Plain http only to a loopback issuer (a provider on this machine, as in tests); anything else must be https. */
function loopback(issuer: URL) {
  return issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);
}

async function clientOf(deps: AppDeps, config: SsoConfigForSignIn): Promise<oidc.Configuration> {
  const { issuer, clientId } = config.settings;
  if (!issuer || !clientId || !config.clientSecret) throw new Error('the config has no issuer, client id or secret');
  const secret = await deps.secrets.open(ssoSecretOwner(config.id), SSO_CLIENT_SECRET, config.clientSecret);
  const url = new URL(issuer);
  return oidc.discovery(
    url,
    clientId,
    secret,
    undefined,
    loopback(url) ? { execute: [oidc.allowInsecureRequests] } : {},
  );
}

export const ssoLoginRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    const refuse = (reply: FastifyReply, message: string) => reply.redirect(ssoErrorPath(message));

    app.get(
      '/auth/google-login',
      { config: { access: 'public' }, schema: ssoStartSchema() },
      async (request, reply) => {
        const config = await ssoConfigToStart(deps.pool, request.query.username, 'google');
        if (!config) return refuse(reply, SSO_REFUSALS.noConfig);
        let client: oidc.Configuration;
        try {
          client = await clientOf(deps, config);
        } catch (error) {
          request.log.warn({ err: error, configId: config.id }, 'OIDC discovery failed');
          return refuse(reply, SSO_REFUSALS.failed('the identity provider could not be reached'));
        }
        const flow: OidcFlow = {
          configId: config.id,
          verifier: oidc.randomPKCECodeVerifier(),
          state: oidc.randomState(),
          nonce: oidc.randomNonce(),
          expiresAt: Date.now() + FLOW_MAX_AGE_MS,
        };
        reply.setCookie(FLOW_COOKIE, deps.secrets.sealState(JSON.stringify(flow)), {
          path: '/api/v1/auth/google-callback',
          httpOnly: true,
          sameSite: 'lax',
          maxAge: FLOW_MAX_AGE_MS / 1000,
        });
        const url = oidc.buildAuthorizationUrl(client, {
          redirect_uri: callbackUri(request),
          scope: 'openid email profile',
          code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
          code_challenge_method: 'S256',
          state: flow.state,
          nonce: flow.nonce,
          login_hint: request.query.username,
        });
        return reply.redirect(url.href);
      },
    );

    app.get(
      '/auth/google-callback',
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          querystring: Type.Object(
            {
              code: Type.Optional(Text({ maxLength: URL_MAX_LENGTH })),
              state: Type.Optional(Text({ maxLength: SHORT_TEXT_MAX_LENGTH })),
              error: Type.Optional(Text({ maxLength: SHORT_TEXT_MAX_LENGTH })),
              error_description: Type.Optional(Text({ maxLength: URL_MAX_LENGTH })),
              iss: Type.Optional(Text({ maxLength: URL_MAX_LENGTH })),
              scope: Type.Optional(Text({ maxLength: URL_MAX_LENGTH })),
              session_state: Type.Optional(Text({ maxLength: SHORT_TEXT_MAX_LENGTH })),
            },
            { additionalProperties: false },
          ),
          response: { 302: SsoRedirect },
        },
      },
      async (request, reply) => {
        const sealed = request.cookies[FLOW_COOKIE];
        reply.clearCookie(FLOW_COOKIE, { path: '/api/v1/auth/google-callback' });
        const opened = sealed ? deps.secrets.openState(sealed) : null;
        const flow = opened ? (JSON.parse(opened) as OidcFlow) : null;
        if (!flow || flow.expiresAt < Date.now())
          return refuse(reply, SSO_REFUSALS.failed('the sign-in took too long or began in another browser; try again'));
        if (request.query.error)
          return refuse(reply, SSO_REFUSALS.failed(request.query.error_description ?? request.query.error));
        const config = await ssoConfigById(deps.pool, flow.configId);
        if (!config || config.settings.provider !== 'google') return refuse(reply, SSO_REFUSALS.noConfig);
        let claims: oidc.IDToken | undefined;
        try {
          const client = await clientOf(deps, config);
          const current = new URL(callbackUri(request));
          current.search = new URLSearchParams(request.query as Record<string, string>).toString();
          const tokens = await oidc.authorizationCodeGrant(client, current, {
            pkceCodeVerifier: flow.verifier,
            expectedState: flow.state,
            expectedNonce: flow.nonce,
            idTokenExpected: true,
          });
          claims = tokens.claims();
        } catch (error) {
          request.log.warn({ err: error, configId: config.id }, 'OIDC callback refused');
          return refuse(reply, SSO_REFUSALS.failed('the identity provider answer could not be verified'));
        }
        const email = typeof claims?.email === 'string' ? claims.email : null;
        if (!email || claims?.email_verified === false)
          return refuse(reply, SSO_REFUSALS.failed('the identity provider did not vouch for a verified e-mail'));
        const name = typeof claims?.name === 'string' ? claims.name : null;
        return finishSsoSignIn(deps, reply, config, { email, name });
      },
    );
  };

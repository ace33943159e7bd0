// Connecting a node's token by OAuth's authorisation-code flow with PKCE: POST …/publishing/{token}/oauth answers
// where to send the browser; the far end sends it back to the screen (/admin/integration/oauth/{provider}), which
// posts the code and state to POST /oauth/{provider}/callback. The state is sealed under the master key and carries
// the node, the token, the user and the PKCE verifier, so the callback trusts nothing the browser could forge.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import { connectToken, nodeInScope } from '../../../commands/integrations';
import { assertGroup } from '../../../commands/authorization';
import { OAuthStart, Publishing } from '../../../domain/integration/answers';
import { TOKEN_PROVIDER, type OAuthProvider, type TokenProperty } from '../../../domain/integration/properties';
import { DomainError } from '../../../domain/shared/errors';
import { OAuthRefused } from '../../../platforms/oauth-port';
import { actorOf } from '../../auth/gate';
import type { AppDeps } from '../../deps';
import { runCommand } from '../../http/commands';
import { errors } from '../../http/errors';
import { Id, Params } from '../../http/schemas';
import { OAuthCallbackBody, Provider, TokenName } from '../../schemas/integrations';
import { publishingAnswer } from './publishing-answer';

/** How long a person has to grant access at the far end. */
const STATE_LIFETIME_MS = 10 * 60 * 1000;
export const OAUTH_STATE_REFUSED = 'The authorisation expired or was not started here: connect again';

interface OAuthState {
  nodeId: string;
  token: TokenProperty;
  userId: string;
  verifier: string;
  expiresAt: number;
}

/** The screen's route the far end returns to (the UI posts the code on). */
const redirectUri = (request: FastifyRequest, provider: OAuthProvider) =>
  `${request.protocol}://${request.host}/admin/integration/oauth/${provider}`;

export const oauthRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/business-nodes/:id/publishing/:token/oauth',
      {
        config: { access: 'ADMIN_GROUP' },
        schema: {
          tags: ['integrations'],
          params: Params({ id: Id, token: TokenName }),
          response: { 200: OAuthStart, ...errors(404) },
        },
      },
      async (request) => {
        const { id: nodeId, token } = request.params;
        const actor = actorOf(request);
        assertGroup(actor, 'ADMIN_GROUP');
        await nodeInScope(deps, actor, nodeId);
        const verifier = oidc.randomPKCECodeVerifier();
        const state: OAuthState = {
          nodeId,
          token,
          userId: actor.userId,
          verifier,
          expiresAt: Date.now() + STATE_LIFETIME_MS,
        };
        const provider = TOKEN_PROVIDER[token];
        const authorizeUrl = deps.oauth.ports[provider].authorizeUrl({
          token,
          redirectUri: redirectUri(request, provider),
          state: deps.secrets.sealState(JSON.stringify(state)),
          codeChallenge: await oidc.calculatePKCECodeChallenge(verifier),
        });
        return { authorizeUrl };
      },
    );

    app.post(
      '/oauth/:provider/callback',
      {
        config: { access: 'ADMIN_GROUP' },
        schema: {
          tags: ['integrations'],
          params: Params({ provider: Provider }),
          body: OAuthCallbackBody,
          response: { 200: Publishing, ...errors(404, 409, 422) },
        },
      },
      async (request, reply) => {
        const { provider } = request.params;
        const { code, state: sealedState } = request.body;
        const opened = deps.secrets.openState(sealedState);
        const state = opened ? (JSON.parse(opened) as OAuthState) : null;
        const actor = actorOf(request);
        if (
          !state ||
          state.userId !== actor.userId ||
          state.expiresAt < Date.now() ||
          TOKEN_PROVIDER[state.token] !== provider
        )
          // 409: the request is well formed; the connection it would finish is not (or no longer) this caller's.
          throw DomainError.conflict(OAUTH_STATE_REFUSED);
        const partnerId = await nodeInScope(deps, actor, state.nodeId);
        let secret: string;
        try {
          secret = await deps.oauth.ports[provider].exchange({
            code,
            state: sealedState,
            redirectUri: redirectUri(request, provider),
            codeVerifier: state.verifier,
          });
        } catch (error) {
          if (error instanceof OAuthRefused) throw DomainError.unprocessable(error.message, { field: 'code' });
          throw error;
        }
        await runCommand(deps, request, reply, (commands, context) =>
          connectToken(commands, deps.secrets, context, state.nodeId, state.token, secret),
        );
        return publishingAnswer(deps, state.nodeId, partnerId);
      },
    );
  };

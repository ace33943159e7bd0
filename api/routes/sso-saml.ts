// Single sign-on through SAML 2.0 (issue 22 §1; spec 1 §7, spec 3 §7): GET /auth/saml-login?username= sends the
// browser to the config's IdP with an AuthnRequest (HTTP-Redirect binding); the IdP posts its signed answer to
// POST /auth/saml/{id}/acs, which node-saml checks (api/auth/saml-service-provider.ts) before the sign-in every SSO
// shares. GET /auth/saml/{id}/metadata is our service provider's metadata for the IdP's administrator.
import formbody from '@fastify/formbody';
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SSO_MESSAGES } from '../../domain/sso-config';
import { DomainError } from '../../domain/shared/errors';
import { SHORT_TEXT_MAX_LENGTH } from '../../domain/shared/text-limits';
import { ssoConfigById } from '../../projections/sso-configs/queries';
import { ssoConfigToStart, SsoRedirect, ssoStartSchema } from '../auth/sso-start';
import { SamlRequestStore } from '../auth/saml-requests';
import { samlRefusalReason, serviceProvider, vouchedBy } from '../auth/saml-service-provider';
import { finishSsoSignIn, ssoErrorPath, SSO_REFUSALS } from '../auth/sso-sign-in';
import type { AppDeps } from '../deps';
import { errors } from '../http/errors';
import { Body, Id, Params, Text } from '../http/schemas';
import { FileAnswer } from '../schemas/assets';

/** A SAMLResponse is base64 XML: an assertion with a certificate and a few attributes, well under this. */
const SAML_RESPONSE_MAX_LENGTH = 200_000;

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export const ssoSamlRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    const requests = new SamlRequestStore(deps.pool);
    await requests.setup();
    // The IdP posts its answer as a form (HTTP-POST binding); only this plugin's routes read forms.
    await app.register(formbody);
    const refuse = (reply: FastifyReply, message: string) => reply.redirect(ssoErrorPath(message));
    const samlConfig = async (id: string) => {
      const config = await ssoConfigById(deps.pool, id);
      return config?.settings.provider === 'saml' ? config : null;
    };

    app.get('/auth/saml-login', { config: { access: 'public' }, schema: ssoStartSchema() }, async (request, reply) => {
      const config = await ssoConfigToStart(deps.pool, request.query.username, 'saml');
      if (!config) return refuse(reply, SSO_REFUSALS.noConfig);
      const sp = await serviceProvider(config, originOf(request), requests.cacheFor(config.id));
      return reply.redirect(await sp.getAuthorizeUrlAsync('', undefined, {}));
    });

    app.get(
      '/auth/saml/:id/metadata',
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          params: Params({ id: Id }),
          response: {
            200: FileAnswer('Our service provider metadata for this config', ['application/samlmetadata+xml']),
            ...errors(404),
          },
        },
      },
      async (request, reply) => {
        const config = await samlConfig(request.params.id);
        if (!config) throw DomainError.notFound(SSO_MESSAGES.notFound);
        const sp = await serviceProvider(config, originOf(request), requests.cacheFor(config.id));
        return reply.type('application/samlmetadata+xml').send(sp.generateServiceProviderMetadata(null, null));
      },
    );

    app.post(
      '/auth/saml/:id/acs',
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          params: Params({ id: Id }),
          body: Body({
            SAMLResponse: Text({ minLength: 1, maxLength: SAML_RESPONSE_MAX_LENGTH }),
            RelayState: Type.Optional(Text({ maxLength: SHORT_TEXT_MAX_LENGTH })),
          }),
          response: { 302: SsoRedirect },
        },
      },
      async (request, reply) => {
        const config = await samlConfig(request.params.id);
        if (!config) return refuse(reply, SSO_REFUSALS.noConfig);
        const cache = requests.cacheFor(config.id);
        let vouched: ReturnType<typeof vouchedBy>;
        try {
          const sp = await serviceProvider(config, originOf(request), cache);
          const { profile } = await sp.validatePostResponseAsync({ SAMLResponse: request.body.SAMLResponse });
          if (!profile) throw new Error('no assertion');
          // Of two posts of one answer, only the one that used the request up goes on (node-saml reads, then removes).
          if (typeof profile.inResponseTo !== 'string' || !(await cache.consume(profile.inResponseTo)))
            throw new Error('InResponseTo already used');
          vouched = vouchedBy(profile);
        } catch (error) {
          request.log.warn({ err: error, configId: config.id }, 'SAML response refused');
          return refuse(reply, SSO_REFUSALS.failed(await samlRefusalReason(error)));
        }
        if (!vouched.email)
          return refuse(reply, SSO_REFUSALS.failed('the identity provider did not vouch for an e-mail'));
        return finishSsoSignIn(deps, reply, config, { email: vouched.email, name: vouched.name });
      },
    );
  };

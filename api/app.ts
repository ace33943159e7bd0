// The Fastify application: infrastructure plugins first, then one plugin per resource under /api/v1.
// Tests build exactly this app (test/support/app.ts).
import { existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { fromRoot } from '../runtime/paths';
import { multipartEncodings } from './schemas/openapi';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppDeps } from './deps';
import { gate } from './auth/gate';
import { LoginThrottle } from './auth/login-throttle';
import { allowBulkBodies, DEFAULT_BODY_LIMIT } from './http/body-limits';
import { answerError, errorBody, registerErrorHandling, schemaErrorFormatter } from './http/errors';
import { answerMethodNotAllowed } from './http/method-not-allowed';
import { securityHeaders } from './http/security-headers';
import { refuseUnsafeInput } from './http/unsafe-text';
import { declareAnswers } from './http/route-contract';
import { registerSavedAnswers } from './http/saved-answer';
import { lazySchemas } from './http/lazy-schemas';
import { namePlugins } from './http/plugin-names';
import { loggableUrl } from './http/log-url';
import { redactedUrl } from './http/redact';
import { approvalTrailRoutes } from './routes/approval-trail';
import { auditRoutes } from './routes/audit';
import { authRoutes } from './routes/auth';
import { passwordResetRoutes } from './routes/password-reset';
import { twoFactorRoutes } from './routes/two-factor';
import { partnerTwoFactorRoutes } from './routes/partner-two-factor';
import { conceptRoutes } from './routes/concepts';
import { reviewRoutes } from './routes/reviews';
import { campaignRoutes } from './routes/campaigns';
import { commentRoutes } from './routes/comments';
import { personaliseRoutes } from './routes/personalise';
import { creativeRoutes } from './routes/creatives';
import { screenshotRoutes } from './routes/screenshots';
import { tearsheetRoutes } from './routes/tearsheets';
import { templateRoutes } from './routes/templates';
import { signedPreviewRoutes } from './routes/templates/preview';
import { signedAssetRoutes } from './routes/personalise/preview-assets';
import { storyboardRoutes } from './routes/storyboards';
import { businessNodeRoutes } from './routes/business-nodes';
import { businessNodeLookupRoutes } from './routes/business-node-lookups';
import { nodeMigrationRoutes } from './routes/node-migration';
import { integrationRoutes } from './routes/integrations';
import { metaRoutes } from './routes/meta';
import { dv360AdvertiserRoutes } from './routes/dv360/advertisers';
import { dv360LookupRoutes } from './routes/dv360/lookups';
import { googleAdsLookupRoutes } from './routes/google-ads/lookups';
import { healthRoutes } from './routes/health';
import { publishingRoutes } from './routes/publishing';
import { analyzeRoutes } from './routes/analyze';
import { customConversionRoutes } from './routes/custom-conversions';
import { audienceRoutes } from './routes/audiences';
import { assemblyRoutes } from './routes/assemblies';
import { googleTargetingRoutes } from './routes/audiences/targeting';
import { reportRoutes } from './routes/report';
import { liveRoutes } from './routes/live';
import { assetRoutes, UPLOAD_LIMITS } from './routes/assets';
import { invitationRoutes } from './routes/invitations';
import { marketRoutes } from './routes/markets';
import { partnerRoutes } from './routes/partners';
import { cloudStorageRoutes } from './routes/cloud-storage';
import { nodeCloudStorageRoutes } from './routes/node-cloud-storage';
import { exportRoutes } from './routes/exports';
import { ssoConfigRoutes } from './routes/sso-configs';
import { ssoLoginRoutes } from './routes/sso-login';
import { ssoSamlRoutes } from './routes/sso-saml';
import { projectionRoutes } from './routes/projections';
import { userRoutes } from './routes/users';

const UI_DIST = fromRoot('admin-ui', 'dist');

export async function buildApp(
  deps: AppDeps,
  options: Pick<FastifyServerOptions, 'logger' | 'loggerInstance'> = { logger: true },
) {
  const schemas = lazySchemas();
  const app = Fastify({
    ...options,
    genReqId: () => randomUUID(),
    // One line per request (the onResponse hook below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // X-Forwarded-For/-Proto/-Host are believed only from the proxies TRUST_PROXY names: anyone can send them.
    trustProxy: deps.config.trustProxy,
    schemaErrorFormatter,
    // Bulk routes take more (allowBulkBodies below); uploads have multipart's limits.
    bodyLimit: DEFAULT_BODY_LIMIT,
    // A malformed URL or a too long path parameter, met before routing and so before the app's hooks.
    frameworkErrors: (error, request, reply) => {
      void answerError(error, request, reply.header('x-version', deps.config.version));
    },
    // Unknown fields are refused rather than dropped, and types are never coerced in bodies.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false } },
    schemaController: { compilersFactory: schemas.compilersFactory },
  }).withTypeProvider<TypeBoxTypeProvider>();
  namePlugins(app);
  app.decorate('compileAllSchemas', schemas.compileAll);

  registerErrorHandling(app);
  declareAnswers(app);
  registerSavedAnswers(app);
  answerMethodNotAllowed(app);
  refuseUnsafeInput(app);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-version', deps.config.version);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        // A public tearsheet link's token is its path: redactedUrl keeps it out too.
        url: redactedUrl(loggableUrl(request.url)),
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        userId: request.user?.userId,
      },
      'request',
    );
  });
  await securityHeaders(app, deps.oauth.metaPreviewOrigin);
  // 'auto': Secure when the request came over HTTPS (request.protocol, which honours TRUST_PROXY).
  await app.register(cookie, { parseOptions: { secure: deps.config.cookieSecure || 'auto' } });
  // OpenAPI 3.1: multipart file parts carry their media types in `encoding`, and object keys their rules in
  // propertyNames.
  await app.register(swagger, {
    openapi: { openapi: '3.1.0', info: { title: 'Varia API', version: deps.config.version } },
    transformObject: multipartEncodings,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  // Before the gate: its onRequest hook marks upgrade requests, so a refused upgrade's socket is closed.
  await app.register(websocket);
  await app.register(gate, { sessions: deps.sessions, maxAgeMs: deps.config.sessionMaxAgeMs });
  await app.register(multipart, { limits: UPLOAD_LIMITS });
  await app.register(liveRoutes(deps));

  await app.register(
    async (api) => {
      await api.register(healthRoutes(deps));
      const throttle = new LoginThrottle();
      await api.register(authRoutes({ ...deps, throttle }));
      await api.register(twoFactorRoutes({ ...deps, throttle }));
      await api.register(partnerTwoFactorRoutes(deps));
      await api.register(passwordResetRoutes(deps));
      await api.register(partnerRoutes(deps));
      await api.register(ssoConfigRoutes(deps));
      await api.register(cloudStorageRoutes(deps));
      await api.register(nodeCloudStorageRoutes(deps));
      await api.register(exportRoutes(deps));
      await api.register(ssoLoginRoutes(deps));
      await api.register(ssoSamlRoutes(deps));
      await api.register(userRoutes(deps));
      await api.register(invitationRoutes(deps));
      await api.register(businessNodeRoutes(deps));
      await api.register(businessNodeLookupRoutes(deps));
      await api.register(nodeMigrationRoutes(deps));
      await api.register(integrationRoutes(deps));
      await api.register(metaRoutes(deps));
      await api.register(dv360LookupRoutes(deps));
      await api.register(dv360AdvertiserRoutes(deps));
      await api.register(googleAdsLookupRoutes(deps));
      await api.register(marketRoutes(deps));
      await api.register(auditRoutes(deps));
      await api.register(projectionRoutes(deps));
      await api.register(assetRoutes(deps));
      await api.register(conceptRoutes(deps));
      await api.register(campaignRoutes(deps));
      await api.register(reviewRoutes(deps));
      await api.register(commentRoutes(deps));
      await api.register(approvalTrailRoutes(deps));
      await api.register(async (bulk) => {
        bulk.addHook('onRoute', allowBulkBodies);
        await bulk.register(personaliseRoutes(deps));
        await bulk.register(creativeRoutes(deps));
        await bulk.register(screenshotRoutes(deps));
      });
      await api.register(tearsheetRoutes(deps));
      await api.register(publishingRoutes(deps));
      await api.register(analyzeRoutes(deps));
      await api.register(customConversionRoutes(deps));
      await api.register(audienceRoutes(deps));
      await api.register(assemblyRoutes(deps));
      await api.register(googleTargetingRoutes(deps));
      await api.register(reportRoutes(deps));
      await api.register(templateRoutes(deps));
      await api.register(storyboardRoutes(deps));
    },
    { prefix: '/api/v1' },
  );
  await app.register(signedPreviewRoutes(deps));
  await app.register(signedAssetRoutes(deps));

  const uiBuilt = deps.config.serveUi && existsSync(UI_DIST);
  // Wildcard serving looks files up per request, so a rebuilt UI is served without a restart.
  if (uiBuilt) await app.register(fastifyStatic, { root: UI_DIST, wildcard: true });
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET')
      return reply.status(404).send(errorBody(404, 'Route not found'));
    // The UI is a single-page app: every other GET is one of its routes.
    if (uiBuilt) return reply.sendFile('index.html');
    return reply.status(404).type('text/plain').send('The UI is not built: run `npm run build:ui`.');
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

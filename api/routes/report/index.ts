// Reporting routes of /reporter, the lift of personalisation and the pictures their rows lead to (issue 21 §3, §4).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppDeps } from '../../deps';
import { liftRoutes } from './lift';
import { reporterRoutes } from './reporter';
import { reportScreenshotRoutes } from './screenshot';

export const reportRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    await app.register(reporterRoutes(deps));
    await app.register(liftRoutes(deps));
    await app.register(reportScreenshotRoutes(deps));
  };

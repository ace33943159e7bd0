// The analyze tool's routes (issue 21 §2; spec 3 §2, §7): saved reports, running and exporting a report,
// the dimensions worth offering, benchmarks.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppDeps } from '../../deps';
import { relevantDimensionRoutes } from './dimensions';
import { analyzeReportRoutes } from './report';
import { analyzeViewRoutes } from './views';

export const analyzeRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    await app.register(analyzeViewRoutes(deps));
    await app.register(analyzeReportRoutes(deps));
    await app.register(relevantDimensionRoutes(deps));
  };

import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DomainError } from '../../domain/shared/errors';
import type { AppDeps } from '../deps';
import { errors } from '../http/errors';
import { Body, Params, Text } from '../http/schemas';
import { ProjectionStatus, RetryParked } from '../../domain/shared/answers';

const UNKNOWN_PROJECTION = 'Unknown projection';

/**
 * GET /projections (top admins): each projection's checkpoint, lag and parked events. POST
 * /projections/{name}/retry applies its parked events again (of one stream with ?streamId=), after a fix.
 */
export const projectionRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/projections',
      {
        config: { access: 'ADMINS_TOP' },
        schema: { tags: ['projections'], response: { 200: Type.Array(ProjectionStatus) } },
      },
      async () => deps.catchUp.status(),
    );
    app.post(
      '/projections/:name/retry',
      {
        config: { access: 'ADMINS_TOP' },
        schema: {
          tags: ['projections'],
          params: Params({ name: Text({ maxLength: 64 }) }),
          querystring: Body({
            streamId: Type.Optional(Text({ maxLength: 255, description: 'only this stream’s parked events' })),
          }),
          response: { 200: RetryParked, ...errors(404) },
        },
      },
      async (request) => {
        const { name } = request.params;
        if (!(await deps.catchUp.status()).some((p) => p.name === name)) throw DomainError.notFound(UNKNOWN_PROJECTION);
        return deps.catchUp.retryParked(name, request.query.streamId);
      },
    );
  };

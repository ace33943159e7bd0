// GET /assets/concepts/{id}/thumbnail: the concept's thumbnail for everyone who may read the concept. The image is
// the chosen library asset's thumbnail, which the library's own route serves only to the roles that reach the
// library; a manager or reviewer sees concepts, so the concept lends them its picture.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CONCEPT_ACCESS, scopedConcept } from '../../../commands/concepts';
import { getAsset } from '../../../projections/assets/queries';
import { getConcept } from '../../../projections/concepts/queries';
import { actorOf } from '../../auth/gate';
import type { AppDeps } from '../../deps';
import { errors } from '../../http/errors';
import { found } from '../../http/found';
import { Id } from '../../http/schemas';
import { FileAnswer } from '../../schemas/assets';
import { params } from './view';

export const NO_CONCEPT_THUMBNAIL = 'This concept has no thumbnail';

export const thumbnailRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/assets/concepts/:id/thumbnail',
      {
        config: { access: CONCEPT_ACCESS.read },
        schema: {
          tags: ['concepts'],
          params,
          querystring: Type.Object(
            {
              thumbnail: Type.Optional(
                Type.String({
                  ...Id,
                  description:
                    'The thumbnail the caller last saw, a cache key only: the answer is always the current one',
                }),
              ),
            },
            { additionalProperties: false },
          ),
          response: { 200: FileAnswer('The thumbnail', ['image/jpeg']), ...errors(404) },
        },
      },
      async (request, reply) => {
        await scopedConcept(deps.lookups, actorOf(request), request.params.id);
        const thumbnail = (await getConcept(deps.pool, request.params.id))?.thumbnail;
        const image = thumbnail ? await getAsset(deps.pool, thumbnail) : null;
        const location = found(image?.thumbLocation ?? null, NO_CONCEPT_THUMBNAIL);
        reply.header('content-type', 'image/jpeg').header('cache-control', 'private, max-age=86400');
        return reply.send(await deps.blobs.open(location));
      },
    );
  };

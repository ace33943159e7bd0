// POST /assets/remove-image-background {url} (spec 1 §7; spec 3 §4, §7: the cropper's background removal answers
// success and the key of the image without background). No background-removal model ships in a package this product
// can install and run without fetching weights at run time (ARCHITECTURE.md, "The rest of the asset calls"), so the
// call answers 501 with the cropper's message 'Sorry, the background of this image can’t be removed.' (spec 3 §8),
// which the cropper shows as it would a failed removal. The caller's role is checked first, as for every asset call.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Body } from '../../http/schemas';
import { errorBody, errors } from '../../http/errors';

export const BACKGROUND_NOT_REMOVED = 'Sorry, the background of this image can’t be removed.';

export const removeBackgroundRoutes = (): FastifyPluginAsyncTypebox => async (app) => {
  app.post(
    '/assets/remove-image-background',
    {
      config: { access: 'ADMINS_AND_SELF_SERVICE' },
      schema: {
        tags: ['assets'],
        body: Body({ url: Type.String({ minLength: 1, maxLength: 2048 }) }),
        response: {
          200: Type.Object(
            { success: Type.Literal(true), key: Type.String() },
            { description: 'The image without its background' },
          ),
          ...errors(400, 403, 501),
        },
      },
    },
    async (_request, reply) =>
      reply.status(501).send({ ...errorBody(501, BACKGROUND_NOT_REMOVED), statusCode: 501 as const }),
  );
};

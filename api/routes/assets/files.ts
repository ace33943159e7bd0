// The bytes behind an asset: GET …/{id}/file (the original), …/{id}/thumbnail, …/{id}/cropper-preview.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { ASSET_NOT_FOUND } from '../../../domain/asset';
import { DomainError } from '../../../domain/shared/errors';
import { scopedAsset } from '../../../commands/asset-scope';
import { getAsset } from '../../../projections/assets/queries';
import { actorOf } from '../../auth/gate';
import type { AppDeps } from '../../deps';
import { errors } from '../../http/errors';
import { found } from '../../http/found';
import { Id, Params } from '../../http/schemas';
import { FileAnswer } from '../../schemas/assets';
import { create as contentDisposition } from 'content-disposition';
import { contentTypeOf } from '../../../workflows/render/content-types';

const CROPPER_PREVIEW_FORMATS = ['png', 'jpeg', 'webp'] as const;
export const NOT_AN_IMAGE = 'Only images can be cropped';
const NO_THUMBNAIL = 'This asset has no thumbnail';

/** An asset the caller may see (403/404 otherwise) whose file is stored. */
export async function storedAsset(deps: AppDeps, request: FastifyRequest, id: string) {
  await scopedAsset(deps.lookups, actorOf(request), id);
  const row = await getAsset(deps.pool, id);
  return found(row?.location && row.uploadStatus === 'DONE' ? row : null, ASSET_NOT_FOUND);
}

export const fileRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    const stored = (request: FastifyRequest, id: string) => storedAsset(deps, request, id);
    const params = {
      params: Params({ id: Id }),
      querystring: Type.Object({ partnerId: Type.Optional(Id) }, { additionalProperties: false }),
    };

    app.get(
      '/assets/single-files/:id/file',
      {
        config: { access: 'ADMINS_AND_SELF_SERVICE' },
        schema: {
          tags: ['assets'],
          ...params,
          response: { 200: FileAnswer('The original file', ['*/*']), ...errors(404) },
        },
      },
      async (request, reply) => {
        const row = await stored(request, request.params.id);
        reply.header('content-type', contentTypeOf(row.format));
        if (row.size !== null) reply.header('content-length', String(row.size));
        reply.header('content-disposition', contentDisposition(row.fullOriginalName, { type: 'inline' }));
        reply.header('cache-control', 'private, max-age=3600');
        // Uploaded files are untrusted: an SVG or HTML opened from here must not run script on our origin.
        reply.header(
          'content-security-policy',
          "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox",
        );
        reply.header('x-content-type-options', 'nosniff');
        return reply.send(await deps.blobs.open(row.location!));
      },
    );

    app.get(
      '/assets/single-files/:id/thumbnail',
      {
        config: { access: 'ADMINS_AND_SELF_SERVICE' },
        schema: {
          tags: ['assets'],
          ...params,
          response: { 200: FileAnswer('The thumbnail', ['image/jpeg']), ...errors(404) },
        },
      },
      async (request, reply) => {
        const thumbnail = found((await stored(request, request.params.id)).thumbLocation, NO_THUMBNAIL);
        reply.header('content-type', 'image/jpeg').header('cache-control', 'private, max-age=86400');
        return reply.send(await deps.blobs.open(thumbnail));
      },
    );

    app.get(
      '/assets/single-files/:id/cropper-preview',
      {
        config: { access: 'ADMINS_AND_SELF_SERVICE' },
        schema: {
          tags: ['assets'],
          params: Params({ id: Id }),
          querystring: Type.Object(
            {
              partnerId: Type.Optional(Id),
              format: Type.Optional(Type.Union(CROPPER_PREVIEW_FORMATS.map((f) => Type.Literal(f)))),
            },
            { additionalProperties: false },
          ),
          response: {
            200: FileAnswer('The image at full resolution, to crop on', CROPPER_PREVIEW_FORMATS.map(contentTypeOf)),
            ...errors(404, 422),
          },
        },
      },
      async (request, reply) => {
        const row = await stored(request, request.params.id);
        if (row.kind !== 'image') throw DomainError.unprocessable(NOT_AN_IMAGE);
        const format = request.query.format ?? 'png';
        // Full resolution, so crop coordinates chosen on it hold for the original; any source format the browser can
        // show.
        const bytes = await deps.blobs.withLocalFile(row.location!, (file) =>
          sharp(file).rotate().toFormat(format).toBuffer(),
        );
        return reply.header('content-type', contentTypeOf(format)).send(bytes);
      },
    );
  };

// POST /assets/remove-image-background {url} (spec 1 §7; spec 3 §4, §7: the cropper's background removal answers
// success and the key of the image without background) and GET …/{id}/no-background, that image. The url is one of
// this product's own files of an image asset (…/{id}/file or …/{id}/cropper-preview): it names the asset, and is
// never fetched. The caller must be allowed to see the asset, as for its file. The result is one PNG per asset
// (workflows/media/background-removal.ts), stored only once whole; a crop with isBackgroundRemoved cuts it.
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BACKGROUND_NOT_REMOVED } from '../../../domain/asset/rules';
import { DomainError } from '../../../domain/shared/errors';
import { ID_PATTERN } from '../../../domain/shared/validation';
import {
  BackgroundRemovalBusyError,
  noBackgroundKey,
  removeBackground,
} from '../../../workflows/media/background-removal';
import type { AppDeps } from '../../deps';
import { errors } from '../../http/errors';
import { found } from '../../http/found';
import { Body, Id, Params } from '../../http/schemas';
import { FileAnswer } from '../../schemas/assets';
import { storedAsset } from './files';

export const NOT_AN_ASSET_FILE = 'The url must be the file or cropper preview of an image in the library';
const NO_BACKGROUND_REMOVED = 'The background of this image has not been removed';
const ASSET_FILE_PATH = new RegExp(
  `^/api/v1/assets/single-files/(${ID_PATTERN.slice(1, -1)})/(?:file|cropper-preview)$`,
);

/** The asset a url names, when it is one of our asset files: a path, or an absolute url on the host asked. */
function assetIdOf(url: string, host: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, `http://${host}`);
  } catch {
    return null;
  }
  return parsed.host === host ? (ASSET_FILE_PATH.exec(parsed.pathname)?.[1] ?? null) : null;
}

export const removeBackgroundRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
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
              { description: 'The image without its background, at GET /assets/single-files/{id}/no-background' },
            ),
            ...errors(400, 403, 404, 422, 429),
          },
        },
      },
      async (request, reply) => {
        const id = assetIdOf(request.body.url, request.host);
        if (!id) throw DomainError.badRequest(NOT_AN_ASSET_FILE, { field: 'url' });
        const asset = await storedAsset(deps, request, id);
        if (asset.kind !== 'image') throw DomainError.unprocessable(BACKGROUND_NOT_REMOVED);
        const source = await deps.blobs.withLocalFile(asset.location!, (file) => readFile(file));
        const png = await removeBackground(source).catch((error: unknown) => {
          if (error instanceof BackgroundRemovalBusyError) throw new DomainError(429, 'DEFAULT_ERROR', error.message);
          request.log.warn({ err: error, assetId: id }, 'background removal failed');
          return null;
        });
        if (!png) throw DomainError.unprocessable(BACKGROUND_NOT_REMOVED);
        const key = noBackgroundKey(id);
        await deps.blobs.put(key, Readable.from(png), { contentType: 'image/png' });
        return reply.send({ success: true as const, key });
      },
    );

    app.get(
      '/assets/single-files/:id/no-background',
      {
        config: { access: 'ADMINS_AND_SELF_SERVICE' },
        schema: {
          tags: ['assets'],
          params: Params({ id: Id }),
          querystring: Type.Object({ partnerId: Type.Optional(Id) }, { additionalProperties: false }),
          response: { 200: FileAnswer('The image without its background', ['image/png']), ...errors(404) },
        },
      },
      async (request, reply) => {
        const { id } = await storedAsset(deps, request, request.params.id);
        found(await deps.blobs.stat(noBackgroundKey(id)), NO_BACKGROUND_REMOVED);
        reply.header('content-type', 'image/png').header('cache-control', 'private, no-cache');
        return reply.send(await deps.blobs.open(noBackgroundKey(id)));
      },
    );
  };

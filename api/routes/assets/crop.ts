// POST /assets/single-files/crop: a child asset cut from its parent image, processed like an upload.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ASSET_NOT_FOUND } from '../../../domain/asset';
import { cropOutputFormat, fileNameError } from '../../../domain/asset/rules';
import { DomainError } from '../../../domain/shared/errors';
import { FILE_NAME_MAX_LENGTH } from '../../../domain/shared/text-limits';
import { authorizeUpload, requestUploads } from '../../../commands/assets';
import { newId } from '../../../commands/ids';
import { getAsset } from '../../../projections/assets/queries';
import type { AppDeps } from '../../deps';
import { runCommand } from '../../http/commands';
import { errors } from '../../http/errors';
import { found } from '../../http/found';
import { Body, Id, Text } from '../../http/schemas';
import { Crop, CropAccepted } from '../../../domain/asset/answers';
import { noBackgroundKey } from '../../../workflows/media/background-removal';
import { NOT_AN_IMAGE } from './files';

const CROP_OUTSIDE = 'The crop must lie inside the image';
export const BACKGROUND_NOT_REMOVED_YET = 'Remove the background of this image before cropping it without background';

export const cropRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/assets/single-files/crop',
      {
        config: { access: 'ADMINS_AND_SELF_SERVICE' },
        schema: {
          tags: ['assets'],
          querystring: Type.Object(
            { partnerId: Type.Optional(Id), uid: Type.Optional(Text({ maxLength: 64 })) },
            { additionalProperties: false },
          ),
          body: Body({ parentId: Id, crop: Crop, name: Type.Optional(Text({ maxLength: FILE_NAME_MAX_LENGTH })) }),
          response: { 202: CropAccepted, ...errors(404, 409, 422) },
        },
      },
      async (request, reply) => {
        const row = await getAsset(deps.pool, request.body.parentId);
        const parent = found(row?.uploadStatus === 'DONE' ? row : null, ASSET_NOT_FOUND);
        // Without its background the image needs its alpha: the child is a PNG of the no-background image.
        const crop = request.body.crop.isBackgroundRemoved
          ? { ...request.body.crop, format: 'png' as const }
          : request.body.crop;
        const format = cropOutputFormat(crop.format, parent.format);
        const assetId = newId();
        const stem = parent.name.replace(/\.[^.]+$/, '');
        const name =
          request.body.name?.trim() || `${stem}-${crop.width}x${crop.height}.${format === 'jpeg' ? 'jpg' : format}`;
        const nameRefusal = fileNameError(name);
        if (nameRefusal) throw DomainError.badRequest(nameRefusal, { field: 'name' });
        await runCommand(deps, request, reply, async (commands, context) => {
          await authorizeUpload(commands, context, parent.partnerId, [], parent.id);
          if (parent.kind !== 'image') throw DomainError.unprocessable(NOT_AN_IMAGE);
          if (crop.isBackgroundRemoved && !(await deps.blobs.stat(noBackgroundKey(parent.id))))
            throw DomainError.unprocessable(BACKGROUND_NOT_REMOVED_YET, { field: 'crop' });
          const [width, height] = (parent.dimension ?? '0x0').split('x').map(Number) as [number, number];
          if (crop.x + crop.width > width || crop.y + crop.height > height)
            throw DomainError.badRequest(CROP_OUTSIDE, { field: 'crop' });
          return requestUploads(commands, context, parent.partnerId, [
            {
              assetId,
              uploadId: request.query.uid ?? newId(),
              name,
              format: format === 'jpeg' ? 'jpg' : format,
              size: null,
              source: { kind: 'crop', crop },
              businessNodes: parent.businessNodes,
              tags: parent.tags,
              parentId: parent.id,
              unzip: false,
            },
          ]);
        });
        await deps.uploads.start(assetId);
        return reply.status(202).send({ tempAssetId: assetId, name, status: 'PENDING' as const });
      },
    );
  };

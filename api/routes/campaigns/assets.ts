// Campaign assets (spec 1 §7): POST /campaigns/{id}/template-assets?partnerId (form: file) uploads files for the
// campaign's templates onto its markets; GET /campaigns/{id}/campaign-assets lists them; DELETE
// /campaigns/{id}/campaign-assets/{assetId} takes one off the campaign, DELETE /campaigns/{id}/assets/{assetId} also
// archives it in the library (commands/campaign-assets.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  addTemplateAssets,
  authorizeTemplateAssets,
  removeCampaignAsset,
  type CampaignAssetReads,
} from '../../../commands/campaign-assets';
import { scopedCampaign } from '../../../commands/campaigns';
import { newId } from '../../../commands/ids';
import { Asset, UploadAccepted } from '../../../domain/asset/answers';
import { CAMPAIGN_ACCESS } from '../../../domain/campaign/access';
import { CAMPAIGN_NOT_FOUND } from '../../../domain/campaign/messages';
import { DomainError } from '../../../domain/shared/errors';
import { campaignAssetInUse, campaignAssets } from '../../../projections/campaign-assets/queries';
import { actorOf } from '../../auth/gate';
import type { AppDeps } from '../../deps';
import { runCommand } from '../../http/commands';
import { errors } from '../../http/errors';
import { Deleted, Id, Params } from '../../http/schemas';
import { startUploads, uploadAccepted } from '../assets/accepted';
import { discardStaged, readUploadForm, UploadFormBody } from '../assets/upload-form';
import { toApiAsset } from '../assets/view';

const config = { access: CAMPAIGN_ACCESS.personalise };
const tags = ['campaigns'];
const AssetParams = Params({ id: Id, assetId: Id });

export const campaignAssetRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    const reads: CampaignAssetReads = {
      assetInUse: (campaignId, assetId) => campaignAssetInUse(deps.pool, campaignId, assetId),
    };

    app.post(
      '/campaigns/:id/template-assets',
      {
        config: {
          ...config,
          // The body is a stream read by readUploadForm, not by ajv: only OpenAPI is told its shape.
          swaggerTransform: ({ schema, url }) => ({
            schema: { ...schema, body: { content: { 'multipart/form-data': { schema: UploadFormBody } } } },
            url,
          }),
        },
        schema: {
          tags,
          params: Params({ id: Id }),
          querystring: Type.Object({ partnerId: Type.Optional(Id) }, { additionalProperties: false }),
          response: { 202: UploadAccepted, ...errors(400, 403, 404, 409, 413, 422) },
        },
      },
      async (request, reply) => {
        const uid = newId();
        const { files } = await runCommand(deps, request, reply, async (commands, context) => {
          const campaign = await authorizeTemplateAssets(commands, context, request.params.id);
          const { partnerId } = request.query;
          if (partnerId !== undefined && partnerId !== campaign.partnerId)
            throw DomainError.notFound(CAMPAIGN_NOT_FOUND);
          const form = await readUploadForm(request, deps.blobs);
          // Until the uploads are recorded, a refusal takes the staged files with it.
          try {
            if (form.nodeIds.length > 0 || form.parentId !== null || form.unzip)
              throw DomainError.badRequest('A template asset takes only files and tags', { field: 'file' });
            const uploads = form.files.map((f) => ({
              assetId: f.assetId,
              uploadId: uid,
              name: f.name,
              format: f.format,
              size: f.size,
              source: { kind: 'file' as const, stagingKey: f.stagingKey },
              tags: form.tags,
            }));
            return { files: form.files, ...(await addTemplateAssets(commands, context, campaign, uploads)) };
          } catch (error) {
            await discardStaged(deps.blobs, form.files);
            throw error;
          }
        });
        await startUploads(
          deps,
          app.log,
          files.map((f) => f.assetId),
        );
        return reply.status(202).send(uploadAccepted(files, uid));
      },
    );

    app.get(
      '/campaigns/:id/campaign-assets',
      {
        config,
        schema: { tags, params: Params({ id: Id }), response: { 200: Type.Array(Asset), ...errors(400, 403, 404) } },
      },
      async (request) => {
        const campaign = await scopedCampaign(
          deps.lookups,
          actorOf(request),
          request.params.id,
          CAMPAIGN_ACCESS.personalise,
        );
        return (await campaignAssets(deps.pool, campaign.id)).map(toApiAsset);
      },
    );

    for (const [path, deleted] of [
      ['/campaigns/:id/campaign-assets/:assetId', false],
      ['/campaigns/:id/assets/:assetId', true],
    ] as const)
      app.delete(
        path,
        {
          config,
          schema: { tags, params: AssetParams, response: { 200: Deleted, ...errors(400, 403, 404, 409, 422) } },
        },
        async (request, reply) => {
          const { id, assetId } = request.params;
          await runCommand(deps, request, reply, (commands, context) =>
            removeCampaignAsset(commands, context, reads, { campaignId: id, assetId, deleted }),
          );
          return { id: assetId };
        },
      );
  };

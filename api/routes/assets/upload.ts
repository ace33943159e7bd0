// Uploads (spec 1 §7): POST /assets/single-files?partnerId&uid&type (multipart), its hierarchy twin
// POST /assets/single-files/hierarchy (a parent file, then its children) and
// POST /assets/single-files/brief/create-temp-asset-from-url. Each accepted file becomes an upload
// whose workflow (`upload-<id>`) stores and processes it; progress reaches the uploader over /ws.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fileFormat, INVALID_URL, urlError } from '../../../domain/asset/rules';
import { ASSET_NOT_FOUND } from '../../../domain/asset';
import { isTopAdmin } from '../../../domain/roles';
import { DomainError } from '../../../domain/shared/errors';
import { authorizeUpload, requestUploads, type UploadRequest } from '../../../commands/assets';
import { resolvePartner } from '../../../commands/authorization';
import { newId } from '../../../commands/ids';
import { getAsset, uploadBatch } from '../../../projections/assets/queries';
import { toUploadItem } from '../../../projections/assets/upload-item';
import { actorOf, type SignedInUser } from '../../auth/gate';
import type { AppDeps } from '../../deps';
import { runCommand } from '../../http/commands';
import { errors } from '../../http/errors';
import { found } from '../../http/found';
import { PartnerChoice } from '../../http/partner-choice';
import { Body, Id, Params, Text } from '../../http/schemas';
import { LinkAccepted, UploadAccepted, UploadItem } from '../../../domain/asset/answers';
import { Json, Tags, Url } from '../../schemas/fields';
import { discardStaged, readUploadForm, UploadFormBody } from './upload-form';
import { startUploads, uploadAccepted } from './accepted';
import { AFTER_BATCH, AFTER_UPLOAD, UPLOAD_BATCH, UPLOAD_ITEM } from './upload-links';

const UploadQuery = Type.Object(
  {
    partnerId: PartnerChoice(),
    uid: Type.Optional(Text({ minLength: 1, maxLength: 64 })),
    type: Type.Optional(Text()),
  },
  { additionalProperties: false },
);

/** The name a link is known by: the last part of its path, else its host; null when it is no URL after all. */
export function linkName(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.startsWith('www.') ? `http://${url}` : url);
  } catch {
    return null;
  }
  const last = parsed.pathname.split('/').filter(Boolean).pop() ?? '';
  let decoded = last;
  try {
    decoded = decodeURIComponent(last);
  } catch {
    // a stray % stays as it is
  }
  // %00 would put a NUL in the name, which Postgres cannot store: such a name stays encoded.
  if (decoded.includes('\u0000')) decoded = last;
  return decoded || parsed.hostname;
}

export const HIERARCHY_SHAPE = 'A hierarchy upload takes a parent file first and at least one child file after it';

/** An upload's progress is for whoever uploaded it, and for top admins. */
const followsUpload = (actor: SignedInUser, row: { uploadedBy: string }) =>
  row.uploadedBy === actor.userId || isTopAdmin(actor.role);

export const uploadRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    const startAll = (ids: string[]) => startUploads(deps, app.log, ids);

    // POST /assets/single-files takes files side by side; POST /assets/single-files/hierarchy takes a parent file
    // first and its children after it (the children's parentId is the first file's asset), all in one batch.
    for (const hierarchy of [false, true])
      app.post(
        hierarchy ? '/assets/single-files/hierarchy' : '/assets/single-files',
        {
          config: {
            access: 'ADMINS_AND_SELF_SERVICE',
            // The body is a stream read by readUploadForm, not by ajv: only OpenAPI is told its shape.
            swaggerTransform: ({ schema, url }) => ({
              schema: { ...schema, body: { content: { 'multipart/form-data': { schema: UploadFormBody } } } },
              url,
            }),
          },
          schema: {
            tags: ['assets'],
            querystring: UploadQuery,
            response: { 202: UploadAccepted, ...errors(404, 409, ...(hierarchy ? [422 as const] : [])) },
          },
          links: { 202: AFTER_UPLOAD },
        },
        async (request, reply) => {
          const partnerId = resolvePartner(actorOf(request), request.query.partnerId);
          const uploadId = request.query.uid ?? newId();
          const { files } = await runCommand(deps, request, reply, async (commands, context) => {
            await authorizeUpload(commands, context, partnerId, [], null);
            const form = await readUploadForm(request, deps.blobs);
            // Until the uploads are recorded, a refusal (nodes, parent, tags, anything) takes the staged files with it.
            try {
              await authorizeUpload(commands, context, partnerId, form.nodeIds, form.parentId);
              if (hierarchy && (form.files.length < 2 || form.unzip))
                throw DomainError.unprocessable(HIERARCHY_SHAPE, { field: 'file' });
              const top = form.files[0]!.assetId;
              const uploads: UploadRequest[] = form.files.map((f) => ({
                assetId: f.assetId,
                uploadId,
                name: f.name,
                format: f.format,
                size: f.size,
                source: { kind: 'file', stagingKey: f.stagingKey },
                businessNodes: form.nodeIds,
                tags: form.tags,
                parentId: hierarchy && f.assetId !== top ? top : form.parentId,
                unzip: form.unzip,
              }));
              return { files: form.files, ...(await requestUploads(commands, context, partnerId, uploads)) };
            } catch (error) {
              await discardStaged(deps.blobs, form.files);
              throw error;
            }
          });
          await startAll(files.map((f) => f.assetId));
          return reply.status(202).send(uploadAccepted(files, uploadId));
        },
      );

    app.post(
      '/assets/single-files/brief/create-temp-asset-from-url',
      {
        config: { access: 'ADMINS_AND_SELF_SERVICE' },
        schema: {
          tags: ['assets'],
          querystring: Type.Object(
            { partnerId: PartnerChoice(), uid: Type.Optional(Text({ maxLength: 64 })) },
            { additionalProperties: false },
          ),
          body: Body({
            url: Url,
            fileTempId: Type.Optional(Text({ maxLength: 64 })),
            meta: Type.Optional(Json),
            nodeIds: Type.Optional(Type.Array(Id)),
            tags: Type.Optional(Tags),
          }),
          response: { 202: LinkAccepted, ...errors(404, 409) },
        },
      },
      async (request, reply) => {
        const partnerId = resolvePartner(actorOf(request), request.query.partnerId);
        const url = request.body.url.trim();
        const name = urlError(url) ? null : linkName(url);
        if (name === null) throw DomainError.badRequest(INVALID_URL, { field: 'url' });
        const nodeIds = request.body.nodeIds ?? [];
        const assetId = newId();
        await runCommand(deps, request, reply, async (commands, context) => {
          await authorizeUpload(commands, context, partnerId, nodeIds, null);
          const upload: UploadRequest = {
            assetId,
            uploadId: request.query.uid ?? request.body.fileTempId ?? newId(),
            name,
            format: fileFormat(name, null),
            size: null,
            source: { kind: 'link', url },
            businessNodes: nodeIds,
            tags: request.body.tags ?? [],
            parentId: null,
            unzip: false,
          };
          return requestUploads(commands, context, partnerId, [upload]);
        });
        await startAll([assetId]);
        return reply
          .status(202)
          .send({ tempAssetId: assetId, name, status: 'PENDING' as const, isLink: true as const });
      },
    );

    app.get(
      '/assets/single-files/uploads',
      {
        config: { access: 'ADMINS_AND_SELF_SERVICE' },
        schema: {
          tags: ['assets'],
          operationId: UPLOAD_BATCH,
          querystring: Type.Object(
            { partnerId: PartnerChoice(), uid: Text({ minLength: 1, maxLength: 64 }) },
            { additionalProperties: false },
          ),
          response: { 200: Type.Array(UploadItem) },
        },
        links: { 200: AFTER_BATCH },
      },
      async (request) => {
        const actor = actorOf(request);
        const partnerId = resolvePartner(actor, request.query.partnerId);
        const rows = await uploadBatch(deps.pool, partnerId, request.query.uid);
        return rows.filter((row) => followsUpload(actor, row)).map((row) => toUploadItem(row));
      },
    );

    app.get(
      '/assets/single-files/uploads/:id',
      {
        config: { access: 'ADMINS_AND_SELF_SERVICE' },
        schema: {
          tags: ['assets'],
          operationId: UPLOAD_ITEM,
          params: Params({ id: Id }),
          querystring: Body({ partnerId: Type.Optional(Id) }),
          response: { 200: UploadItem, ...errors(404) },
        },
      },
      async (request) => {
        const row = await getAsset(deps.pool, request.params.id);
        return toUploadItem(found(row && followsUpload(actorOf(request), row) ? row : null, ASSET_NOT_FOUND));
      },
    );
  };

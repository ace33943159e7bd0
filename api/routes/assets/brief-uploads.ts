// A brief's uploads (spec 1 §7): POST /assets/single-files/brief/save-single-tmp?partnerId (form: file, tempId, meta)
// keeps a file as a temporary one (commands/brief-temp-files.ts); POST .../brief/validate {url, type, meta} and
// .../brief/revalidate {assets, meta} judge temporary files and links against their brief category; POST
// .../brief/create-single-files-from-urls {tempAssetData, nodeIds, partnerId, isFromRecommendation} makes them library
// uploads (links through the upload workflow's SSRF-guarded fetch); PATCH /assets/single-files/remove-from-s3 {urls}
// deletes temporary files. The roles and rights of uploads (authorizeUpload); a partner's temporary files are under
// its own prefix, so another partner's url is simply not found.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authorizeUpload, requestUploads, type UploadRequest } from '../../../commands/assets';
import { resolvePartner } from '../../../commands/authorization';
import { stagingKey } from '../../../commands/blob-store/orphans';
import { readTempFile, recordTempFile, removeTempFile, tempFileKey } from '../../../commands/brief-temp-files';
import { newId } from '../../../commands/ids';
import { recordChosenAssets } from '../../../commands/recommendations';
import { ASSET_CATEGORIES, fileFormat, suggestCategory, urlError } from '../../../domain/asset/rules';
import { UploadAccepted } from '../../../domain/asset/answers';
import {
  checkBriefFile,
  ONE_FILE_ONLY,
  TEMP_FILE_NOT_FOUND,
  TEMP_URL_PATTERN,
  tempFileId,
  tempUrl,
} from '../../../domain/concept/brief-temp-files';
import { DomainError } from '../../../domain/shared/errors';
import { actorOf } from '../../auth/gate';
import type { AppDeps } from '../../deps';
import { commandContext, runCommand } from '../../http/commands';
import { errors } from '../../http/errors';
import { PartnerChoice } from '../../http/partner-choice';
import { Body, Id, OneOf, Text } from '../../http/schemas';
import { Json, Tags, Url } from '../../schemas/fields';
import { startUploads, uploadAccepted } from './accepted';
import { linkName } from './upload';
import { discardStaged, readUploadForm, UploadFormBody } from './upload-form';

const config = { access: 'ADMINS_AND_SELF_SERVICE' as const };
const tags = ['assets'];
const Category = OneOf(ASSET_CATEGORIES);
const TempUrl = Type.String({ pattern: TEMP_URL_PATTERN, description: 'A temporary file: tmp/<id>' });
const FileOrLink = Type.Union([TempUrl, Url]);
const PartnerQuery = Type.Object({ partnerId: PartnerChoice() }, { additionalProperties: false });
const TEMP_ID = /^[A-Za-z0-9_-]{1,64}$/u;
const META = /^\{[\s\S]{0,4000}\}$/u;

const TempFile = Type.Object(
  {
    tempAssetId: Type.String({ description: 'The tempId sent, else the file id' }),
    url: TempUrl,
    name: Type.String(),
    format: Type.String(),
    category: Category,
    status: Type.Literal('DONE'),
    loaded: Type.Integer(),
    total: Type.Integer(),
    data: Type.Object({ name: Type.String(), errors: Type.Array(Type.String()) }),
    isLink: Type.Literal(false),
  },
  { description: 'The temporary file kept' },
);
const FileCheck = Type.Object(
  { url: Type.String(), type: Category, errors: Type.Array(Type.String()), warnings: Type.Array(Type.String()) },
  { description: 'What stops the file or link from staying in the category (errors), or would serve it better' },
);
const CheckBody = { url: FileOrLink, type: Category, meta: Type.Optional(Json) };

export const briefUploadRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    /** The caller's partner, once it may upload there at all. */
    const uploader = async (request: Parameters<typeof actorOf>[0], partnerId: string | undefined) => {
      const partner = resolvePartner(actorOf(request), partnerId);
      await authorizeUpload({ store: deps.store, lookups: deps.lookups }, commandContext(request), partner, [], null);
      return partner;
    };
    /** Judges a temporary file of the partner or a link; a temporary file gone is 404. */
    const check = async (partnerId: string, url: string, type: (typeof ASSET_CATEGORIES)[number]) => {
      const fileId = tempFileId(url);
      if (fileId === null) return checkBriefFile(url, type, null);
      const info = await readTempFile(deps.blobs, partnerId, fileId);
      if (!info) throw DomainError.notFound(TEMP_FILE_NOT_FOUND);
      return checkBriefFile(url, type, info);
    };

    app.post(
      '/assets/single-files/brief/save-single-tmp',
      {
        config: {
          ...config,
          swaggerTransform: ({ schema, url }) => ({
            schema: {
              ...schema,
              body: {
                content: {
                  'multipart/form-data': {
                    // A part of another name is refused (400 'body/… is not allowed'), as the asset upload's form.
                    schema: Type.Object(
                      {
                        file: UploadFormBody.properties.file,
                        tempId: Type.Optional(Type.String({ pattern: TEMP_ID.source })),
                        meta: Type.Optional(Type.String({ pattern: META.source, description: 'A JSON object' })),
                      },
                      { additionalProperties: false },
                    ),
                  },
                },
              },
            },
            url,
          }),
        },
        schema: { tags, querystring: PartnerQuery, response: { 201: TempFile, ...errors(400, 403, 404, 413) } },
      },
      async (request, reply) => {
        const partnerId = await uploader(request, request.query.partnerId);
        const form = await readUploadForm(request, deps.blobs, {
          keyOf: (fileId) => tempFileKey(partnerId, fileId),
          fields: { tempId: TEMP_ID, meta: META },
        });
        // readUploadForm answers at least one file
        const file = form.files[0]!;
        let meta: unknown = null;
        try {
          if (form.files.length !== 1) throw DomainError.badRequest(ONE_FILE_ONLY, { field: 'file' });
          if (form.nodeIds.length > 0 || form.tags.length > 0 || form.parentId !== null || form.unzip)
            throw DomainError.badRequest(ONE_FILE_ONLY, { field: 'file' });
          try {
            meta = form.own.meta === undefined ? null : JSON.parse(form.own.meta);
          } catch {
            throw DomainError.badRequest('body/meta must be a JSON object', { field: 'meta' });
          }
          const tempId = form.own.tempId ?? null;
          const { name, format, size } = file;
          await recordTempFile(deps.blobs, partnerId, file.assetId, { name, format, size, tempId, meta });
        } catch (error) {
          await Promise.all(form.files.map((f) => removeTempFile(deps.blobs, partnerId, f.assetId)));
          throw error;
        }
        const category = suggestCategory(file.name);
        const judged = checkBriefFile(tempUrl(file.assetId), category, file);
        return reply.status(201).send({
          tempAssetId: form.own.tempId ?? file.assetId,
          url: tempUrl(file.assetId),
          name: file.name,
          format: file.format,
          category,
          status: 'DONE' as const,
          loaded: file.size,
          total: file.size,
          data: { name: file.name, errors: judged.errors },
          isLink: false as const,
        });
      },
    );

    app.post(
      '/assets/single-files/brief/validate',
      {
        config,
        schema: {
          tags,
          querystring: PartnerQuery,
          body: Body(CheckBody),
          response: { 200: FileCheck, ...errors(400, 403, 404) },
        },
      },
      async (request) => {
        const partnerId = await uploader(request, request.query.partnerId);
        return check(partnerId, request.body.url.trim(), request.body.type);
      },
    );

    app.post(
      '/assets/single-files/brief/revalidate',
      {
        config,
        schema: {
          tags,
          querystring: PartnerQuery,
          body: Body({
            assets: Type.Array(Body({ url: FileOrLink, type: Category }), { maxItems: 200 }),
            meta: Type.Optional(Json),
          }),
          response: { 200: Type.Array(FileCheck), ...errors(400, 403, 404) },
        },
      },
      async (request) => {
        const partnerId = await uploader(request, request.query.partnerId);
        const checks = [];
        for (const asset of request.body.assets) checks.push(await check(partnerId, asset.url.trim(), asset.type));
        return checks;
      },
    );

    app.post(
      '/assets/single-files/brief/create-single-files-from-urls',
      {
        config,
        schema: {
          tags,
          body: Body({
            tempAssetData: Type.Array(
              Body({ url: FileOrLink, name: Type.Optional(Text({ maxLength: 255 })), tags: Type.Optional(Tags) }),
              { minItems: 1, maxItems: 50 },
            ),
            nodeIds: Type.Array(Id),
            partnerId: Type.Optional(Id),
            isFromRecommendation: Type.Optional(Type.Boolean()),
          }),
          response: { 202: UploadAccepted, ...errors(400, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const partnerId = resolvePartner(actorOf(request), request.body.partnerId);
        const uid = newId();
        const staged: string[] = [];
        const { uploads, fileIds } = await runCommand(deps, request, reply, async (commands, context) => {
          await authorizeUpload(commands, context, partnerId, request.body.nodeIds, null);
          // Every entry is checked before anything is copied: a temporary file gone, a link that is no URL.
          const entries = [];
          for (const entry of request.body.tempAssetData) {
            const url = entry.url.trim();
            const fileId = tempFileId(url);
            const info = fileId === null ? null : await readTempFile(deps.blobs, partnerId, fileId);
            if (fileId !== null && !info) throw DomainError.notFound(TEMP_FILE_NOT_FOUND);
            if (fileId === null && urlError(url)) throw DomainError.badRequest(urlError(url)!, { field: 'url' });
            entries.push({ entry, url, fileId, info });
          }
          const uploads: UploadRequest[] = [];
          try {
            for (const { entry, url, fileId, info } of entries) {
              const assetId = newId();
              const name = entry.name?.trim() || info?.name || linkName(url) || url;
              if (fileId !== null) {
                await deps.blobs.copy(tempFileKey(partnerId, fileId), stagingKey(assetId));
                staged.push(stagingKey(assetId));
              }
              uploads.push({
                assetId,
                uploadId: uid,
                name,
                format: fileFormat(name, null),
                size: info?.size ?? null,
                source: fileId !== null ? { kind: 'file', stagingKey: stagingKey(assetId) } : { kind: 'link', url },
                businessNodes: request.body.nodeIds,
                tags: entry.tags ?? [],
                parentId: null,
                unzip: false,
              });
            }
            const requested = await requestUploads(commands, context, partnerId, uploads);
            // From a recommendation: each new asset counts as chosen for a brief, so the recommendations learn from it.
            const chosen = request.body.isFromRecommendation
              ? await recordChosenAssets(commands, context, {
                  partnerId,
                  assetIds: uploads.map((u) => u.assetId),
                  nodeIds: request.body.nodeIds,
                })
              : { position: null };
            const position = chosen.position ?? requested.position;
            return { position, uploads, fileIds: entries.flatMap((e) => (e.fileId ? [e.fileId] : [])) };
          } catch (error) {
            await Promise.all(staged.map((key) => deps.blobs.delete(key)));
            throw error;
          }
        });
        // The library has them now: the temporary files are done with.
        await Promise.all(fileIds.map((id) => removeTempFile(deps.blobs, partnerId, id)));
        await startUploads(
          deps,
          app.log,
          uploads.map((u) => u.assetId),
        );
        const files = uploads.map((u) => ({ assetId: u.assetId, name: u.name, size: u.size ?? 0 }));
        return reply.status(202).send(uploadAccepted(files, uid));
      },
    );

    app.patch(
      '/assets/single-files/remove-from-s3',
      {
        config,
        schema: {
          tags,
          querystring: PartnerQuery,
          body: Body({ urls: Type.Array(TempUrl, { minItems: 1, maxItems: 200 }) }),
          response: {
            200: Type.Object({ removed: Type.Array(TempUrl) }, { description: 'The temporary files deleted' }),
            ...errors(400, 403, 404),
          },
        },
      },
      async (request) => {
        const partnerId = await uploader(request, request.query.partnerId);
        const removed: string[] = [];
        for (const url of request.body.urls) {
          const fileId = tempFileId(url)!;
          if (!(await readTempFile(deps.blobs, partnerId, fileId))) continue;
          await removeTempFile(deps.blobs, partnerId, fileId);
          removed.push(url);
        }
        return { removed };
      },
    );
  };

// A template's preview and thumbnail.
// - GET /api/v1/assets/templates/{id}/preview/{path}: for a reader of the template (session, scope), a file at the
//   version's root (the previewLocation is its index.html) under `Content-Security-Policy: sandbox allow-scripts`
//   (plus frame-ancestors 'self', so the UI may frame it). HTML gets a <base> on the signed link of the version:
//   the sandboxed page's own requests carry no session cookie (preview-links.ts explains why).
// - GET /api/template-previews/{id}/{signature}/{path…}: any file of the version, for a valid signature.
// - GET /api/v1/assets/templates/{id}/code-editor-preview/{draftId}/codeEditorPreview.html: an unsaved preview of
//   edited code (code.ts makes it), served as the version's index.html is.
// - GET /api/v1/assets/templates/{id}/thumbnail: the PNG the render workflow made; 404 until then.
import { Type } from 'typebox';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TEMPLATE_NOT_FOUND } from '../../../domain/template';
import { DomainError } from '../../../domain/shared/errors';
import { scopedTemplate, TEMPLATE_ACCESS } from '../../../commands/templates';
import { getTemplate, type TemplateRow } from '../../../projections/templates/queries';
import { contentTypeOf } from '../../../workflows/render/content-types';
import { actorOf } from '../../auth/gate';
import type { AppDeps } from '../../deps';
import { errors } from '../../http/errors';
import { found } from '../../http/found';
import { Id, Params } from '../../http/schemas';
import { FileAnswer } from '../../schemas/assets';
import { CODE_EDITOR_PREVIEW, codeEditorPreviewKey } from './package';
import { readAll, signedBase, signedFolderOf, signerOf, SIGNED_PREVIEWS, withBase } from './preview-links';

export const PREVIEW_POLICY = "sandbox allow-scripts; frame-ancestors 'self'";
const NOT_RENDERED = 'This template has not been rendered yet';
const params = Params({ id: Id });
const PreviewFile = FileAnswer("A file of the template's version", ['*/*']);

/** The sandbox and framing headers of a preview file (a template's, a variant's page). */
export function previewHeaders(reply: FastifyReply, path: string) {
  reply.header('content-security-policy', PREVIEW_POLICY);
  // The UI frames the preview: helmet's frame denial is lifted for its own origin, as frame-ancestors says.
  reply.header('x-frame-options', 'SAMEORIGIN');
  // The sandboxed page is of an opaque origin: helmet's same-origin resource policy would refuse it its own files.
  reply.header('cross-origin-resource-policy', 'cross-origin');
  reply.header('cache-control', 'private, no-cache');
  reply.header('content-type', contentTypeOf(path));
}

/** A file of the version, under the sandbox policy; HTML gets a base URL on the signed link of its folder. */
async function sendFile(deps: AppDeps, reply: FastifyReply, template: TemplateRow, path: string, signature: string) {
  if (template.kind !== 'html' || !template.files.includes(path)) throw DomainError.notFound(TEMPLATE_NOT_FOUND);
  previewHeaders(reply, path);
  const key = `${template.storage}/${path}`;
  if (!contentTypeOf(path).startsWith('text/html')) return reply.send(await deps.blobs.open(key));
  return reply.send(withBase(await readAll(await deps.blobs.open(key)), signedFolderOf(template.id, signature, path)));
}

export const previewRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/assets/templates/:id/preview/:path',
      {
        config: { access: TEMPLATE_ACCESS.read },
        schema: {
          tags: ['templates'],
          params: Params({
            id: Id,
            path: Type.String({ pattern: '^[^/]+$', description: "A file at the template's root: 'index.html'" }),
          }),
          response: { 200: PreviewFile, ...errors(404) },
        },
      },
      async (request, reply) => {
        const { id, path } = request.params;
        await scopedTemplate(deps.lookups, actorOf(request), id);
        const template = found(await getTemplate(deps.pool, id), TEMPLATE_NOT_FOUND);
        return sendFile(deps, reply, template, path, signerOf(deps).sign(id, new Date()));
      },
    );

    app.get(
      `/assets/templates/:id/code-editor-preview/:draftId/${CODE_EDITOR_PREVIEW}`,
      {
        config: { access: TEMPLATE_ACCESS.read },
        schema: {
          tags: ['templates'],
          params: Params({ id: Id, draftId: Id }),
          response: { 200: FileAnswer('An unsaved preview of edited code', ['text/html']), ...errors(404) },
        },
      },
      async (request, reply) => {
        const { id, draftId } = request.params;
        await scopedTemplate(deps.lookups, actorOf(request), id);
        const template = found(await getTemplate(deps.pool, id), TEMPLATE_NOT_FOUND);
        const key = codeEditorPreviewKey(template, draftId);
        // Swept an hour after it was made, as its signed link expires.
        if (template.kind !== 'html' || !(await deps.blobs.stat(key))) throw DomainError.notFound(TEMPLATE_NOT_FOUND);
        previewHeaders(reply, CODE_EDITOR_PREVIEW);
        // Its relative URLs resolve to the version's own files, as the saved code's would.
        return reply.send(
          withBase(await readAll(await deps.blobs.open(key)), signedBase(id, signerOf(deps).sign(id, new Date()))),
        );
      },
    );

    app.get(
      '/assets/templates/:id/thumbnail',
      {
        config: { access: TEMPLATE_ACCESS.read },
        schema: {
          tags: ['templates'],
          params,
          response: { 200: FileAnswer('The rendered thumbnail', ['image/png']), ...errors(404) },
        },
      },
      async (request, reply) => {
        await scopedTemplate(deps.lookups, actorOf(request), request.params.id);
        const template = found(await getTemplate(deps.pool, request.params.id), TEMPLATE_NOT_FOUND);
        const location = found(template.thumbLocation, NOT_RENDERED);
        reply.header('content-type', 'image/png').header('cache-control', 'private, max-age=86400');
        return reply.send(await deps.blobs.open(location));
      },
    );
  };

/** The signed links' files (registered beside /api/v1: see preview-links.ts). The signature is the access. */
export const signedPreviewRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      `${SIGNED_PREVIEWS}/:id/:signature/*`,
      {
        schema: {
          hide: true,
          params: Params({
            id: Id,
            signature: Type.String({ pattern: '^[0-9]{1,16}\\.[A-Za-z0-9_-]{43}$' }),
            '*': Type.String(),
          }),
        },
      },
      async (request, reply) => {
        const { id, signature } = request.params;
        if (!signerOf(deps).verify(id, signature, new Date())) throw DomainError.notFound(TEMPLATE_NOT_FOUND);
        return sendFile(
          deps,
          reply,
          found(await getTemplate(deps.pool, id), TEMPLATE_NOT_FOUND),
          request.params['*'],
          signature,
        );
      },
    );
  };

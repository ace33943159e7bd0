// The code editor's calls (the templates API contract, round 2):
// - GET /assets/templates/{id}/code: the version's index.html exactly as stored (no <base>); 404 for a video.
// - POST /assets/concepts/{id}/templates/{templateId}/code-editor-preview {editedCode}: an unsaved preview, stored as
//   codeEditorPreview.html under the version's folder at a key no event names, so the orphan sweep removes it after
//   an hour (when a signed link made for it has expired too); answered as {previewLocation}, served by preview.ts.
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { newId } from '../../../commands/ids';
import { authorizeTemplateChange, scopedTemplate, TEMPLATE_ACCESS } from '../../../commands/templates';
import { DomainError } from '../../../domain/shared/errors';
import { TEMPLATE_NOT_FOUND } from '../../../domain/template';
import { getTemplate } from '../../../projections/templates/queries';
import { actorOf } from '../../auth/gate';
import type { AppDeps } from '../../deps';
import { errors } from '../../http/errors';
import { found } from '../../http/found';
import { Answer, Body, Id, Params } from '../../http/schemas';
import { params } from '../concepts/view';
import { EDIT_BODY_LIMIT, EditedCode } from './edit';
import { codeEditorPreviewKey, readEntry } from './package';
import { codeEditorPreviewPath } from './view';

const TemplateCode = Answer({ code: Type.String({ description: "The version's index.html as stored" }) });
const CodeEditorPreview = Answer({
  previewLocation: Type.String({ description: 'The unsaved preview, served like previewLocation for an hour' }),
});

export const codeRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/assets/templates/:id/code',
      {
        config: { access: TEMPLATE_ACCESS.read },
        schema: { tags: ['templates'], params, response: { 200: TemplateCode, ...errors(404) } },
      },
      async (request) => {
        await scopedTemplate(deps.lookups, actorOf(request), request.params.id);
        const template = found(await getTemplate(deps.pool, request.params.id), TEMPLATE_NOT_FOUND);
        if (template.kind !== 'html') throw DomainError.notFound(TEMPLATE_NOT_FOUND);
        return { code: await readEntry(deps.blobs, template) };
      },
    );

    app.post(
      '/assets/concepts/:id/templates/:templateId/code-editor-preview',
      {
        config: { access: TEMPLATE_ACCESS.edit },
        bodyLimit: EDIT_BODY_LIMIT,
        schema: {
          tags: ['templates'],
          params: Params({ id: Id, templateId: Id }),
          body: Body({ editedCode: EditedCode }),
          response: { 200: CodeEditorPreview, ...errors(404) },
        },
      },
      async (request) => {
        const { id: conceptId, templateId } = request.params;
        await authorizeTemplateChange(deps.lookups, actorOf(request), conceptId, templateId);
        const template = found(await getTemplate(deps.pool, templateId), TEMPLATE_NOT_FOUND);
        if (template.kind !== 'html') throw DomainError.notFound(TEMPLATE_NOT_FOUND);
        const draftId = newId();
        await deps.blobs.put(
          codeEditorPreviewKey(template, draftId),
          Readable.from(Buffer.from(request.body.editedCode, 'utf8')),
          { contentType: 'text/html' },
        );
        return { previewLocation: codeEditorPreviewPath(templateId, draftId) };
      },
    );
  };

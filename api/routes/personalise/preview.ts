// A format's live preview (spec 2 §2 templatePreview; issue 19 §2):
// GET P/variants/{variantId}/formats/{formatId}/preview, for whoever may personalise the tree (session, scope): the
// format's template version with the variant's values over its defaults (domain/template/variant-page.ts, the page the
// renderer pictures), under the template preview's sandbox. Its relative URLs resolve on the version's signed link and
// its library assets on signed links of their own (preview-assets.ts). A format whose required fields are not all
// filled has no preview (spec 2 §4), nor has a video format.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FILL_REQUIRED_TO_PREVIEW, NO_HTML_PREVIEW } from '../../../domain/personalise/preview';
import { DomainError, MESSAGES } from '../../../domain/shared/errors';
import { TEMPLATE_NOT_FOUND } from '../../../domain/template';
import { variantPage } from '../../../domain/template/variant-page';
import { formatContentNow } from '../../../projections/personalise/format-content';
import { getTemplate } from '../../../projections/templates/queries';
import type { AppDeps } from '../../deps';
import { errors } from '../../http/errors';
import { found } from '../../http/found';
import { FileAnswer } from '../../schemas/assets';
import { previewHeaders } from '../templates/preview';
import { readAll, signedFolderOf, signerOf, withBase } from '../templates/preview-links';
import { previewAssetUrls } from './preview-assets';
import { config, formatParams, P, readableTree, refOf, tags } from './view';

export const variantPreviewRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      `${P}/variants/:variantId/formats/:formatId/preview`,
      {
        config,
        schema: {
          tags,
          params: formatParams,
          response: {
            200: FileAnswer("The format's page with the variant's values, sandboxed", ['text/html']),
            ...errors(404, 422),
          },
        },
      },
      async (request, reply) => {
        const { variantId, formatId } = request.params;
        const tree = await readableTree(deps, request, refOf(request.params));
        const format = found(
          await formatContentNow(deps.pool, { treeId: tree.treeId, variantId, formatId }),
          MESSAGES.entityNotFound,
        );
        if (!tree.templates.some((t) => t.templateId === format.templateId))
          throw DomainError.notFound(TEMPLATE_NOT_FOUND);
        const template = found(await getTemplate(deps.pool, format.templateId), TEMPLATE_NOT_FOUND);
        if (template.kind !== 'html') throw DomainError.unprocessable(NO_HTML_PREVIEW);
        if (!format.filled) throw DomainError.unprocessable(FILL_REQUIRED_TO_PREVIEW);
        const entry = await readAll(await deps.blobs.open(`${template.storage}/${template.entry}`));
        const page = variantPage(
          entry.toString('utf8'),
          format.values,
          await previewAssetUrls(deps, tree.partnerId, format.values),
        );
        if (!page.ok) throw DomainError.unprocessable(page.error);
        previewHeaders(reply, template.entry);
        const signature = signerOf(deps).sign(template.id, new Date());
        return reply.send(withBase(Buffer.from(page.value), signedFolderOf(template.id, signature, template.entry)));
      },
    );
  };

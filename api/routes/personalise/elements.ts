// What the formats are filled with (spec 2 §3, §7): PATCH P/formats/dynamic-elements {formats?, filters?, elements}
// sets the same values on the listed formats and on those the filters select (select all across pages); POST
// P/cards/new and DELETE P/cards/latest {formats} add or drop a carousel card. A bulk update is listed under
// GET /campaigns/{id}/pending-operations while it runs.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pendingOperationsOf } from '../../../commands/pending-operations';
import { addCarouselCard, removeCarouselCard, setDynamicElements } from '../../../commands/personalise';
import { variantIdentifiers, variantsOfFormats } from '../../../projections/personalise/queries';
import type { AppDeps } from '../../deps';
import { runCommand } from '../../http/commands';
import { errors } from '../../http/errors';
import { UpdatedFormats } from '../../../domain/personalise/answers';
import { DynamicElementsBody, FormatsBody } from '../../schemas/personalise';
import { config, P, readableTree, refOf, tags, treeParams } from './view';

const answers = { 200: UpdatedFormats, ...errors(404, 409, 422) };

export const elementRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.patch(
      `${P}/formats/dynamic-elements`,
      { config, schema: { tags, params: treeParams, body: DynamicElementsBody, response: answers } },
      async (request, reply) => {
        const { formats, filters, elements } = request.body;
        const { treeId, id: campaignId } = request.params;
        // The caller's reach first: the filters are read on the tree only once the caller may.
        const tree = await readableTree(deps, request, refOf(request.params));
        const selected = filters
          ? (await variantIdentifiers(deps.pool, tree, { ...filters, q: filters.q ?? undefined })).flatMap(
              (v) => v.formatIds,
            )
          : [];
        const formatIds = [...new Set([...(formats ?? []), ...selected])];
        const operation = {
          variants: await variantsOfFormats(deps.pool, treeId, formatIds),
          column: Object.keys(elements).join(','),
        };
        const { updatedFormats } = await pendingOperationsOf(deps.store).track(campaignId, operation, () =>
          runCommand(deps, request, reply, (commands, context) =>
            setDynamicElements(commands, context, refOf(request.params), { formats: formatIds, elements }),
          ),
        );
        return { updatedFormats };
      },
    );

    const cards = [
      ['post', 'new', addCarouselCard],
      ['delete', 'latest', removeCarouselCard],
    ] as const;
    for (const [method, path, command] of cards) {
      app[method](
        `${P}/cards/${path}`,
        { config, schema: { tags, params: treeParams, body: FormatsBody, response: answers } },
        async (request, reply) => {
          const { events } = await runCommand(deps, request, reply, (commands, context) =>
            command(commands, context, refOf(request.params), request.body),
          );
          return {
            updatedFormats: events.reduce(
              (n, e) => n + (e.type === 'CarouselCardsChanged' ? e.data.formats.length : 0),
              0,
            ),
          };
        },
      );
    }
  };

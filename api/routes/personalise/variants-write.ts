// Variant writes (spec 2 §7 "Personalize writes"): POST P/variant {name}, POST P/variant/clone {variantId, name},
// PATCH P/variants/{id}/rename|fallback|archive|restore and P/variants/{id}/formats/{formatId}/archive|restore.
// A new variant answers 201 {id}; a change answers the variant as the table shows it now.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  archiveFormat,
  archiveVariant,
  cloneVariant,
  createVariant,
  renameVariant,
  restoreFormat,
  restoreVariant,
  setFallback,
  type TreeRef,
} from '../../../commands/personalise';
import { MESSAGES } from '../../../domain/shared/errors';
import { getVariant } from '../../../projections/personalise/queries';
import type { AppDeps } from '../../deps';
import { runCommand } from '../../http/commands';
import { errors } from '../../http/errors';
import { accepted } from '../../http/saved-answer';
import { found } from '../../http/found';
import { Created, VariantRow } from '../../../domain/personalise/answers';
import { CloneBody, VariantName } from '../../schemas/personalise';
import { config, formatParams, P, readableTree, refOf, tags, treeParams, variantParams } from './view';

const created = { 201: Created, ...errors(404, 409, 422) };
const changed = { 200: VariantRow, ...accepted(`${P}/variants/:variantId`), ...errors(404, 409, 422) };

export const variantWriteRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    /** The variant after a change, read once the projections hold it (runCommand waited for them). */
    const variantAnswer = async (request: FastifyRequest, ref: TreeRef, variantId: string) =>
      found(await getVariant(deps.pool, await readableTree(deps, request, ref), variantId), MESSAGES.entityNotFound);

    app.post(
      `${P}/variant`,
      { config, schema: { tags, params: treeParams, body: VariantName, response: created } },
      async (request, reply) => {
        const { variantId } = await runCommand(deps, request, reply, (commands, context) =>
          createVariant(commands, context, refOf(request.params), request.body),
        );
        return reply.status(201).send({ id: variantId });
      },
    );

    app.post(
      `${P}/variant/clone`,
      { config, schema: { tags, params: treeParams, body: CloneBody, response: created } },
      async (request, reply) => {
        const { variantId } = await runCommand(deps, request, reply, (commands, context) =>
          cloneVariant(commands, context, refOf(request.params), request.body),
        );
        return reply.status(201).send({ id: variantId });
      },
    );

    app.patch(
      `${P}/variants/:variantId/rename`,
      { config, schema: { tags, params: variantParams, body: VariantName, response: changed } },
      async (request, reply) => {
        const { variantId } = request.params;
        await runCommand(deps, request, reply, (commands, context) =>
          renameVariant(commands, context, refOf(request.params), variantId, request.body.name),
        );
        return variantAnswer(request, refOf(request.params), variantId);
      },
    );

    const onVariant = { fallback: setFallback, archive: archiveVariant, restore: restoreVariant };
    for (const [verb, command] of Object.entries(onVariant)) {
      app.patch(
        `${P}/variants/:variantId/${verb}`,
        { config, schema: { tags, params: variantParams, response: changed } },
        async (request, reply) => {
          const { variantId } = request.params;
          await runCommand(deps, request, reply, (commands, context) =>
            command(commands, context, refOf(request.params), variantId),
          );
          return variantAnswer(request, refOf(request.params), variantId);
        },
      );
    }

    const onFormat = { archive: archiveFormat, restore: restoreFormat };
    for (const [verb, command] of Object.entries(onFormat)) {
      app.patch(
        `${P}/variants/:variantId/formats/:formatId/${verb}`,
        { config, schema: { tags, params: formatParams, response: changed } },
        async (request, reply) => {
          const { variantId, formatId } = request.params;
          await runCommand(deps, request, reply, (commands, context) =>
            command(commands, context, refOf(request.params), variantId, formatId),
          );
          return variantAnswer(request, refOf(request.params), variantId);
        },
      );
    }
  };

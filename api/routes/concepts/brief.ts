// The brief wizard's calls (spec 1 §7 'Concept brief calls'): POST /assets/concepts {newConcept} creates the
// concept from the wizard's first save; PATCH …/{id}/brief {brief, status} saves a draft at its step (draft) or
// submits it (storyboardsProgress, the only submit the catalogue shows); PATCH …/{id}/brief/assets {assets}.
// A brief that breaks its rules answers 422 with details.steps: each failing step with its fields' messages.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { resolvePartner } from '../../../commands/authorization';
import { changeBriefAssets, CONCEPT_ACCESS, createConcept, saveBrief } from '../../../commands/concepts';
import { actorOf } from '../../auth/gate';
import type { AppDeps } from '../../deps';
import { runCommand } from '../../http/commands';
import { errors } from '../../http/errors';
import { accepted } from '../../http/saved-answer';
import { PartnerChoice } from '../../http/partner-choice';
import { Body, Id, Literals } from '../../http/schemas';
import { Brief, BriefAssets, Concept } from '../../schemas/concepts';
import { changedConcept, conceptAnswer, params } from './view';

const config = { access: CONCEPT_ACCESS.edit };
export const briefRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/assets/concepts',
      {
        config,
        schema: {
          tags: ['concepts'],
          querystring: Type.Object({ partnerId: PartnerChoice() }, { additionalProperties: false }),
          body: Body({ newConcept: Brief }),
          response: { 201: Concept, ...accepted('/assets/concepts/:conceptId'), ...errors(404, 409, 422) },
        },
      },
      async (request, reply) => {
        const partnerId = resolvePartner(actorOf(request), request.query.partnerId);
        const { conceptId } = await runCommand(deps, request, reply, (commands, context) =>
          createConcept(commands, context, partnerId, request.body.newConcept),
        );
        return reply.status(201).send(await conceptAnswer(deps.pool, conceptId));
      },
    );

    app.patch(
      '/assets/concepts/:id/brief',
      {
        config,
        schema: {
          tags: ['concepts'],
          params,
          body: Body({ brief: Brief, status: Literals(['draft', 'storyboardsProgress'] as const) }),
          response: changedConcept,
        },
      },
      async (request, reply) => {
        const { brief, status } = request.body;
        await runCommand(deps, request, reply, (commands, context) =>
          saveBrief(commands, context, request.params.id, brief, status),
        );
        return conceptAnswer(deps.pool, request.params.id);
      },
    );

    app.patch(
      '/assets/concepts/:id/brief/assets',
      { config, schema: { tags: ['concepts'], params, body: Body({ assets: BriefAssets }), response: changedConcept } },
      async (request, reply) => {
        await runCommand(deps, request, reply, (commands, context) =>
          changeBriefAssets(commands, context, request.params.id, request.body.assets),
        );
        return conceptAnswer(deps.pool, request.params.id);
      },
    );
  };

// A concept's way on (spec 3 §4): PATCH /assets/concepts/{id}/status {status}, one step forward at a time after
// the submission; PATCH …/{id}/archive and …/{id}/unarchive.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CONCEPT_STATUSES } from '../../../domain/concept';
import { CONCEPT_ACCESS, changeConceptStatus, setConceptArchived } from '../../../commands/concepts';
import type { AppDeps } from '../../deps';
import { runCommand } from '../../http/commands';
import { Body, Literals } from '../../http/schemas';
import { changedConcept, conceptAnswer, params } from './view';

export const lifecycleRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.patch(
      '/assets/concepts/:id/status',
      // The final approvers move a concept on; the command names them (domain/concept/approvals.ts).
      {
        config: { access: CONCEPT_ACCESS.read },
        schema: {
          tags: ['concepts'],
          params,
          body: Body({ status: Literals(CONCEPT_STATUSES) }),
          response: changedConcept,
        },
      },
      async (request, reply) => {
        await runCommand(deps, request, reply, (commands, context) =>
          changeConceptStatus(commands, context, request.params.id, request.body.status),
        );
        return conceptAnswer(deps.pool, request.params.id);
      },
    );

    for (const [verb, archived] of [
      ['archive', true],
      ['unarchive', false],
    ] as const) {
      app.patch(
        `/assets/concepts/:id/${verb}`,
        { config: { access: CONCEPT_ACCESS.edit }, schema: { tags: ['concepts'], params, response: changedConcept } },
        async (request, reply) => {
          await runCommand(deps, request, reply, (commands, context) =>
            setConceptArchived(commands, context, request.params.id, archived),
          );
          return conceptAnswer(deps.pool, request.params.id);
        },
      );
    }
  };

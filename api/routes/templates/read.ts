// Reading templates (the templates API contract; spec 3 §7): a concept's templates (the highest version of each
// generation unless fetchAll), their count, one template, the versions of its generation, and whether a campaign
// uses it. Every call is held to the caller's partner and reachable nodes through the template's concept.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { scopedConcept } from '../../../commands/concepts';
import { scopedTemplate, TEMPLATE_ACCESS, templateInUse } from '../../../commands/templates';
import { conceptTemplates, templateVersions } from '../../../projections/templates/queries';
import { actorOf } from '../../auth/gate';
import type { AppDeps } from '../../deps';
import { errors } from '../../http/errors';
import { Body, Literals } from '../../http/schemas';
import { InUse, Template } from '../../../domain/template/answers';
import { params } from '../concepts/view';
import { oneTemplate, templateAnswer } from './view';

const config = { access: TEMPLATE_ACCESS.read };

export const readRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/assets/concepts/:id/templates',
      {
        config,
        schema: {
          tags: ['templates'],
          params,
          querystring: Body({ fetchAll: Type.Optional(Literals(['true', 'false'])) }),
          response: { 200: Type.Array(Template), ...errors(404) },
        },
      },
      async (request) => {
        await scopedConcept(deps.lookups, actorOf(request), request.params.id);
        return (await conceptTemplates(deps.pool, request.params.id, request.query.fetchAll === 'true')).map(
          templateAnswer,
        );
      },
    );

    app.get(
      '/assets/templates/:id',
      { config, schema: { tags: ['templates'], params, response: { 200: Template, ...errors(404) } } },
      async (request) => {
        await scopedTemplate(deps.lookups, actorOf(request), request.params.id);
        return oneTemplate(deps.pool, request.params.id);
      },
    );

    app.get(
      '/assets/templates/:id/versions',
      { config, schema: { tags: ['templates'], params, response: { 200: Type.Array(Template), ...errors(404) } } },
      async (request) => {
        await scopedTemplate(deps.lookups, actorOf(request), request.params.id);
        return (await templateVersions(deps.pool, request.params.id)).map(templateAnswer);
      },
    );

    app.get(
      '/assets/templates/:id/in-campaigns-use',
      { config, schema: { tags: ['templates'], params, response: { 200: InUse, ...errors(404) } } },
      async (request) => ({ inUse: await templateInUse(deps.lookups, actorOf(request), request.params.id) }),
    );
  };

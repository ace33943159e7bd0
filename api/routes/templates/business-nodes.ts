// Which business nodes a template is available to (spec 3 §7):
// - PUT /assets/templates/{id}/business-nodes {businessNodes}: the list whole, for the version's generation, by who may
//   change the concept's templates; each node the concept's partner's and in the caller's reach; none: 422 'Business
//   nodes are not provided'.
// - GET /assets/campaigns/templates/{id}: the templates campaign {id} may use (its concept's, the highest version of
//   each generation, not archived, available to one of its nodes), paged, for who may read the campaign.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CAMPAIGN_ACCESS, scopedCampaign } from '../../../commands/campaigns';
import { setTemplateBusinessNodes, TEMPLATE_ACCESS } from '../../../commands/templates';
import { Template } from '../../../domain/template/answers';
import { CAMPAIGN_TEMPLATE_LIST, campaignTemplates } from '../../../projections/templates/queries';
import { actorOf } from '../../auth/gate';
import type { AppDeps } from '../../deps';
import { runCommand } from '../../http/commands';
import { errors } from '../../http/errors';
import { accepted } from '../../http/saved-answer';
import { ListAnswer, listQuerystring, parseListQuery, sendPage } from '../../http/list-query';
import { Body, Id } from '../../http/schemas';
import { params } from '../concepts/view';
import { oneTemplate, templateAnswer } from './view';

const tags = ['templates'];

export const templateNodeRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.put(
      '/assets/templates/:id/business-nodes',
      {
        config: { access: TEMPLATE_ACCESS.edit },
        schema: {
          tags,
          params,
          body: Body({ businessNodes: Type.Array(Id, { maxItems: 500, uniqueItems: true }) }),
          response: { 200: Template, ...accepted('/assets/templates/:id'), ...errors(404, 422) },
        },
      },
      async (request, reply) => {
        await runCommand(deps, request, reply, (commands, context) =>
          setTemplateBusinessNodes(commands, context, request.params.id, request.body.businessNodes),
        );
        return oneTemplate(deps.pool, request.params.id);
      },
    );

    app.get(
      '/assets/campaigns/templates/:id',
      {
        config: { access: CAMPAIGN_ACCESS.read },
        schema: {
          tags,
          params,
          querystring: Type.Object(listQuerystring(CAMPAIGN_TEMPLATE_LIST), { additionalProperties: false }),
          response: { 200: ListAnswer('templates', Template), ...errors(404) },
        },
      },
      async (request, reply) => {
        const campaign = await scopedCampaign(deps.lookups, actorOf(request), request.params.id);
        const query = parseListQuery(request.query, CAMPAIGN_TEMPLATE_LIST);
        const page = await campaignTemplates(deps.pool, campaign, query);
        return sendPage(reply, 'templates', query, { ...page, rows: page.rows.map(templateAnswer) });
      },
    );
  };

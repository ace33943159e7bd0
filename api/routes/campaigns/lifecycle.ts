// A campaign's flags (spec 2 §4 "Campaign", §7): PATCH /campaigns/{id}/lock and /unlock (the qa flag),
// PUT /campaigns/{id}/archive {archived, partnerId?}, PATCH /campaigns/{id}/restore and /delete.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CAMPAIGN_ACCESS,
  deleteCampaign,
  scopedCampaign,
  setCampaignArchived,
  setCampaignLocked,
} from '../../../commands/campaigns';
import type { AppDeps } from '../../deps';
import { runCommand } from '../../http/commands';
import { errors } from '../../http/errors';
import { Deleted } from '../../http/schemas';
import { ArchiveBody } from '../../schemas/campaigns';
import { changedCampaign, campaignAnswer, inPartner, params } from './view';

export const lifecycleRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    for (const [verb, locked] of [
      ['lock', true],
      ['unlock', false],
    ] as const) {
      app.patch(
        `/campaigns/:id/${verb}`,
        { config: { access: CAMPAIGN_ACCESS.qa }, schema: { tags: ['campaigns'], params, response: changedCampaign } },
        async (request, reply) => {
          await runCommand(deps, request, reply, (commands, context) =>
            setCampaignLocked(commands, context, request.params.id, locked),
          );
          return campaignAnswer(deps.pool, request.params.id);
        },
      );
    }

    app.put(
      '/campaigns/:id/archive',
      {
        config: { access: CAMPAIGN_ACCESS.edit },
        schema: { tags: ['campaigns'], params, body: ArchiveBody, response: changedCampaign },
      },
      async (request, reply) => {
        const { archived, partnerId } = request.body;
        await runCommand(deps, request, reply, async (commands, context) => {
          inPartner(
            await scopedCampaign(commands.lookups, context.actor, request.params.id, CAMPAIGN_ACCESS.edit),
            partnerId,
          );
          return setCampaignArchived(commands, context, request.params.id, archived);
        });
        return campaignAnswer(deps.pool, request.params.id);
      },
    );

    app.patch(
      '/campaigns/:id/restore',
      { config: { access: CAMPAIGN_ACCESS.edit }, schema: { tags: ['campaigns'], params, response: changedCampaign } },
      async (request, reply) => {
        await runCommand(deps, request, reply, (commands, context) =>
          setCampaignArchived(commands, context, request.params.id, false),
        );
        return campaignAnswer(deps.pool, request.params.id);
      },
    );

    app.patch(
      '/campaigns/:id/delete',
      {
        config: { access: CAMPAIGN_ACCESS.edit },
        schema: { tags: ['campaigns'], params, response: { 200: Deleted, ...errors(404) } },
      },
      async (request, reply) => {
        await runCommand(deps, request, reply, (commands, context) =>
          deleteCampaign(commands, context, request.params.id),
        );
        return { id: request.params.id };
      },
    );
  };

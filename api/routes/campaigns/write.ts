// Creating a campaign and changing its settings (spec 2 §4 "Campaign", §7): POST /campaigns and
// PATCH /campaigns/{id}/settings.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CAMPAIGN_ACCESS, changeCampaignSettings, createCampaign } from '../../../commands/campaigns';
import type { AppDeps } from '../../deps';
import { runCommand } from '../../http/commands';
import { errors } from '../../http/errors';
import { CampaignCreated } from '../../../domain/campaign/answers';
import { NewCampaignBody, SettingsBody } from '../../schemas/campaigns';
import { changedCampaign, campaignAnswer, params } from './view';

export const writeRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/campaigns',
      {
        config: { access: CAMPAIGN_ACCESS.edit },
        schema: {
          tags: ['campaigns'],
          body: NewCampaignBody,
          response: { 201: CampaignCreated, ...errors(404, 409, 422) },
        },
      },
      async (request, reply) => {
        const { flightStart = null, flightEnd = null, ...input } = request.body;
        const { campaignId } = await runCommand(deps, request, reply, (commands, context) =>
          createCampaign(commands, context, { ...input, flightStart, flightEnd }),
        );
        return reply.status(201).send({ id: campaignId });
      },
    );

    app.patch(
      '/campaigns/:id/settings',
      {
        config: { access: CAMPAIGN_ACCESS.edit },
        schema: { tags: ['campaigns'], params, body: SettingsBody, response: changedCampaign },
      },
      async (request, reply) => {
        await runCommand(deps, request, reply, (commands, context) =>
          changeCampaignSettings(commands, context, request.params.id, request.body),
        );
        return campaignAnswer(deps.pool, request.params.id);
      },
    );
  };

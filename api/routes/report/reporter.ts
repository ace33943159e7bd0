// GET /report/reporter?partnerId&days (ours; issue 21 §3, spec 3 §9): the analyst's home. Over the caller's campaigns
// (their partner's, and for anyone held to business nodes only those on a node they reach, decided here on the
// server), each reporting channel's stat boxes with a daily series for a sparkline, and the top and worst 5 creatives
// by click-through (view-through on YouTube) past 'Gathering data', each with its picture and what it carried.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { reachableNodes } from '../../../commands/asset-scope';
import { resolvePartner } from '../../../commands/authorization';
import {
  CHANNEL_LABELS,
  channelOf,
  DEFAULT_REPORT_DATE_RANGE,
  performanceOf,
  REPORT_DATE_RANGES,
  REPORTING_CHANNELS,
  reportDays,
  statBoxes,
  sumDelivery,
  type Delivery,
} from '../../../domain/report';
import { ReporterAnswer, type RankedCreative } from '../../../domain/report/reporter-answers';
import { CONCEPTS_ONLY_MESSAGE, confinedToConcepts } from '../../../domain/roles';
import { DomainError } from '../../../domain/shared/errors';
import { Literals } from '../../../domain/shared/schema';
import {
  platformDelivery,
  rankedCreatives,
  reportableCampaigns,
  type CreativeDelivery,
} from '../../../projections/reporting/reporter';
import { actorOf } from '../../auth/gate';
import type { AppDeps } from '../../deps';
import { errors } from '../../http/errors';
import { PartnerChoice } from '../../http/partner-choice';
import { Body } from '../../http/schemas';

/** Spec 3 §9: "Top and worst creatives limit 5, offset 0". */
export const RANKED_CREATIVES = 5;

const Days = Literals(REPORT_DATE_RANGES.map(String));

function ranked(creative: CreativeDelivery): RankedCreative {
  const performance = performanceOf(
    creative.delivery,
    creative.platform === 'youtube' ? 'view-through' : 'click-through',
  );
  return {
    ...creative,
    platform: creative.platform as RankedCreative['platform'],
    performance:
      performance.state === 'MEASURED'
        ? { ...performance, text: `${performance.metric} ${performance.value.toFixed(2)}%` }
        : { ...performance, metric: null, value: null },
  };
}

export const reporterRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/report/reporter',
      {
        config: { access: 'ALL' },
        schema: {
          tags: ['report'],
          querystring: Body({ partnerId: PartnerChoice(), days: Type.Optional(Days) }),
          response: { 200: ReporterAnswer, ...errors(400, 403) },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        if (confinedToConcepts(actor)) throw DomainError.notAllowed(CONCEPTS_ONLY_MESSAGE);
        const partnerId = resolvePartner(actor, request.query.partnerId);
        const range = reportDays(Number(request.query.days ?? DEFAULT_REPORT_DATE_RANGE), new Date());
        const campaignIds = await reportableCampaigns(deps.pool, partnerId, await reachableNodes(deps.lookups, actor));
        const [delivered, top, worst] = await Promise.all([
          platformDelivery(deps.pool, campaignIds, range),
          rankedCreatives(deps.pool, campaignIds, range, 'top', RANKED_CREATIVES),
          rankedCreatives(deps.pool, campaignIds, range, 'worst', RANKED_CREATIVES),
        ]);
        const channels = REPORTING_CHANNELS.map((channel) => {
          const mine = delivered.filter((d) => channelOf(d.platform) === channel);
          const byDay = new Map<string, Delivery[]>();
          for (const { day, delivery } of mine) byDay.set(day, [...(byDay.get(day) ?? []), delivery]);
          return {
            channel,
            label: CHANNEL_LABELS[channel],
            boxes: statBoxes(channel, sumDelivery(mine.map((d) => d.delivery))),
            daily: [...byDay].map(([day, deliveries]) => {
              const { impressions, clicks } = sumDelivery(deliveries);
              return { day, impressions, clicks };
            }),
          };
        });
        return {
          partnerId,
          ...range,
          campaigns: campaignIds.length,
          channels,
          top: top.map(ranked),
          worst: worst.map(ranked),
        };
      },
    );
  };

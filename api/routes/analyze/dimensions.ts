// POST /report/relevant-dimensions (spec 3 §7): the values of one dimension that the delivery holds, for the builder to
// offer (a split's values, the metrics delivered: 'statNames', or the platform campaigns' names and ad groups the
// delivered ads ran in: 'mediaCampaignNames', 'adGroupIds', each ad group titled by its name). Its body is the spec's:
// `from` (the one data set, delivery), `groupBy`, `query` (`where`: report filters, as a saved report holds them;
// `select`: the measures that count as delivered) and `accessCheckFilters` (`campaignIds`, `partnerIds`). Access as for
// a report (spec 3 §5): anyone but a top admin only on their own partner ('Access denied') and only the campaigns they
// may analyze ('Wrong campaigns. User do not have access for requested campaigns'); a top admin names the partner in
// `partnerIds`. With a CM360 channel chosen, the metrics delivered also hold the partner's custom conversions' metrics,
// with their titles (issue 21 §3; spec 3 §9's endings).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MAX_FILTER_VALUES, MAX_RELEVANT_VALUES, RELEVANT_DIMENSIONS } from '../../../domain/analyze-view';
import { AnalyzeViewSettings } from '../../../domain/analyze-view/answers';
import { DEFAULT_REPORT_DATE_RANGE, filteredDays } from '../../../domain/report/date-range';
import { MEASURES } from '../../../domain/report';
import { DomainError, MESSAGES } from '../../../domain/shared/errors';
import { Answer, Id, Literals } from '../../../domain/shared/schema';
import { relevantDimensions } from '../../../projections/reporting/dimensions';
import { filterValues, rowFilters } from '../../../projections/reporting/report-filters';
import { resolvePartner } from '../../../commands/authorization';
import { actorOf } from '../../auth/gate';
import type { AppDeps } from '../../deps';
import { errors } from '../../http/errors';
import { Body } from '../../http/schemas';
import { analyzedCampaigns } from './analyzed-campaigns';
import { partnerCustomMetrics } from './custom-metrics';

const DimensionsBody = Body({
  from: Type.Literal('delivery', { description: 'The data set: the platforms’ delivery as imported' }),
  groupBy: Literals(RELEVANT_DIMENSIONS),
  query: Body({
    where: AnalyzeViewSettings.properties.filters,
    select: Type.Optional(
      Type.Array(Literals(MEASURES), {
        uniqueItems: true,
        maxItems: MEASURES.length,
        description: 'A value is relevant when any of these measures is above zero (none named: any measure)',
      }),
    ),
  }),
  accessCheckFilters: Body({
    campaignIds: Type.Array(Id, { maxItems: MAX_FILTER_VALUES, uniqueItems: true }),
    partnerIds: Type.Array(Id, {
      maxItems: 1,
      description: 'The partner analyzed: a top admin names one; anyone else only their own, or none',
    }),
  }),
});
const DimensionsAnswer = Type.Array(
  Answer({
    id: Type.String(),
    title: Type.Optional(Type.String({ description: 'A custom conversion metric’s name, an ad group’s name' })),
  }),
  {
    maxItems: MAX_RELEVANT_VALUES,
    description: 'The values that delivered, in order (statNames: in the metrics’ order, custom metrics last)',
  },
);

export const relevantDimensionRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/report/relevant-dimensions',
      {
        config: { access: 'ALL' },
        schema: {
          tags: ['report'],
          body: DimensionsBody,
          response: { 200: DimensionsAnswer, ...errors(400, 403) },
        },
      },
      async (request) => {
        const { groupBy, query, accessCheckFilters } = request.body;
        const actor = actorOf(request);
        const where = filterValues(query.where, 'campaignIds');
        const access = accessCheckFilters.campaignIds;
        const campaigns = await analyzedCampaigns(
          deps,
          actor,
          accessCheckFilters.partnerIds[0],
          [...new Set([...access, ...where])],
          query.where,
        );
        const range = filteredDays(filterValues(query.where, 'dateRange'), DEFAULT_REPORT_DATE_RANGE, new Date());
        if (!range) throw DomainError.badRequest(MESSAGES.wrongParams, { field: 'query.where' });
        const filtered = rowFilters(query.where);
        const values = await relevantDimensions(deps.pool, {
          // Both lists narrow: a campaign is read when each list that names any names it.
          campaignIds: campaigns.filter(
            (id) => (access.length === 0 || access.includes(id)) && (where.length === 0 || where.includes(id)),
          ),
          range,
          ...filtered,
          groupBy,
          select: query.select ?? [],
        });
        const answer = [...values];
        // A custom conversion counts CM360's floodlight activities: offered once CM360 is the channel and delivered.
        if (groupBy === 'statNames' && filtered.platforms.includes('google') && values.length > 0)
          answer.push(...(await partnerCustomMetrics(deps, resolvePartner(actor, accessCheckFilters.partnerIds[0]))));
        return answer.slice(0, MAX_RELEVANT_VALUES);
      },
    );
  };

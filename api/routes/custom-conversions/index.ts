// Custom conversions (spec 3 §2, §7): GET/POST /report/custom-conversions?partnerId, PUT/DELETE
// /report/custom-conversion/{id}?partnerId and GET /google/floodlightActivities/{partnerId}. Top admins and the
// self-service group; anyone but a top admin on their own partner only.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  conversionPartner,
  createCustomConversion,
  deleteCustomConversion,
  updateCustomConversion,
  type CustomConversionReads,
} from '../../../commands/custom-conversions';
import { CUSTOM_CONVERSION_NOT_FOUND, customConversionMetrics } from '../../../domain/custom-conversion';
import { CustomConversion, FloodlightActivities } from '../../../domain/custom-conversion/answers';
import { DomainError } from '../../../domain/shared/errors';
import {
  CUSTOM_CONVERSION_LIST,
  getCustomConversion,
  listCustomConversions,
  partnerCustomConversions,
  type CustomConversionRow,
} from '../../../projections/custom-conversions/queries';
import { actorOf } from '../../auth/gate';
import type { AppDeps } from '../../deps';
import { runCommand } from '../../http/commands';
import { errors } from '../../http/errors';
import { accepted } from '../../http/saved-answer';
import { ListAnswer, listQuerystring, parseListQuery, sendPage } from '../../http/list-query';
import { PartnerChoice } from '../../http/partner-choice';
import { Body, Deleted, Id, Params } from '../../http/schemas';
import { CustomConversionBody } from '../../schemas/custom-conversions';
import { partnerFloodlightActivities } from './floodlight';

const config = { access: 'ADMINS_AND_SELF_SERVICE' as const };
const tags = ['report'];
const PartnerQuery = Body({ partnerId: PartnerChoice() });
const ConversionParams = Params({ id: Id });
/** What saving a conversion may meet beyond its own refusals: the partner's CM360, asked for the activity. */
const cm360Failures = [409, 422, 429, 503] as const;
/** No GET reads one conversion: a lagging write's Location is the partner's list (a super user adds ?partnerId). */
const CONVERSIONS = '/report/custom-conversions';
/** The options of a call on one conversion: its id, the partner, and what it answers beside 400, 403 and 404. */
const onOneConversion = <B extends object, R extends object>(body: B, response: R) => ({
  config,
  schema: {
    tags,
    params: ConversionParams,
    querystring: PartnerQuery,
    ...body,
    response: { ...response, ...errors(400, 403, 404) },
  },
});

function answer(row: CustomConversionRow): CustomConversion {
  return {
    ...row,
    _id: row.id,
    metrics: customConversionMetrics(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const customConversionRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    const reads: CustomConversionReads = {
      floodlightActivities: (partnerId) => partnerFloodlightActivities(deps, partnerId),
      takenNames: async (partnerId, exceptId) =>
        (await partnerCustomConversions(deps.pool, partnerId)).filter((c) => c.id !== exceptId).map((c) => c.name),
    };
    const found = async (id: string) => {
      const row = await getCustomConversion(deps.pool, id);
      if (!row) throw DomainError.notFound(CUSTOM_CONVERSION_NOT_FOUND);
      return answer(row);
    };

    app.get(
      '/report/custom-conversions',
      {
        config,
        schema: {
          tags,
          querystring: Type.Object(
            { partnerId: PartnerChoice(), ...listQuerystring(CUSTOM_CONVERSION_LIST) },
            { additionalProperties: false },
          ),
          response: { 200: ListAnswer('custom-conversions', CustomConversion), ...errors(400, 403) },
        },
      },
      async (request, reply) => {
        const partnerId = conversionPartner(actorOf(request), request.query.partnerId);
        const query = parseListQuery(request.query, CUSTOM_CONVERSION_LIST);
        const page = await listCustomConversions(deps.pool, partnerId, query);
        return sendPage(reply, 'custom-conversions', query, { total: page.total, rows: page.rows.map(answer) });
      },
    );

    app.post(
      '/report/custom-conversions',
      {
        config,
        schema: {
          tags,
          querystring: PartnerQuery,
          body: CustomConversionBody,
          response: {
            201: CustomConversion,
            ...accepted(CONVERSIONS, 'conversionId'),
            ...errors(400, 403, ...cm360Failures),
          },
        },
      },
      async (request, reply) => {
        const { conversionId } = await runCommand(deps, request, reply, (commands, context) =>
          createCustomConversion(commands, context, reads, {
            partnerId: request.query.partnerId,
            conversion: request.body,
          }),
        );
        return reply.status(201).send(await found(conversionId));
      },
    );

    app.put(
      '/report/custom-conversion/:id',
      onOneConversion(
        { body: CustomConversionBody },
        { 200: CustomConversion, ...accepted(CONVERSIONS, 'id'), ...errors(...cm360Failures) },
      ),
      async (request, reply) => {
        const { id } = request.params;
        await runCommand(deps, request, reply, (commands, context) =>
          updateCustomConversion(commands, context, reads, {
            id,
            partnerId: request.query.partnerId,
            conversion: request.body,
          }),
        );
        return found(id);
      },
    );

    app.delete('/report/custom-conversion/:id', onOneConversion({}, { 200: Deleted }), async (request, reply) => {
      const { id } = request.params;
      await runCommand(deps, request, reply, (commands, context) =>
        deleteCustomConversion(commands, context, { id, partnerId: request.query.partnerId }),
      );
      return { id };
    });

    app.get(
      '/google/floodlightActivities/:partnerId',
      {
        config,
        schema: {
          tags: ['google'],
          params: Params({ partnerId: Id }),
          response: { 200: FloodlightActivities, ...errors(400, 403, 409, 422, 429, 503) },
        },
      },
      async (request) =>
        partnerFloodlightActivities(deps, conversionPartner(actorOf(request), request.params.partnerId)),
    );
  };

// The creatives view's reads (issue 10; spec 2 §6, §7 "Personalize reads", "Creatives and comments"):
// GET /campaigns/{id}/creatives?treeId&viewmode&filter&range (a page of variants with their formats' approvals;
// Content-Range), GET /campaigns/{id}/creatives/count?treeId&viewmode, and the variations API,
// GET /campaigns/{id}/variations/full/{channel}/{formats}?range (admins: {variations, users}) and …/list/…?range (every
// reader), a page at a time with Content-Range: at the spec's limit a channel holds 60,000 variations.
// The decisions are api/routes/campaigns/approvals.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { scopedCampaign } from '../../../commands/campaigns';
import { defaultViewMode, mayView, type CreativesViewMode } from '../../../domain/personalise/approvals';
import { WRONG_ROLES_MESSAGE } from '../../../domain/roles';
import { DomainError } from '../../../domain/shared/errors';
import {
  campaignVariations,
  countCreatives,
  creativesPage,
  variationApprovers,
} from '../../../projections/personalise/creatives';
import type { CreativesFilter } from '../../../domain/personalise/creative-view';
import { actorOf } from '../../auth/gate';
import type { AppDeps } from '../../deps';
import { errors } from '../../http/errors';
import { ListAnswer, MAX_PAGE, pageOf, parseListQuery, sendPage } from '../../http/list-query';
import { Id, Params } from '../../http/schemas';
import { CreativeCounts, CreativeRow } from '../../../domain/personalise/creative-answers';
import {
  CREATIVES_LIST,
  CreativesCountQuery,
  CreativesQuery,
  FullVariations,
  VariationList,
  VariationsParams,
  VariationsQuery,
} from '../../schemas/creatives';
import { readableTree } from '../personalise/view';

const READERS = { access: 'NOT_ANALYSTS' } as const;
const tags = ['creatives'];

/** The view asked for, or the caller's own; a view the role does not have is refused (spec 2 §6). */
function viewModeOf(request: FastifyRequest, asked: CreativesViewMode | undefined): CreativesViewMode {
  const { role } = actorOf(request);
  const mode = asked ?? defaultViewMode(role);
  if (!mode || !mayView(role, mode)) throw DomainError.notAllowed(WRONG_ROLES_MESSAGE);
  return mode;
}

export const creativeRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/campaigns/:id/creatives',
      {
        config: READERS,
        schema: {
          tags,
          params: Params({ id: Id }),
          querystring: CreativesQuery,
          response: { 200: ListAnswer('creatives', CreativeRow), ...errors(404) },
        },
      },
      async (request, reply) => {
        const mode = viewModeOf(request, request.query.viewmode);
        const tree = await readableTree(
          deps,
          request,
          { campaignId: request.params.id, treeId: request.query.treeId },
          READERS.access,
        );
        const filter = request.query.filter ? (JSON.parse(request.query.filter) as CreativesFilter) : {};
        const query = parseListQuery({ sort: request.query.sort, range: request.query.range }, CREATIVES_LIST);
        const { rows, total } = await creativesPage(deps.pool, tree, mode, filter, query);
        return sendPage(reply, 'creatives', query, { rows, total });
      },
    );

    app.get(
      '/campaigns/:id/creatives/count',
      {
        config: READERS,
        schema: {
          tags,
          params: Params({ id: Id }),
          querystring: CreativesCountQuery,
          response: { 200: CreativeCounts, ...errors(404) },
        },
      },
      async (request) => {
        const mode = viewModeOf(request, request.query.viewmode);
        const tree = await readableTree(
          deps,
          request,
          { campaignId: request.params.id, treeId: request.query.treeId },
          READERS.access,
        );
        return countCreatives(deps.pool, tree.treeId, mode);
      },
    );

    type VariationsRequest = FastifyRequest<{
      Params: { id: string; channel: string; formats: string };
      Querystring: { range?: string };
    }>;
    /** The page asked for, its Content-Range set on the reply; without a range, the first MAX_PAGE rows
     * (VariationsQuery). */
    const variations = async (request: VariationsRequest, reply: FastifyReply) => {
      const campaign = await scopedCampaign(deps.lookups, actorOf(request), request.params.id, READERS.access);
      const templateIds = request.params.formats === 'all' ? null : request.params.formats.split(',');
      const page = pageOf(request.query.range, MAX_PAGE);
      return sendPage(
        reply,
        'variations',
        page,
        await campaignVariations(deps.pool, campaign.id, request.params.channel, templateIds, page),
      );
    };

    app.get(
      '/campaigns/:id/variations/full/:channel/:formats',
      // Only admins see the full variation data (spec 2 §6).
      {
        config: { access: 'ADMINS_AND_SELF_SERVICE' },
        schema: {
          tags,
          params: VariationsParams,
          querystring: VariationsQuery,
          response: { 200: FullVariations, ...errors(404) },
        },
      },
      async (request, reply) => {
        const page = await variations(request, reply);
        return { variations: page, users: await variationApprovers(deps.pool, page) };
      },
    );

    app.get(
      '/campaigns/:id/variations/list/:channel/:formats',
      {
        config: READERS,
        schema: {
          tags,
          params: VariationsParams,
          querystring: VariationsQuery,
          response: { 200: VariationList, ...errors(404) },
        },
      },
      // Readers get the list's fields only: the content and who approved it stay with the admins (spec 2 §6).
      async (request, reply) =>
        (await variations(request, reply)).map(
          ({ values: _v, approvedBy: _b, approvedAt: _a, changedSinceApproval: _c, ...listed }) => listed,
        ),
    );
  };

// Creative approvals (spec 2 §4 "Creative approval", §7): PATCH /campaigns/{id}/creatives/approvals {treeId,
// approvals, rejections, final, comment?} approves or rejects formats of one tree; PUT
// /campaigns/{id}/variations/approvals
// {approve, reject, final, comment?} the variations of any of the campaign's trees. Interim decisions need
// interimApproveCreatives, final ones finalApproveCreatives (else 403 'Wrong user roles', nothing appended);
// commands/personalise.ts holds both and the campaign's scope.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { changeApprovals, changeVariationApprovals } from '../../../commands/personalise';
import type { PersonaliseEvent } from '../../../domain/personalise/events';
import { formatTrees } from '../../../projections/personalise/creatives';
import type { AppDeps } from '../../deps';
import { runCommand } from '../../http/commands';
import { errors } from '../../http/errors';
import { Id, Params } from '../../http/schemas';
import { ApprovalsBody, VariationApprovalsBody } from '../../schemas/creatives';
import { UpdatedFormats } from '../../../domain/personalise/answers';

const decided = (events: PersonaliseEvent[]) => ({
  updatedFormats: events.reduce(
    (n, e) => n + (e.type === 'FormatApprovalsChanged' ? e.data.approvals.length + e.data.rejections.length : 0),
    0,
  ),
});

// Every role that approves anything; the command tells interim from final.
const config = { access: 'NOT_ANALYSTS' } as const;
const tags = ['creatives'];

export const approvalRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.patch(
      '/campaigns/:id/creatives/approvals',
      {
        config,
        schema: {
          tags,
          params: Params({ id: Id }),
          body: ApprovalsBody,
          response: { 200: UpdatedFormats, ...errors(404, 409, 422) },
        },
      },
      async (request, reply) => {
        const { events } = await runCommand(deps, request, reply, (commands, context) =>
          changeApprovals(commands, context, request.params.id, request.body),
        );
        return decided(events);
      },
    );

    app.put(
      '/campaigns/:id/variations/approvals',
      {
        config,
        schema: {
          tags,
          params: Params({ id: Id }),
          body: VariationApprovalsBody,
          response: { 200: UpdatedFormats, ...errors(404, 409, 422) },
        },
      },
      async (request, reply) => {
        const { approve, reject } = request.body;
        const treeOf = await formatTrees(deps.pool, request.params.id, [...approve, ...reject]);
        const { events } = await runCommand(deps, request, reply, (commands, context) =>
          changeVariationApprovals(commands, context, request.params.id, request.body, treeOf),
        );
        return decided(events);
      },
    );
  };

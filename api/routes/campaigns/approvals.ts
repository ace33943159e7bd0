// Creative approvals (spec 2 §4 "Creative approval", §7): PATCH /campaigns/{id}/creatives/approvals {treeId,
// approvals, rejections, final} approves or rejects formats of one tree. Interim decisions need
// interimApproveCreatives, final ones finalApproveCreatives (else 403 'Wrong user roles'); commands/personalise.ts
// changeApprovals holds both and the campaign's scope.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { changeApprovals } from '../../../commands/personalise';
import type { AppDeps } from '../../deps';
import { runCommand } from '../../http/commands';
import { errors } from '../../http/errors';
import { Id, Params } from '../../http/schemas';
import { ApprovalsBody, UpdatedFormats } from '../../schemas/personalise';

export const approvalRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.patch(
      '/campaigns/:id/creatives/approvals',
      {
        // Every role that approves anything; the command tells interim from final.
        config: { access: 'NOT_ANALYSTS' },
        schema: { tags: ['personalise'], params: Params({ id: Id }), body: ApprovalsBody, response: { 200: UpdatedFormats, ...errors(404, 409, 422) } },
      },
      async (request, reply) => {
        const { events } = await runCommand(deps, request, reply, (commands, context) => changeApprovals(commands, context, request.params.id, request.body));
        return { updatedFormats: events.reduce((n, e) => n + (e.type === 'FormatApprovalsChanged' ? e.data.approvals.length + e.data.rejections.length : 0), 0) };
      },
    );
  };

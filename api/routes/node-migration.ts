// A business node's migration (issue 22 §3; spec 3 §7):
// - POST /business-nodes/{id}/check-for-migration-conflicts/{target}: what would clash; writes nothing;
// - POST /business-nodes/{id}/migrate-{kind}-to/{target}, for each of MIGRATION_KINDS: 202, a workflow moves them; 409
//   'Only one process at a time can be executed' while the partner's last migration runs;
// - GET /business-nodes/{id}/migration (ours): the node's partner's last migration, for the screen's progress bar (404
//   when it has had none).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MigrationCheck, MigrationStarted, MigrationState } from '../../domain/business-tree/answers';
import { MIGRATION_KINDS } from '../../domain/business-tree/migration';
import { nodeInScope } from '../../commands/integrations';
import { checkMigrationConflicts, planNodeMigration } from '../../commands/node-migration';
import { actorOf } from '../auth/gate';
import type { AppDeps } from '../deps';
import { errors } from '../http/errors';
import { Id, Params } from '../http/schemas';
import { DomainError, MESSAGES } from '../../domain/shared/errors';

const Nodes = Params({ id: Id, target: Id });

export const nodeMigrationRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/business-nodes/:id/check-for-migration-conflicts/:target',
      {
        config: { access: 'ADMIN_GROUP' },
        schema: {
          tags: ['business-nodes'],
          params: Nodes,
          response: { 200: MigrationCheck, ...errors(403, 404) },
        },
      },
      async (request) => {
        const { id, target } = request.params;
        const { conflicts, counts } = await checkMigrationConflicts(deps, actorOf(request), id, target);
        return { sourceId: id, targetId: target, conflicts, counts };
      },
    );

    for (const kind of MIGRATION_KINDS) {
      app.post(
        `/business-nodes/:id/migrate-${kind}-to/:target`,
        {
          config: { access: 'ADMIN_GROUP' },
          schema: {
            tags: ['business-nodes'],
            params: Nodes,
            response: { 202: MigrationStarted, ...errors(403, 404, 409, 422) },
          },
        },
        async (request, reply) => {
          const { id, target } = request.params;
          const { total, ...run } = await planNodeMigration(deps, actorOf(request), id, target, kind);
          const migrationId = await deps.migrations.start(run, total);
          return reply.status(202).send({ migrationId, kind, sourceId: id, targetId: target, total });
        },
      );
    }

    app.get(
      '/business-nodes/:id/migration',
      {
        config: { access: 'ADMIN_GROUP' },
        schema: {
          tags: ['business-nodes'],
          params: Params({ id: Id }),
          response: { 200: MigrationState, ...errors(403, 404) },
        },
      },
      async (request) => {
        const partnerId = await nodeInScope(deps, actorOf(request), request.params.id);
        const state = await deps.migrations.state(partnerId);
        if (!state) throw DomainError.notFound(MESSAGES.entityNotFound);
        if (state.status !== 'RUNNING') return state;
        // Running: how far, as the read side shows what is still on the source.
        const left = (await deps.lookups.idsOnNode(state.kind, state.sourceId)).length;
        return { ...state, done: Math.max(0, state.total - left) };
      },
    );
  };

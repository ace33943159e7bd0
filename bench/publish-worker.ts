// A publish of a tree asked for through the product's command (as POST /campaigns/{id}/publish asks for it) and run
// on a task queue of its own by publish workers in processes of their own (test/workflows/fixtures/publish-worker.ts:
// the product's worker and adapters), as docker-compose runs the worker apart from the API, publishing to the
// simulated Google `far` in its own process too: neither the worker's nor the far end's CPU is the bench's.
import { requestPublish } from '../commands/publishing';
import { publishStarter } from '../workflows/publish/starters';
import type { GooglePlatformProcess } from '../test/support/google-platform';
import { workerProcess } from '../test/support/worker-process';
import { ok } from './personalise';
import type { Product } from './publishing';
import type { DisplayTree } from './render-requests';

/** The publish workers' queue: `worker` starts one, `request` asks for the tree's publish, to be started on it. */
export function childPublishWorkers(
  product: Product,
  far: GooglePlatformProcess,
  settings: { cm360PerSecond: number; heartbeatTimeoutMs?: number },
) {
  const { deps, temporal } = product.system;
  const taskQueue = `publish-bench-${Date.now().toString(36)}`;
  const starter = publishStarter(temporal.client, taskQueue);
  return {
    /** A worker polling the queue, once it is ready. */
    worker: () =>
      workerProcess('publish', {
        config: product.config,
        google: { url: far.sim.url, cm360Credentials: far.sim.cm360Credentials },
        ...settings,
        address: temporal.address,
        namespace: temporal.namespace,
        taskQueue,
      }),
    async request(tree: DisplayTree) {
      const superUser: { id: string } = await ok(product.su.get('/auth/current-user'), 'current user');
      const asked = await requestPublish(
        { store: deps.store, lookups: deps.lookups },
        {
          actor: { userId: superUser.id, role: 'SUPER', partnerId: null },
          correlationId: 'bench',
          now: () => new Date(),
        },
        tree.campaignId,
        { channels: ['google'] },
        deps.publishTo,
      );
      return {
        asked,
        start: () => starter.start({ publishId: asked.publishId }),
        result: () => starter.result({ publishId: asked.publishId }),
      };
    },
  };
}

// Each workflow's task queue, as the config names them: the workers (api/workers.ts) and the starters
// (api/system.ts) alike. Apart from the workers so that an API without them (RUN_WORKER=false) does not load them.
import type { Config } from '../runtime/config';
import { renderTaskQueueOf } from '../runtime/config';
import type { TaskQueues } from '../workflows/starters';

/** Every workflow runs on the one shared Worker's queue (ARCHITECTURE.md "Memory"). */
export const taskQueuesOf = (config: Config): TaskQueues => ({
  upload: renderTaskQueueOf(config),
  render: renderTaskQueueOf(config),
  review: renderTaskQueueOf(config),
});

// Each workflow's task queue, as the config names them: the workers (api/workers.ts) and the starters
// (api/system.ts) alike. Apart from the workers so that an API without them (RUN_WORKER=false) does not load them.
import type { Config } from '../runtime/config';
import { renderTaskQueueOf } from '../runtime/config';
import type { TaskQueues } from '../workflows/starters';

/** Renders and reviews share one. */
export const taskQueuesOf = (config: Config): TaskQueues => ({
  upload: config.uploadTaskQueue,
  render: renderTaskQueueOf(config),
  review: renderTaskQueueOf(config),
});

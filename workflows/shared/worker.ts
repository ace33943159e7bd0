// The one Worker of every workflow (shared.workflow.ts), on one task queue, with all their activities: one workflow
// isolate instead of one per kind.
import { fromRoot } from '../../runtime/paths';
import { createDeliveryActivities } from '../delivery/activities';
import type { DeliveryDeps } from '../delivery/deps';
import { createExportActivities, type ExportDeps } from '../export/activities';
import { createFeedActivities, type FeedDeps } from '../feeds/activities';
import { createGenerationActivities, type GenerationDeps } from '../assembly/activities';
import { createPublishActivities } from '../publish/activities';
import type { PublishDeps } from '../publish/deps';
import { renderActivities, type RenderWorkerDeps } from '../render/worker';
import { createReviewActivities } from '../review/activities';
import { createMigrationActivities } from '../migration/activities';
import type { MigrationDeps } from '../migration/deps';
import type { ReviewDeps } from '../review/deps';
import { startWorker, type RunningWorker, type WorkerHost } from '../runtime/worker';
import { uploadActivities, type UploadWorkerDeps } from '../upload/worker';

const WORKFLOWS = fromRoot('workflows', 'shared', 'shared.workflow.ts');

/** The activities of several kinds on one Worker: a name two kinds gave would leave one of them unreachable. */
function oneSetOf(...kinds: object[]): Record<string, unknown> {
  const all: Record<string, unknown> = {};
  for (const kind of kinds) {
    for (const [name, activity] of Object.entries(kind)) {
      if (name in all) throw new Error(`Two kinds of activities are named ${name}: a Worker runs one of them`);
      all[name] = activity;
    }
  }
  return all;
}

export async function startSharedWorker(
  host: WorkerHost,
  taskQueue: string,
  deps: {
    upload: UploadWorkerDeps;
    render: RenderWorkerDeps;
    review: ReviewDeps;
    publish: PublishDeps;
    exports: ExportDeps;
    feeds: FeedDeps;
    generation: GenerationDeps;
    migration: MigrationDeps;
    delivery: DeliveryDeps;
  },
): Promise<RunningWorker> {
  return startWorker(host, {
    taskQueue,
    workflowsPath: WORKFLOWS,
    activities: oneSetOf(
      await uploadActivities(host, deps.upload),
      renderActivities(deps.render),
      createReviewActivities(deps.review),
      createPublishActivities(deps.publish),
      createExportActivities(deps.exports),
      createFeedActivities(deps.feeds),
      createGenerationActivities(deps.generation),
      createMigrationActivities(deps.migration),
      createDeliveryActivities(deps.delivery),
    ),
  });
}

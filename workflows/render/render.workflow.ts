// Renders one template version to its thumbnail: workflow id `render-template-<templateId>-<version>`, started
// after the version is uploaded or edited. Deterministic: only the activities touch the world, and they are
// idempotent, so a repeated run records one outcome.
import { ActivityFailure, ApplicationFailure, proxyActivities } from '@temporalio/workflow';
import type { RenderActivities, RenderTarget } from './activities';

// Variant screenshots run on the same worker and task queue (its bundle is this file's).
export { renderCancelled, renderScreenshots } from './screenshots.workflow';
// And tearsheets (issue 19 §3).
export { buildTearsheet } from './tearsheet.workflow';

const RENDER_FAILED = 'The template could not be rendered';

const work = proxyActivities<RenderActivities>({
  startToCloseTimeout: '2 minutes',
  retry: { initialInterval: '2 seconds', maximumAttempts: 3, nonRetryableErrorTypes: ['Unrenderable'] },
});
const record = proxyActivities<RenderActivities>({ startToCloseTimeout: '1 minute', retry: { maximumAttempts: 10 } });

export async function renderTemplate(target: RenderTarget): Promise<string> {
  try {
    return (await work.renderTemplate(target)) ? 'rendered' : 'finished';
  } catch (error) {
    const cause = error instanceof ActivityFailure ? error.cause : null;
    await record.failRender(
      target,
      cause instanceof ApplicationFailure && cause.type === 'Unrenderable' ? cause.message : RENDER_FAILED,
    );
    return 'failed';
  }
}

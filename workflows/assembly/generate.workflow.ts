// One generation of a campaign's assembly variations, `generate-variations-<generationId>` (spec 2 §7
// generate-variations; issue 23 §2), on the render queue's shared Worker: the campaign's trees one after the other,
// each one activity that applies its variations in parts and records the progress; then the generation's end with
// the counts by feed status, or its failure with the reason. Deterministic: the activities touch the world.
import { ActivityFailure, ApplicationFailure, proxyActivities } from '@temporalio/workflow';
import type { GenerationTarget } from '../../commands/assemblies';
import { addGenerationCounts, noGenerationCounts, type GenerationCounts } from '../../domain/assembly/events';
import type { GenerationActivities } from './activities';

const GENERATION_FAILED = 'The variations could not be generated';

// 'DomainRefusal': activities.ts DOMAIN_REFUSAL, a refusal of the domain, which a retry would meet again.
const steps = proxyActivities<GenerationActivities>({
  startToCloseTimeout: '30 minutes',
  heartbeatTimeout: '2 minutes',
  retry: { initialInterval: '1 second', maximumAttempts: 5, nonRetryableErrorTypes: ['DomainRefusal'] },
});

export async function generateVariations(target: GenerationTarget): Promise<GenerationCounts> {
  let counts = noGenerationCounts();
  try {
    for (let i = 0; i < target.trees.length; i++)
      counts = addGenerationCounts(counts, await steps.generateTree(target, i));
  } catch (error) {
    const cause = error instanceof ActivityFailure ? error.cause : null;
    const reason = cause instanceof ApplicationFailure && cause.message ? cause.message : GENERATION_FAILED;
    await steps.failGeneration(target, reason);
    return counts;
  }
  await steps.finishGeneration(target, counts);
  return counts;
}

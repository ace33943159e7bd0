// The generation workflow's activities (issue 23 §2): one tree's variations (commands/assembly-variations.ts),
// heartbeating after each part, and the generation's end. A refusal of the domain (a name taken by a hand-made
// variant, a tree's limit) fails the generation with its message, not retried; anything else is retried, and a retry
// plans again on the latest state, so nothing is made twice.
import { ApplicationFailure, Context } from '@temporalio/activity';
import type { GenerationTarget } from '../../commands/assemblies';
import { generateTreeVariations, recordGenerationStep } from '../../commands/assembly-variations';
import type { EventStore } from '../../commands/event-store/port';
import type { GenerationCounts } from '../../domain/assembly';
import { DomainError } from '../../domain/shared/errors';

export interface GenerationDeps {
  commands: { store: EventStore };
}

export const DOMAIN_REFUSAL = 'DomainRefusal';

export function createGenerationActivities(deps: GenerationDeps) {
  return {
    async generateTree(target: GenerationTarget, treeIndex: number): Promise<GenerationCounts> {
      try {
        return await generateTreeVariations(deps.commands, target, treeIndex, {
          heartbeat: () => Context.current().heartbeat(),
        });
      } catch (error) {
        if (error instanceof DomainError) throw ApplicationFailure.nonRetryable(error.message, DOMAIN_REFUSAL);
        throw error;
      }
    },
    async finishGeneration(target: GenerationTarget, counts: GenerationCounts): Promise<void> {
      const { campaignId, generationId } = target;
      await recordGenerationStep(deps.commands, target, { type: 'FinishGeneration', campaignId, generationId, counts });
    },
    async failGeneration(target: GenerationTarget, reason: string): Promise<void> {
      const { campaignId, generationId } = target;
      await recordGenerationStep(deps.commands, target, { type: 'FailGeneration', campaignId, generationId, reason });
    },
  };
}

export type GenerationActivities = ReturnType<typeof createGenerationActivities>;

// Assemblies of a campaign (spec 2 §7 Assemblies, generate-variations, datasources live and update; issue 23 §2).
// What a schema cannot say: the campaign's datasources together stay within the iterations cap and each of its
// platforms' limits (limits.ts, divided by the audience rules), a deleted or unknown assembly is 404, an update needs a
// live datasource, and one generation runs at a time (spec 3 §8 'Only one process at a time can be executed').
import { ONE_PROCESS_AT_A_TIME } from '../business-tree/migration';
import type { Platform } from '../campaign/platforms';
import type { Group } from '../roles';
import { DomainError } from '../shared/errors';
import type { AssemblyContent, AssemblyEvent, GenerationCounts } from './events';
import { checkVariationLimits } from './limits';
import { permutationCount, type CampaignAssembliesState } from './state';

/** Assemblies and variations are managed-service tabs (spec 2 §6), as audiences are: the top admins'. */
export const ASSEMBLY_ACCESS: Group = 'ADMINS_TOP';

export const ASSEMBLY_MESSAGES = {
  notFound: 'Assembly not found',
  noLiveDatasource: 'The campaign has no live datasource: make one of its assemblies live first',
  noDatasource: 'Import a datasource before generating variations',
  generationRunning: ONE_PROCESS_AT_A_TIME,
} as const;

/** What the limits are judged with: the campaign's platforms and its audience rules (campaignRuleCount). */
export interface LimitFacts {
  platforms: Platform[];
  rules: number;
}

export type AssemblyCommand =
  | {
      type: 'ImportAssembly';
      campaignId: string;
      partnerId: string;
      assemblyId: string;
      content: AssemblyContent;
      limits: LimitFacts;
    }
  | { type: 'DeleteAssembly'; campaignId: string; assemblyId: string }
  | { type: 'DeleteAllAssemblies'; campaignId: string }
  | { type: 'SetLiveDatasource'; campaignId: string; assemblyId: string }
  | { type: 'UpdateLiveDatasource'; campaignId: string; content: AssemblyContent; limits: LimitFacts }
  | { type: 'StartGeneration'; campaignId: string; partnerId: string; generationId: string; limits: LimitFacts }
  | { type: 'ProgressGeneration'; campaignId: string; generationId: string; done: number; total: number }
  | { type: 'FinishGeneration'; campaignId: string; generationId: string; counts: GenerationCounts }
  | { type: 'FailGeneration'; campaignId: string; generationId: string; reason: string };

function assertAssembly(state: CampaignAssembliesState, assemblyId: string) {
  if (!state.assemblies.has(assemblyId)) throw DomainError.notFound(ASSEMBLY_MESSAGES.notFound);
}

const running = (state: CampaignAssembliesState, generationId: string) =>
  state.generation?.generationId === generationId && state.generation.status === 'running';

export function decideAssemblies(command: AssemblyCommand, state: CampaignAssembliesState): AssemblyEvent[] {
  const { campaignId } = command;
  switch (command.type) {
    case 'ImportAssembly': {
      const { limits, content } = command;
      checkVariationLimits(permutationCount(state) + content.permutations, limits.platforms, limits.rules);
      const { partnerId, assemblyId } = command;
      return [{ type: 'AssemblyImported', data: { campaignId, partnerId, assemblyId, ...content } }];
    }
    case 'DeleteAssembly':
      assertAssembly(state, command.assemblyId);
      return [{ type: 'AssemblyDeleted', data: { campaignId, assemblyId: command.assemblyId } }];
    case 'DeleteAllAssemblies':
      if (state.assemblies.size === 0) return [];
      return [{ type: 'AllAssembliesDeleted', data: { campaignId, assemblyIds: [...state.assemblies.keys()] } }];
    case 'SetLiveDatasource':
      assertAssembly(state, command.assemblyId);
      if (state.liveAssemblyId === command.assemblyId) return [];
      return [{ type: 'LiveDatasourceSet', data: { campaignId, assemblyId: command.assemblyId } }];
    case 'UpdateLiveDatasource': {
      const assemblyId = state.liveAssemblyId;
      if (assemblyId === null) throw DomainError.conflict(ASSEMBLY_MESSAGES.noLiveDatasource);
      const { limits, content } = command;
      const others = permutationCount(state, assemblyId);
      checkVariationLimits(others + content.permutations, limits.platforms, limits.rules);
      return [{ type: 'AssemblyUpdated', data: { campaignId, assemblyId, ...content } }];
    }
    case 'StartGeneration': {
      if (state.generation?.status === 'running') throw DomainError.conflict(ASSEMBLY_MESSAGES.generationRunning);
      if (state.assemblies.size === 0) throw DomainError.unprocessable(ASSEMBLY_MESSAGES.noDatasource);
      const total = permutationCount(state);
      // Audiences may have changed since the imports: the limits are judged again.
      checkVariationLimits(total, command.limits.platforms, command.limits.rules);
      const { partnerId, generationId } = command;
      return [{ type: 'VariationsGenerationStarted', data: { campaignId, partnerId, generationId, total } }];
    }
    case 'ProgressGeneration': {
      const { generationId, done, total } = command;
      if (!running(state, generationId) || (state.generation!.done === done && state.generation!.total === total))
        return [];
      return [{ type: 'VariationsGenerationProgressed', data: { campaignId, generationId, done, total } }];
    }
    case 'FinishGeneration':
      if (!running(state, command.generationId)) return [];
      return [
        {
          type: 'VariationsGenerationFinished',
          data: { campaignId, generationId: command.generationId, counts: command.counts },
        },
      ];
    case 'FailGeneration':
      if (!running(state, command.generationId)) return [];
      return [
        {
          type: 'VariationsGenerationFailed',
          data: { campaignId, generationId: command.generationId, reason: command.reason },
        },
      ];
  }
}

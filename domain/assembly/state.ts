import type { AssemblyContent, AssemblyEvent } from './events';

export interface Generation {
  generationId: string;
  status: 'running' | 'finished' | 'failed';
  done: number;
  total: number;
}

export interface CampaignAssembliesState {
  /** Unset until the stream's first import. */
  partnerId: string | null;
  assemblies: ReadonlyMap<string, AssemblyContent>;
  liveAssemblyId: string | null;
  /** The latest generation, or null before the first. */
  generation: Generation | null;
}

export const initialAssembliesState = (): CampaignAssembliesState => ({
  partnerId: null,
  assemblies: new Map(),
  liveAssemblyId: null,
  generation: null,
});

const without = (state: CampaignAssembliesState, ids: readonly string[]): CampaignAssembliesState => {
  const assemblies = new Map(state.assemblies);
  for (const id of ids) assemblies.delete(id);
  const live = state.liveAssemblyId !== null && ids.includes(state.liveAssemblyId) ? null : state.liveAssemblyId;
  return { ...state, assemblies, liveAssemblyId: live };
};

const onGeneration = (state: CampaignAssembliesState, id: string, change: Partial<Generation>) =>
  state.generation?.generationId === id ? { ...state, generation: { ...state.generation, ...change } } : state;

export function evolveAssemblies(state: CampaignAssembliesState, event: AssemblyEvent): CampaignAssembliesState {
  switch (event.type) {
    case 'AssemblyImported':
    case 'AssemblyUpdated': {
      const { fileName, columns, permutations } = event.data;
      const assemblies = new Map(state.assemblies).set(event.data.assemblyId, { fileName, columns, permutations });
      const partnerId = event.type === 'AssemblyImported' ? event.data.partnerId : state.partnerId;
      return { ...state, partnerId, assemblies };
    }
    case 'AssemblyDeleted':
      return without(state, [event.data.assemblyId]);
    case 'AllAssembliesDeleted':
      return without(state, event.data.assemblyIds);
    case 'LiveDatasourceSet':
      return { ...state, liveAssemblyId: event.data.assemblyId };
    case 'VariationsGenerationStarted':
      return {
        ...state,
        partnerId: event.data.partnerId,
        generation: { generationId: event.data.generationId, status: 'running', done: 0, total: event.data.total },
      };
    case 'VariationsGenerationProgressed':
      return onGeneration(state, event.data.generationId, { done: event.data.done, total: event.data.total });
    case 'VariationsGenerationFinished':
      return onGeneration(state, event.data.generationId, { status: 'finished' });
    case 'VariationsGenerationFailed':
      return onGeneration(state, event.data.generationId, { status: 'failed' });
  }
}

/** Every assembly's permutations together: the most variations a generation makes (equal ones count once there). */
export const permutationCount = (state: CampaignAssembliesState, exceptId?: string) =>
  [...state.assemblies].reduce((sum, [id, a]) => (id === exceptId ? sum : sum + a.permutations), 0);

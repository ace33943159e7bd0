// A custom command of the data provider as a react-admin mutation, pessimistic: nothing on screen changes
// until the server has accepted the command (DESIGN §7), and the data provider then refreshes what it
// changed. Returns [run, state] like react-admin's useUpdate; run(params, { onSuccess, onError }).
import { useDataProvider, useMutationWithMutationMode, type UseMutationWithMutationModeOptions } from 'react-admin';
import type { CommandName, CommandParams, CommandResult } from './adapters';
import type { VariaDataProvider } from './dataProvider';

type Answer<N extends CommandName> = { data: CommandResult<N> };
type Options<N extends CommandName> = Omit<
  UseMutationWithMutationModeOptions<Error, Answer<N>, CommandParams<N>>,
  'mutationFn' | 'mutationMode' | 'updateCache' | 'getQueryKeys'
>;

export function useCommand<N extends CommandName>(name: N, options: Options<N> = {}) {
  const dataProvider = useDataProvider<VariaDataProvider>();
  const run = dataProvider[name] as (params: CommandParams<N>) => Promise<CommandResult<N>>;
  return useMutationWithMutationMode<Error, Answer<N>, CommandParams<N>>(undefined, {
    ...options,
    mutationMode: 'pessimistic',
    mutationFn: async (params) => ({ data: await run(params) }),
    // Pessimistic: no optimistic cache to write or snapshot; the data provider refetches instead.
    updateCache: (_params, _mode, answer) => answer as CommandResult<N>,
    getQueryKeys: () => [],
  });
}

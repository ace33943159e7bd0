// The business nodes the signed-in user may place concepts and assets on (GET /auth/current-user): their own and
// below, or null for the whole partner. The server holds the same rule (commands/asset-scope.ts reachableNodes).
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { VariaDataProvider } from '../providers/dataProvider';
import { getSession } from './session';

export function useReachableNodes(): string[] | null | undefined {
  const dataProvider = useDataProvider<VariaDataProvider>();
  const me = useQuery({ queryKey: ['current-user', getSession()?.id], queryFn: () => dataProvider.currentUser(), staleTime: 60_000 });
  return me.data?.reachableNodeIds;
}

// The signed-in user as the server knows them now (GET /auth/current-user): name, partner, reachable nodes. One
// cached query shared by the top bar and the forms; the stored session holds only what the route guards need.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { VariaDataProvider } from '../providers/dataProvider';
import { getSession } from './session';

export function useCurrentUser() {
  const dataProvider = useDataProvider<VariaDataProvider>();
  return useQuery({
    queryKey: ['current-user', getSession()?.id],
    queryFn: () => dataProvider.currentUser(),
    staleTime: 60_000,
  });
}

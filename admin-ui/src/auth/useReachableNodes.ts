// The business nodes the signed-in user may place concepts and assets on (GET /auth/current-user): their own and
// below, or null for the whole partner. The server holds the same rule (commands/asset-scope.ts reachableNodes).
import { useCurrentUser } from './useCurrentUser';

export function useReachableNodes(): string[] | null | undefined {
  return useCurrentUser().data?.reachableNodeIds;
}

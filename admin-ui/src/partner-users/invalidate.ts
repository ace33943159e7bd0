import type { QueryClient } from '@tanstack/react-query';

/** Lists that show users or their counts; custom commands do not refresh the cache on their own. */
export function invalidateUsers(queryClient: QueryClient): void {
  for (const key of ['partner-users', 'node-users', 'internal-users', 'business-tree', 'partners', 'audit']) {
    void queryClient.invalidateQueries({ queryKey: [key] });
  }
}

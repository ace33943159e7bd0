import type { QueryClient } from '@tanstack/react-query';

/** Queries that show assets; the custom asset commands do not refresh the cache on their own. */
export function invalidateAssets(queryClient: QueryClient): void {
  for (const key of ['assets', 'asset-children', 'asset-library', 'asset-formats']) {
    void queryClient.invalidateQueries({ queryKey: [key] });
  }
}

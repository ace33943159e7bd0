import { QueryClient } from '@tanstack/react-query';

/**
 * One query cache for the app, so the HTTP client can drop it when the session ends and the data provider
 * can refresh what a write changed (./invalidation.ts).
 */
export const queryClient: QueryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 5_000, refetchOnWindowFocus: false },
  },
});

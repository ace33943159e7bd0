import { MutationCache, QueryClient } from '@tanstack/react-query';

/**
 * One query cache for the app, so the HTTP client can drop it when the session ends. Every successful
 * command adds events, so audit trails on screen are refreshed after any mutation.
 */
export const queryClient: QueryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 5_000, refetchOnWindowFocus: false },
  },
  mutationCache: new MutationCache({
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['audit'] }),
  }),
});

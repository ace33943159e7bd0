// How long the simulated platforms keep a new ad in review before they give their verdict: long enough to be seen,
// short enough for a demo. With PLATFORMS=simulated and AD_REVIEW_FIRST_POLL_MS unset, the publish worker first asks
// for reviews after the longest of them (api/workers.ts), not after the 30 s real platforms are given.
export const SIMULATED_REVIEW_MS = { google: 3_000, meta: 5_000 } as const;

export const SIMULATED_REVIEWS_SETTLED_MS = Math.max(...Object.values(SIMULATED_REVIEW_MS));

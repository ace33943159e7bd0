// Waits before retrying after another process won a race: exponential with full jitter, so racing
// processes spread out instead of colliding again in step.
const BASE_MS = 5;
const CAP_MS = 250;

export function backoff(attempt: number): Promise<void> {
  const ceiling = Math.min(CAP_MS, BASE_MS * 2 ** attempt);
  return new Promise((resolve) => setTimeout(resolve, Math.random() * ceiling));
}

/**
 * Retries a check until it passes or the time is up. Reads of the whole log may lag a moment behind
 * appends (the Postgres adapter waits for older transactions anywhere on the server).
 */
export async function eventually(check: () => unknown, timeoutMs = 10_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (performance.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

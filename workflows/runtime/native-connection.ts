// The native (Rust core) side of the Temporal SDK, which only workers use: loaded on a process's first worker
// (temporal.ts imports this module then), so a process or an API test file that runs no worker never loads
// @temporalio/worker and its core bridge, nor opens the connection.
import { DefaultLogger, IllegalStateError, NativeConnection, Runtime } from '@temporalio/worker';

let runtimeInstalled = false;

/**
 * Once per process, before the first native connection: the SDK logs every worker state change at INFO, so
 * WARN keeps the product's log readable; no shutdown signals, so each process's composition root decides the
 * order of shutdown (API, worker, connections, local server) on SIGINT/SIGTERM.
 */
export function installQuietRuntime(): void {
  if (runtimeInstalled) return;
  runtimeInstalled = true;
  try {
    Runtime.install({ logger: new DefaultLogger('WARN'), shutdownSignals: [] });
  } catch (error) {
    // Something (e.g. a TestWorkflowEnvironment) already made the runtime; keep it.
    if (!(error instanceof IllegalStateError)) throw error;
  }
}

export function connectNative(address: string): Promise<NativeConnection> {
  installQuietRuntime();
  return NativeConnection.connect({ address });
}

// Connects the product to Temporal: the cluster at TEMPORAL_ADDRESS, or a local server it starts itself.
// Two connections: the client's (grpc-js) honours a call's deadline, so a request or a health check never
// waits longer than it asked; the native one (Rust core, retrying on its own for seconds) runs workers, and is made
// when the first worker asks for it (native-connection.ts).
import { Client, Connection } from '@temporalio/client';
import type { NativeConnection } from '@temporalio/worker';
import { startLocalTemporal, type LocalTemporal, type LocalTemporalKind, type TemporalLog } from './local-server';

export interface TemporalRuntime {
  kind: 'external' | LocalTemporalKind;
  address: string;
  namespace: string;
  /** The local CLI server's Web UI; null for a cluster (its UI is the operator's) and the Java test server. */
  uiUrl: string | null;
  client: Client;
  /** The workers' connection, opened on the first call (later calls answer the same one). */
  nativeConnection(): Promise<NativeConnection>;
  log: TemporalLog;
  /** True when the server answers within a short deadline. */
  ping(): Promise<boolean>;
  /** Closes both connections and stops a local server; stop workers first. */
  close(): Promise<void>;
}

interface ConnectTemporalOptions {
  address: string | null;
  namespace?: string;
  dataDir: string;
  /** The local CLI server's Web UI port (TEMPORAL_UI_PORT). */
  uiPort?: number;
  log: TemporalLog;
}

const CONNECT_TIMEOUT_MS = 30_000;
/** The CLI's own default. */
const DEFAULT_UI_PORT = 8233;
const CALL_DEADLINE_MS = 2_000;

export async function connectTemporal(opts: ConnectTemporalOptions): Promise<TemporalRuntime> {
  const namespace = opts.namespace ?? 'default';
  let local: LocalTemporal | null = null;
  let address = opts.address;
  if (!address) {
    local = await startLocalTemporal(opts.dataDir, opts.log, { uiPort: opts.uiPort ?? DEFAULT_UI_PORT });
    address = local.address;
  }
  const kind = local?.kind ?? 'external';
  let connection: Connection | undefined;
  try {
    connection = await connectWhenReady(address, namespace);
    const nativeAddress = address;
    let native: Promise<NativeConnection> | null = null;
    opts.log(
      `Temporal: ${kind} at ${address}, namespace ${namespace}${local?.uiUrl ? `, Web UI ${local.uiUrl}` : ''}`,
      { kind, address, namespace, uiUrl: local?.uiUrl ?? null },
    );
    const { workflowService } = connection;
    const client = new Client({ connection, namespace });
    return {
      kind,
      address,
      namespace,
      uiUrl: local?.uiUrl ?? null,
      client,
      nativeConnection: () => {
        if (!native) {
          native = import('./native-connection').then(({ connectNative }) => connectNative(nativeAddress));
          // A connection that failed is tried again by the next worker that asks.
          native.catch(() => (native = null));
        }
        return native;
      },
      log: opts.log,
      ping: () =>
        client.connection
          .withDeadline(Date.now() + CALL_DEADLINE_MS, () => workflowService.getSystemInfo({}))
          .then(
            () => true,
            () => false,
          ),
      async close() {
        // A native connection never opened (or that failed to) has nothing to close.
        await native?.then(
          (opened) => opened.close(),
          () => undefined,
        );
        await client.connection.close();
        await local?.stop();
      },
    };
  } catch (error) {
    await connection?.close();
    await local?.stop();
    throw error;
  }
}

/** Retries until the server answers for the namespace: a cluster in compose may still be registering it. */
async function connectWhenReady(address: string, namespace: string): Promise<Connection> {
  const deadline = Date.now() + CONNECT_TIMEOUT_MS;
  for (;;) {
    let connection: Connection | undefined;
    try {
      connection = await Connection.connect({ address, connectTimeout: CALL_DEADLINE_MS });
      const { workflowService } = connection;
      await connection.withDeadline(Date.now() + CALL_DEADLINE_MS, () =>
        workflowService.describeNamespace({ namespace }),
      );
      return connection;
    } catch (error) {
      await connection?.close();
      if (Date.now() > deadline) {
        throw new Error(
          `Temporal at ${address} did not answer for namespace '${namespace}' within ${CONNECT_TIMEOUT_MS / 1000} s: ${String(error)}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

// The local bucket (issue 22 §5): on the embedded defaults `npm start` runs a Google Cloud Storage emulator beside the
// embedded Postgres and the local Temporal, so the demo has a cloud storage connector whose test connection passes
// and whose exports land somewhere. gcp-storage-emulator from PyPI (into .cache by pip.ts, as the tests fetch it) is
// the cheapest of the three emulators the tests run: ready in about 0.5 s with 25 MB, against moto's 1.6 s and 77 MB
// and Azurite's 3 s and 155 MB. It is simulated storage, and its connector says so.
// - It starts in the background: the boot does not wait for it (nor for pip the first time).
// - Its objects are kept on disk under DATA_DIR/local-bucket, and its port is chosen once and kept there too: the
//   connector records the endpoint.
// - The supervisor starts it again when it dies; it stops with the product.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { freePort } from './free-port';
import { pipInstalled } from './pip';
import { spawnServer, type ServerLaunch } from './server-process';
import { keepRunning } from './supervisor';

export const GCS_EMULATOR = { name: 'gcp-storage-emulator', version: '2026.7.19' } as const;
/** The bucket the emulator makes at each start (--default-bucket). */
export const LOCAL_BUCKET_NAME = 'varia-local-exports';
/** The project the emulator answers for; it checks no credentials, so any service account is let in. */
export const LOCAL_BUCKET_PROJECT = 'varia-local';

const READY_TIMEOUT_MS = 60_000;

type Log = (message: string, extra?: object, level?: 'info' | 'warn' | 'error') => void;

export interface LocalBucket {
  /** The emulator's endpoint, known before it listens: what a connector's endpoint names. */
  endpoint: string;
  bucket: string;
  /** Resolves once it listens; rejects when it could not start (the reason is logged as well). */
  ready: Promise<void>;
  stop(): Promise<void>;
}

/** The port chosen at the first start, kept in `dir` (a connector records the endpoint). */
async function keptPort(dir: string): Promise<number> {
  const file = path.join(dir, 'port');
  const kept = Number((await readFile(file, 'utf8').catch(() => '')).trim());
  if (Number.isInteger(kept) && kept > 0) return kept;
  const port = await freePort();
  await writeFile(file, `${port}\n`);
  return port;
}

/** Starts the emulator in the background under `dataDir`/local-bucket; answers at once. */
export async function startLocalBucket(dataDir: string, log: Log): Promise<LocalBucket> {
  const dir = path.join(dataDir, 'local-bucket');
  await mkdir(dir, { recursive: true });
  const port = await keptPort(dir);
  const endpoint = `http://127.0.0.1:${port}`;
  let stopped = false;
  let supervised: { stop(): Promise<void> } | null = null;
  const ready = (async () => {
    const started = Date.now();
    const installed = await pipInstalled(GCS_EMULATOR.name, GCS_EMULATOR.version, { deps: true, log });
    if (installed.dir === null) throw new Error(installed.why);
    const launch: Omit<ServerLaunch, 'flags'> = {
      what: 'local bucket',
      command: installed.python,
      args: ['-m', 'gcp_storage_emulator', 'start', '--host', '127.0.0.1', '--port', String(port)].concat([
        '--default-bucket',
        LOCAL_BUCKET_NAME,
        '--quiet',
      ]),
      port,
      logFile: path.join(dir, 'emulator.log'),
      readyTimeoutMs: READY_TIMEOUT_MS,
      // Objects under DATA_DIR/local-bucket/objects; the bucket is made at each start when missing.
      env: {
        ...process.env,
        PYTHONPATH: installed.dir,
        STORAGE_BASE: dir,
        STORAGE_DIR: 'objects',
      },
    };
    if (stopped) return;
    const first = await spawnServer({ ...launch, flags: 'w' });
    if (stopped) return void (await first.stop());
    const what = `local bucket (${GCS_EMULATOR.name}==${GCS_EMULATOR.version}, simulated Google Cloud Storage)`;
    log(`${what} listening`, { endpoint, bucket: LOCAL_BUCKET_NAME, dir, startMs: Date.now() - started });
    supervised = keepRunning(
      what,
      first,
      () => spawnServer({ ...launch, flags: 'a' }),
      (line) => log(line, {}, 'warn'),
    );
  })();
  ready.catch((error: unknown) =>
    log(
      'local bucket not started: the demo connector to it will not connect',
      { error: error instanceof Error ? error.message : String(error) },
      'warn',
    ),
  );
  return {
    endpoint,
    bucket: LOCAL_BUCKET_NAME,
    ready,
    stop: async () => {
      stopped = true;
      await ready.catch(() => undefined);
      await supervised?.stop();
    },
  };
}

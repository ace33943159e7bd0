// Local emulators of the cloud storages customers connect (issue 22 §2), fetched by the project, never installed by
// hand: moto's S3 server from PyPI (moto[server], into .cache by runtime/pip.ts), with its IAM checks switched on so
// a wrong secret and a user without rights are refused as AWS refuses them; Azurite (npm, a devDependency) for Azure
// Blob; gcp-storage-emulator from PyPI (into .cache the same way) for Google Cloud Storage. Each on a free loopback
// port, stopped with its test file.
import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../../runtime/free-port';
import { fromRoot } from '../../runtime/paths';
import { stopWhenOrphaned } from '../../runtime/orphan-guard';
import { pipInstalled } from '../../runtime/pip';
import { GCS_EMULATOR } from '../../runtime/local-bucket';

const MOTO = '5.2.5';

export interface Emulator {
  endpoint: string;
  stop(): Promise<void>;
}

async function serve(server: ChildProcess, endpoint: string, what: string): Promise<Emulator> {
  stopWhenOrphaned(server.pid!);
  const exited = new Promise((resolve) => server.once('exit', resolve));
  let log = '';
  server.stderr?.on('data', (chunk: Buffer) => (log = `${log}${chunk.toString()}`.slice(-4000)));
  const deadline = performance.now() + 60_000;
  while (
    !(await fetch(endpoint).then(
      () => true,
      () => false,
    ))
  ) {
    if (server.exitCode !== null || performance.now() > deadline) {
      server.kill();
      throw new Error(`${what} did not answer on ${endpoint}:\n${log}`);
    }
    await sleep(100);
  }
  return {
    endpoint,
    // Azurite closes gracefully on SIGTERM, waiting for the SDK's keep-alive sockets (CI saw it outlast a 120 s hook):
    // what has not exited in 5 s is killed.
    stop: async () => {
      server.kill();
      const stopped = await Promise.race([exited.then(() => true), sleep(5_000).then(() => false)]);
      if (!stopped) server.kill('SIGKILL');
      await exited;
    },
  };
}

/** Why moto cannot be fetched here (no Python with pip): a reason to skip, not a failure. */
export class MotoUnavailable extends Error {}

/** gcp-storage-emulator on loopback, in memory, with `buckets` made (it checks no credentials). */
export async function gcsEmulator(buckets: string[]): Promise<Emulator> {
  const { name, version } = GCS_EMULATOR;
  const installed = await pipInstalled(name, version, { deps: true, log: (message) => console.info(message) });
  if (installed.dir === null) throw new Error(installed.why);
  console.info(`GCS emulator: ${name}==${version} from PyPI, in ${installed.dir}`);
  const port = await freePort();
  const server = spawn(
    installed.python,
    ['-m', 'gcp_storage_emulator', 'start', '--host', '127.0.0.1', '--port', String(port), '--in-memory'],
    { env: { ...process.env, PYTHONPATH: installed.dir }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const emulator = await serve(server, `http://127.0.0.1:${port}`, `${name}==${version}`);
  for (const bucket of buckets) {
    const made = await fetch(`${emulator.endpoint}/storage/v1/b?project=test`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: bucket }),
    });
    if (!made.ok) throw new Error(`${name} refused bucket ${bucket}: ${made.status}`);
  }
  return emulator;
}

/** moto[server] on loopback, authentication off until `enforceAuth`. */
export async function motoS3(): Promise<Emulator & { enforceAuth(): Promise<void> }> {
  const installed = await pipInstalled('moto[server]', MOTO, { deps: true, log: (message) => console.info(message) });
  if (installed.dir === null) throw new MotoUnavailable(installed.why);
  console.info(`S3 emulator: moto[server]==${MOTO} from PyPI, in ${installed.dir}`);
  const port = await freePort();
  const server = spawn(installed.python, ['-m', 'moto.server', '-H', '127.0.0.1', '-p', String(port)], {
    env: { ...process.env, PYTHONPATH: installed.dir },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const emulator = await serve(server, `http://127.0.0.1:${port}`, `moto's S3 server (moto[server]==${MOTO})`);
  return {
    ...emulator,
    // From now on every call is checked against moto's IAM users, keys and policies.
    enforceAuth: async () => {
      const reset = await fetch(`${emulator.endpoint}/moto-api/reset-auth`, {
        method: 'POST',
        body: '0',
      });
      if (!reset.ok) throw new Error(`moto refused reset-auth: ${reset.status}`);
    },
  };
}

/** An IAM user of moto's with an access key, allowed `policy` (none: allowed nothing). Before enforceAuth. */
export async function motoUser(endpoint: string, name: string, policy: object | null) {
  const call = async (params: Record<string, string>) => {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        // moto routes an unsigned query call by the service its credential scope names.
        authorization: 'AWS4-HMAC-SHA256 Credential=setup/20260101/us-east-1/iam/aws4_request',
      },
      body: new URLSearchParams({ Version: '2010-05-08', ...params }).toString(),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`moto IAM ${params.Action}: ${response.status} ${text}`);
    return text;
  };
  await call({ Action: 'CreateUser', UserName: name });
  if (policy)
    await call({
      Action: 'PutUserPolicy',
      UserName: name,
      PolicyName: `${name}-policy`,
      PolicyDocument: JSON.stringify(policy),
    });
  const key = await call({ Action: 'CreateAccessKey', UserName: name });
  const field = (tag: string) => new RegExp(`<${tag}>([^<]+)</${tag}>`).exec(key)?.[1] ?? '';
  return { accessKeyId: field('AccessKeyId'), secretAccessKey: field('SecretAccessKey') };
}

/** Azurite's well-known development account (its own documentation publishes the key). */
export const AZURITE_ACCOUNT = {
  accountName: 'devstoreaccount1',
  accountKey: 'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==',
};

/** Azurite's blob service (the npm azurite devDependency) in memory on loopback; its endpoint names the account. */
export async function azuriteBlob(): Promise<Emulator> {
  const port = await freePort();
  const bin = fromRoot('node_modules', '.bin', 'azurite-blob');
  console.info(`Azure Blob emulator: azurite (npm devDependency), ${bin}`);
  const server = spawn(
    bin,
    [
      '--silent',
      '--inMemoryPersistence',
      '--skipApiVersionCheck',
      '--blobHost',
      '127.0.0.1',
      '--blobPort',
      String(port),
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const emulator = await serve(server, `http://127.0.0.1:${port}/${AZURITE_ACCOUNT.accountName}`, 'Azurite');
  return emulator;
}

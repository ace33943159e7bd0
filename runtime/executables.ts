import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';

/** The full path of an executable on PATH, or null. */
export async function onPath(command: string): Promise<string | null> {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, command);
    if (dir && (await allExist([candidate], constants.X_OK))) return candidate;
  }
  return null;
}

export async function allExist(files: string[], mode = constants.F_OK): Promise<boolean> {
  const results = await Promise.all(
    files.map((file) =>
      access(file, mode).then(
        () => true,
        () => false,
      ),
    ),
  );
  return results.every(Boolean);
}

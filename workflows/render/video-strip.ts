// A video format's screenshot (issue 19 §1): a strip of poster frames side by side, each at the format's size
// (letterboxed in black), taken at the middle of each quarter of the video, so a reviewer sees its beginning, its end
// and what comes between. ffmpeg (the pair runtime/ffmpeg.ts chooses) samples and tiles them in one run.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { probeMedia } from '../media/probe';
import { FFMPEG, pngFrameArgs, runTool } from '../media/tools';

export const STRIP_FRAMES = 4;

/** The strip of a video's poster frames as a PNG, STRIP_FRAMES × width by height; rejects for an unreadable video. */
export async function posterStrip(
  video: Buffer,
  name: string,
  size: { width: number; height: number },
  signal?: AbortSignal,
): Promise<Buffer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'varia-strip-'));
  try {
    const extension = path.extname(name).slice(1).toLowerCase() || 'mp4';
    const file = path.join(dir, `video.${extension}`);
    await writeFile(file, video, { signal });
    const { durationSeconds } = await probeMedia(file, extension);
    const duration = durationSeconds ?? 1;
    const { width, height } = size;
    const filters = [
      `fps=${STRIP_FRAMES}/${duration}`,
      `scale=${width}:${height}:force_original_aspect_ratio=decrease`,
      `pad=${width}:${height}:-1:-1:black`,
      `tile=${STRIP_FRAMES}x1`,
    ];
    const strip = await runTool(FFMPEG, pngFrameArgs(file, { seekSeconds: duration / (2 * STRIP_FRAMES), filters }), {
      signal,
    });
    if (strip.length === 0) throw new Error('The video has no frame that can be read');
    return strip;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

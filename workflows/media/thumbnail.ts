// A 320px-wide JPEG standing for an asset in lists: pictures through sharp, videos from a frame ffmpeg grabs.
import sharp, { type Sharp } from 'sharp';
import type { MediaKind } from '../../domain/asset/rules';
import { MediaUnreadableError } from './errors';
import { FFMPEG, INPUT_LIMITS, inputOf, runTool } from './tools';

export const THUMBNAIL_WIDTH = 320;

/** Null for kinds without a picture (audio, documents, fonts, archives). */
export async function makeThumbnail(file: string, kind: MediaKind): Promise<Buffer | null> {
  if (kind === 'image') return pictureThumbnail(file);
  if (kind === 'video') return videoThumbnail(file);
  return null;
}

const toJpeg = (image: Sharp) =>
  image
    .autoOrient()
    .resize({ width: THUMBNAIL_WIDTH })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80 })
    .toBuffer();

async function pictureThumbnail(file: string): Promise<Buffer> {
  try {
    const { format, width } = await sharp(file).metadata();
    // An svg renders at 72 dpi; a small one is rendered larger instead of being blown up blurry.
    const density = format === 'svg' && width < THUMBNAIL_WIDTH ? Math.ceil((72 * THUMBNAIL_WIDTH) / width) : undefined;
    return await toJpeg(sharp(file, density ? { density } : {}));
  } catch (error) {
    throw new MediaUnreadableError(file, 'not a readable picture', { cause: error });
  }
}

/** The frame at 1 s, or the first frame of a shorter video. */
async function videoThumbnail(file: string): Promise<Buffer> {
  for (const seconds of ['1', '0']) {
    const args = [...INPUT_LIMITS, '-v', 'error', '-ss', seconds, '-i', inputOf(file), '-frames:v', '1'];
    const frame = await runTool(FFMPEG, [
      ...args,
      '-vf',
      `scale=${THUMBNAIL_WIDTH}:-1`,
      '-f',
      'image2pipe',
      '-c:v',
      'png',
      'pipe:1',
    ]).catch((error: unknown) => {
      throw new MediaUnreadableError(file, 'no frame could be read', { cause: error });
    });
    if (frame.length > 0) return toJpeg(sharp(frame));
  }
  throw new MediaUnreadableError(file, 'the video has no frame');
}

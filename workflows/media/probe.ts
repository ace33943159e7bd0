// What an uploaded file is: its kind, pixel size and duration. sharp reads pictures (raster and svg),
// ffprobe reads video and audio; other kinds are kept without being read.
import sharp from 'sharp';
import { mediaKind, type MediaKind } from '../../domain/asset/rules';
import { MediaUnreadableError } from './errors';
import { FFPROBE, INPUT_LIMITS, inputOf, runTool } from './tools';

export { MediaUnreadableError } from './errors';

interface MediaProbe {
  kind: MediaKind;
  format: string;
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
}

type Measures = Pick<MediaProbe, 'width' | 'height' | 'durationSeconds'>;

export async function probeMedia(file: string, format: string): Promise<MediaProbe> {
  const kind = mediaKind(format);
  const measures: Measures =
    kind === 'image'
      ? await pictureMeasures(file)
      : kind === 'video' || kind === 'audio'
        ? await avMeasures(file)
        : { width: null, height: null, durationSeconds: null };
  return { kind, format, ...measures };
}

async function pictureMeasures(file: string): Promise<Measures> {
  try {
    // autoOrient: the size as shown, after the EXIF orientation turns a portrait photo upright.
    const { autoOrient } = await sharp(file).metadata();
    return { width: autoOrient.width, height: autoOrient.height, durationSeconds: null };
  } catch (error) {
    throw new MediaUnreadableError(file, 'not a readable picture', { cause: error });
  }
}

interface FfprobeStream {
  codec_type?: string;
  width?: number;
  height?: number;
  disposition?: { attached_pic?: number };
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number }[];
}
interface FfprobeOutput {
  streams?: FfprobeStream[];
  format?: { duration?: string };
}

async function avMeasures(file: string): Promise<Measures> {
  let output: FfprobeOutput;
  try {
    const args = [
      ...INPUT_LIMITS,
      '-v',
      'error',
      '-print_format',
      'json',
      '-show_format',
      '-show_streams',
      '-i',
      inputOf(file),
    ];
    output = JSON.parse((await runTool(FFPROBE, args)).toString('utf8')) as FfprobeOutput;
  } catch (error) {
    throw new MediaUnreadableError(file, 'not a readable video or audio file', { cause: error });
  }
  const streams = output.streams ?? [];
  // Cover art in an audio file is a video stream marked attached_pic; it gives the file no picture size.
  const video = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic && s.width && s.height);
  if (!video && !streams.some((s) => s.codec_type === 'audio'))
    throw new MediaUnreadableError(file, 'no video or audio stream');
  const duration = Number(output.format?.duration);
  return { ...displaySize(video), durationSeconds: Number.isFinite(duration) && duration > 0 ? duration : null };
}

/** Phone videos are often stored sideways with a rotation to apply when shown. */
function displaySize(video: FfprobeStream | undefined): Pick<Measures, 'width' | 'height'> {
  if (!video?.width || !video.height) return { width: null, height: null };
  const rotation = Number(
    video.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? video.tags?.rotate ?? 0,
  );
  const sideways = Math.abs(rotation) % 180 === 90;
  return sideways ? { width: video.height, height: video.width } : { width: video.width, height: video.height };
}

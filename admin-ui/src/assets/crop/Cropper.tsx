// Select a rectangle on an image. Mouse: drag on the image to draw, drag the selection to move it, drag a
// handle to resize. Keyboard (on the focused selection): arrows move it, Shift + arrows resize it; Alt for 1 px steps.
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { Box } from '@mui/material';
import { drawRect, HANDLES, moveRect, resizeRect, type Handle, type Rect, type Size } from './cropMath';

interface CropperProps {
  src: string;
  /** The image's own pixels (naturalWidth/Height), the unit of `rect`. */
  natural: Size;
  rect: Rect;
  ratio: number | null;
  onChange: (rect: Rect) => void;
  onLoad: (natural: Size) => void;
  onError: () => void;
  /** Draw a checkerboard behind the image, where it is transparent (its background removed). */
  checkerboard?: boolean;
}

type Drag = { kind: 'move' | 'draw' | Handle; startX: number; startY: number; start: Rect };

const CURSORS: Record<Handle, string> = {
  n: 'ns-resize',
  s: 'ns-resize',
  e: 'ew-resize',
  w: 'ew-resize',
  ne: 'nesw-resize',
  sw: 'nesw-resize',
  nw: 'nwse-resize',
  se: 'nwse-resize',
};
/** A checkerboard, so that what is transparent shows as such. */
const CHECKERBOARD = {
  backgroundColor: '#fff',
  backgroundImage:
    'linear-gradient(45deg, #ccc 25%, transparent 25%, transparent 75%, #ccc 75%), ' +
    'linear-gradient(45deg, #ccc 25%, transparent 25%, transparent 75%, #ccc 75%)',
  backgroundSize: '16px 16px',
  backgroundPosition: '0 0, 8px 8px',
};

const pct = (v: number, of: number) => `${(v / of) * 100}%`;

export const Cropper = ({ src, natural, rect, ratio, onChange, onLoad, onError, checkerboard }: CropperProps) => {
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const ready = natural.width > 0 && natural.height > 0;

  const point = (e: PointerEvent) => {
    const box = frame.current!.getBoundingClientRect();
    return {
      x: ((e.clientX - box.left) / box.width) * natural.width,
      y: ((e.clientY - box.top) / box.height) * natural.height,
    };
  };
  const begin = (kind: Drag['kind']) => (e: PointerEvent) => {
    if (!ready || e.button !== 0) return;
    e.preventDefault();
    e.stopPropagation();
    frame.current!.setPointerCapture(e.pointerId);
    const p = point(e);
    drag.current = { kind, startX: p.x, startY: p.y, start: rect };
  };
  const onPointerMove = (e: PointerEvent) => {
    const d = drag.current;
    if (!d) return;
    const p = point(e);
    const dx = p.x - d.startX;
    const dy = p.y - d.startY;
    if (d.kind === 'move') onChange(moveRect(d.start, dx, dy, natural));
    else if (d.kind === 'draw') {
      if (Math.abs(dx) > 2 || Math.abs(dy) > 2) onChange(drawRect(d.startX, d.startY, p.x, p.y, natural, ratio));
    } else onChange(resizeRect(d.start, d.kind, dx, dy, natural, ratio));
  };
  const end = () => {
    drag.current = null;
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const keys: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    const dir = keys[e.key];
    if (!dir || !ready) return;
    e.preventDefault();
    const step = e.altKey ? 1 : Math.max(1, Math.round(Math.max(natural.width, natural.height) / 100));
    const [dx, dy] = [dir[0] * step, dir[1] * step];
    onChange(e.shiftKey ? resizeRect(rect, 'se', dx, dy, natural, ratio) : moveRect(rect, dx, dy, natural));
  };

  return (
    <Box
      ref={frame}
      onPointerDown={begin('draw')}
      onPointerMove={onPointerMove}
      onPointerUp={end}
      onPointerCancel={end}
      sx={{
        position: 'relative',
        display: 'inline-block',
        lineHeight: 0,
        overflow: 'hidden',
        userSelect: 'none',
        touchAction: 'none',
        cursor: 'crosshair',
      }}
      data-testid="cropper"
    >
      <Box
        component="img"
        src={src}
        alt="Image to crop"
        draggable={false}
        onLoad={(e) => onLoad({ width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight })}
        onError={onError}
        sx={{ maxWidth: '100%', maxHeight: '50vh', display: 'block', ...(checkerboard ? CHECKERBOARD : {}) }}
      />
      {ready && (
        <Box
          role="group"
          tabIndex={0}
          aria-label={`Crop selection, ${Math.round(rect.width)} by ${Math.round(rect.height)} at ${Math.round(rect.x)}, ${Math.round(rect.y)}`}
          onPointerDown={begin('move')}
          onKeyDown={onKeyDown}
          sx={{
            position: 'absolute',
            left: pct(rect.x, natural.width),
            top: pct(rect.y, natural.height),
            width: pct(rect.width, natural.width),
            height: pct(rect.height, natural.height),
            boxShadow: '0 0 0 9999px rgba(0,0,0,0.5)',
            outline: '1px solid #fff',
            cursor: 'move',
            '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main' },
          }}
        >
          {HANDLES.map((h) => (
            <Box
              key={h}
              onPointerDown={begin(h)}
              sx={{
                position: 'absolute',
                width: 12,
                height: 12,
                bgcolor: '#fff',
                border: '1px solid',
                borderColor: 'grey.700',
                cursor: CURSORS[h],
                left: h.includes('w') ? -6 : h.includes('e') ? 'calc(100% - 6px)' : 'calc(50% - 6px)',
                top: h.includes('n') ? -6 : h.includes('s') ? 'calc(100% - 6px)' : 'calc(50% - 6px)',
              }}
            />
          ))}
        </Box>
      )}
    </Box>
  );
};

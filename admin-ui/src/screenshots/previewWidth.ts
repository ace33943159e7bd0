// The preview widths of the screenshot thumbnails (spec 2 §9: narrow, medium, wide 96, 144, 196), chosen on the
// personalise and creatives screens and kept in the URL (`preview`, left out at the default) like the tables' other
// params, so a reload or a shared link shows the same size.
import { useCallback } from 'react';
import { useSearchParam } from '../common/useSearchParam';

export const PREVIEW_WIDTHS = { narrow: 96, medium: 144, wide: 196 } as const;
export type PreviewWidth = keyof typeof PREVIEW_WIDTHS;
const DEFAULT_WIDTH: PreviewWidth = 'narrow';
const PARAM = 'preview';

const isWidth = (value: string | null): value is PreviewWidth => !!value && value in PREVIEW_WIDTHS;

export function usePreviewWidth(): { width: PreviewWidth; pixels: number; change: (width: PreviewWidth) => void } {
  const [raw, set] = useSearchParam(PARAM);
  const width = isWidth(raw) ? raw : DEFAULT_WIDTH;
  const change = useCallback((next: PreviewWidth) => set(next === DEFAULT_WIDTH ? null : next), [set]);
  return { width, pixels: PREVIEW_WIDTHS[width], change };
}

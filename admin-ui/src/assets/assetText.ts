// How asset values read on screen.
import { ASSET_CATEGORY_LABELS, mediaKind, type AssetCategory, type MediaKind } from '../../../domain/asset/rules';

export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return '—';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

export const categoryLabel = (type: string | null | undefined) =>
  type ? (ASSET_CATEGORY_LABELS[type as AssetCategory] ?? type) : '—';

export const kindOf = (format: string | null | undefined): MediaKind => mediaKind(format ?? '');

/** '1920x1080' → [1920, 1080]; null when unknown. */
export function parseDimension(dimension: string | null | undefined): [number, number] | null {
  const match = /^(\d+)x(\d+)$/.exec(dimension ?? '');
  return match ? [Number(match[1]), Number(match[2])] : null;
}

export const formatDate = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString() : '—');

export const assetCount = (count: number) => `${count} ${count === 1 ? 'asset' : 'assets'}`;

/** Why a bulk action or the picker's Add waits. */
export const SELECT_ASSETS_FIRST = 'Select assets first';

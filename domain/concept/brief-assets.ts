// The Assets step's five categories (spec 1 §2.5, §3): brand guidelines, fonts and logos are required; each
// category takes its own file formats; an asset added as a link must be a valid URL.
import {
  ASSET_CATEGORIES,
  ASSET_CATEGORY_LABELS,
  INVALID_FILE_FORMAT,
  mediaKind,
  urlError,
  type AssetCategory,
} from '../asset/rules';
import type { BriefAsset } from './brief';

export interface BriefAssetCategory {
  id: AssetCategory;
  label: string;
  required: boolean;
  /** What the upload control accepts; 'other' takes any image, video or audio file besides these. */
  formats: readonly string[];
}

const REQUIRED: readonly AssetCategory[] = ['brands', 'fonts', 'logos'];

const FORMATS: Record<AssetCategory, readonly string[]> = {
  brands: ['pdf', 'doc', 'docx'],
  fonts: ['otf', 'ttf', 'woff', 'woff2', 'zip'],
  logos: ['svg', 'eps', 'ai', 'png', 'jpg', 'jpeg', 'psd'],
  creatives: ['psd', 'psb', 'xd', 'tiff', 'tif', 'ai'],
  other: ['xls', 'xlsx'],
};

/** Logos are best sent as vectors; the other logo formats are accepted too. */
export const RECOMMENDED_LOGO_FORMATS: readonly string[] = ['svg', 'eps', 'ai'];

export const BRIEF_ASSET_CATEGORIES: readonly BriefAssetCategory[] = ASSET_CATEGORIES.map((id) => ({
  id,
  label: ASSET_CATEGORY_LABELS[id],
  required: REQUIRED.includes(id),
  formats: FORMATS[id],
}));

export const missingAssetsMessage = (label: string) => `Please add at least one ${label} asset`;

export function acceptsFormat(category: AssetCategory, format: string): boolean {
  const lower = format.toLowerCase();
  if (FORMATS[category].includes(lower)) return true;
  return category === 'other' && ['image', 'video', 'audio'].includes(mediaKind(lower));
}

/** A link is judged by its URL; a file by its format, once known. */
export function briefAssetError(category: AssetCategory, asset: BriefAsset): string | null {
  if (asset.link !== null) return urlError(asset.link);
  return asset.format === '' || acceptsFormat(category, asset.format) ? null : INVALID_FILE_FORMAT;
}

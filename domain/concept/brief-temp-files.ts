// A brief's temporary files (spec 1 §7 brief uploads): a file sent while the wizard is open waits outside the library
// under a temporary url `tmp/<id>` until the brief's assets are made library assets (create-single-files-from-urls),
// removed (remove-from-s3) or expired. validate/revalidate judge a file or a link against the category it is put in,
// by the Assets step's own rules (brief-assets.ts), so the wizard and the server say the same.
import { fileFormat, type AssetCategory } from '../asset/rules';
import { briefAssetError, RECOMMENDED_LOGO_FORMATS } from './brief-assets';

export const TEMP_URL_PATTERN = '^tmp/[0-9a-f]{24}$';
const TEMP_URL = new RegExp(TEMP_URL_PATTERN, 'u');
export const tempUrl = (fileId: string) => `tmp/${fileId}`;
/** The file id of a temporary url; null for anything else (a link). */
export const tempFileId = (url: string): string | null => (TEMP_URL.test(url) ? url.slice('tmp/'.length) : null);

export const TEMP_FILE_NOT_FOUND = 'This temporary file has expired or was removed; please upload it again';
export const ONE_FILE_ONLY = 'Please send one file at a time';
export const vectorLogoWarning = `A logo is best sent as a vector file (${RECOMMENDED_LOGO_FORMATS.join(', ')})`;

export interface BriefFileCheck {
  url: string;
  type: AssetCategory;
  /** Refusals: the file cannot stay in this category. */
  errors: string[];
  /** Advice: it can, but another format would serve better. */
  warnings: string[];
}

/** Judges a temporary file (by its name) or a link against a category. */
export function checkBriefFile(url: string, type: AssetCategory, file: { name: string } | null): BriefFileCheck {
  const format = file ? fileFormat(file.name) : '';
  const error = briefAssetError(type, { assetId: '', name: file?.name ?? url, format, link: file ? null : url });
  const warnings = file && type === 'logos' && !RECOMMENDED_LOGO_FORMATS.includes(format) ? [vectorLogoWarning] : [];
  return { url, type, errors: error ? [error] : [], warnings: error ? [] : warnings };
}

// What the user chose in the upload wizard, and the client-side checks made before anything is sent
// (spec 1 §5 messages, from domain/asset/rules).
import {
  fileFormat,
  suggestCategory,
  uploadBatchError,
  uploadFileError,
  type AssetCategory,
} from '../../../../domain/asset/rules';

export interface Selection {
  files: File[];
  links: string[];
  unzip: boolean;
  tags: string[];
  nodeIds: string[];
}

export const EMPTY_SELECTION: Selection = { files: [], links: [], unzip: true, tags: [], nodeIds: [] };

export const fileError = (file: File) => uploadFileError({ name: file.name, mimeType: file.type, size: file.size });
export const batchError = (s: Selection) => uploadBatchError(s.files.length + s.links.length);
/** Why the wizard cannot go on with this selection (spec 1 §5 messages), or null. */
export function selectionBlocked(s: Selection): string | null {
  if (s.files.length + s.links.length === 0) return 'Add files or links first';
  const invalid = s.files.find((f) => fileError(f));
  return batchError(s) ?? (invalid ? `${invalid.name}: ${fileError(invalid)}` : null);
}
export const hasZip = (s: Selection) => s.files.some((f) => fileFormat(f.name, f.type) === 'zip');

interface SelectedItem {
  key: string;
  name: string;
  size: number | null;
  format: string;
  category: AssetCategory;
  isLink: boolean;
  error: string | null;
}

export function selectedItems(s: Selection): SelectedItem[] {
  return [
    ...s.files.map((f, i) => ({
      key: `f${i}`,
      name: f.name,
      size: f.size,
      format: fileFormat(f.name, f.type) || '—',
      category: suggestCategory(f.name),
      isLink: false,
      error: fileError(f),
    })),
    ...s.links.map((url, i) => ({
      key: `l${i}`,
      name: url,
      size: null,
      format: 'link',
      category: suggestCategory(url),
      isLink: true,
      error: null,
    })),
  ];
}

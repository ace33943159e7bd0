// What an element edit works on: the element, the creatives (format ids), their current values, and the
// multi-edit note ('Editing N creatives' from 2, 'Editing all creatives' for a shared field at format level).
import type { DynamicElementCell, VariantRow } from '../../../../domain/personalise/answers';
import type { ElementColumn } from '../table/columns';

export interface EditTarget {
  column: ElementColumn;
  formatIds: string[];
  values: (DynamicElementCell | undefined)[];
  /** The variants the creatives belong to (for the approved/active/fallback warning). */
  rows: VariantRow[];
  note: string | null;
  /** A file dropped on the cell, to upload into the library and use. */
  file?: File;
}

// What the rows ask of the page: one context instead of a dozen props, so a row re-renders only when its own
// data or selection changes (a page of 40 rows stays smooth while one is ticked).
import { createContext, useContext } from 'react';
import type { VariantFormatRow, VariantRow } from '../../../../domain/personalise/answers';
import type { PersonaliseTree, TreeRef } from '../../providers/adapters/personalise';
import type { ElementColumn } from './columns';

/** Which creatives a cell edits: a variant's, a format's, or (shared field at format level) all of the variant's. */
export type CellScope =
  | { kind: 'variant'; row: VariantRow }
  | { kind: 'format'; row: VariantRow; format: VariantFormatRow }
  | { kind: 'shared'; row: VariantRow };

export interface TableActions {
  treeRef: TreeRef;
  tree: PersonaliseTree;
  columns: ElementColumn[];
  /** The thumbnails' width in px (spec 2 §9 preview widths). */
  previewWidth: number;
  toggleVariant: (row: VariantRow) => void;
  toggleFormat: (row: VariantRow, formatId: string) => void;
  toggleExpanded: (variantId: string) => void;
  rename: (row: VariantRow) => void;
  duplicate: (row: VariantRow) => void;
  editCell: (scope: CellScope, column: ElementColumn, file?: File) => void;
}

export const TableActionsContext = createContext<TableActions | null>(null);

export function useTableActions(): TableActions {
  const actions = useContext(TableActionsContext);
  if (!actions) throw new Error('useTableActions outside the variant table');
  return actions;
}

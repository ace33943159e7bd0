// Which creatives a cell edit reaches (spec 2 §2): a variant's cell edits its formats that have the element, and
// every selected creative on the page with it when the variant is selected ('Editing N creatives' from 2); a
// format's cell edits that format; a shared element, in the band or on a format, all the variant's formats
// ('Editing all creatives'). Editing an approved, active or fallback variant warns first.
import { useCallback, useRef, useState } from 'react';
import type { VariantRow } from '../../../domain/personalise/answers';
import type { PersonaliseTree } from '../providers/adapters/personalise';
import type { EditTarget } from './modals/editTarget';
import { editWarns } from './rules';
import { formatHas, formatsWith, type ElementColumn } from './table/columns';
import type { CellScope } from './table/TableActions';
import { EDITING_ALL, editingCount } from './texts';
import type { Selection } from './useSelection';

function targetOf(
  tree: PersonaliseTree,
  rows: readonly VariantRow[],
  selection: Selection,
  scope: CellScope,
  column: ElementColumn,
  file?: File,
): EditTarget {
  const { row } = scope;
  if (scope.kind === 'format') {
    return {
      column,
      formatIds: [scope.format.id],
      values: [scope.format.dynamicElements[column.name]],
      rows: [row],
      note: null,
      file,
    };
  }
  if (scope.kind === 'shared') {
    const formats = formatsWith(tree, row, column.name);
    return {
      column,
      formatIds: formats.map((f) => f.id),
      values: formats.map((f) => f.dynamicElements[column.name]),
      rows: [row],
      note: EDITING_ALL,
      file,
    };
  }
  const formats = selection.has(row.id)
    ? rows.flatMap((r) =>
        r.archived
          ? []
          : r.formats
              .filter((f) => !f.archived && selection.get(r.id)?.selected.has(f.id) && formatHas(tree, f, column.name))
              .map((format) => ({ row: r, format })),
      )
    : formatsWith(tree, row, column.name).map((format) => ({ row, format }));
  return {
    column,
    formatIds: formats.map((p) => p.format.id),
    values: formats.map((p) => p.format.dynamicElements[column.name]),
    rows: [...new Set(formats.map((p) => p.row))],
    note: editingCount(formats.length),
    file,
  };
}

export function useCellEdit(tree: PersonaliseTree | null, rows: readonly VariantRow[], selection: Selection) {
  const [warning, setWarning] = useState<EditTarget | null>(null);
  const [target, setTarget] = useState<EditTarget | null>(null);
  // Read through a ref, so the rows' callback stays the same while the selection changes (rows are memoised).
  const latest = useRef({ tree, rows, selection });
  latest.current = { tree, rows, selection };
  const editCell = useCallback((scope: CellScope, column: ElementColumn, file?: File) => {
    const { tree: t, rows: r, selection: s } = latest.current;
    if (!t) return;
    const next = targetOf(t, r, s, scope, column, file);
    if (next.rows.some(editWarns)) setWarning(next);
    else setTarget(next);
  }, []);
  return {
    editCell,
    warning,
    target,
    proceed: () => {
      setTarget(warning);
      setWarning(null);
    },
    close: () => {
      setWarning(null);
      setTarget(null);
    },
  };
}

// The header cells of a table's sortable columns: the active one shows its direction; a click sorts by the column,
// ascending first, and a second click on the same column turns the order.
import { TableCell, TableSortLabel } from '@mui/material';

export type SortOrder = 'ASC' | 'DESC';

interface SortableHeaderCellsProps<S extends string> {
  columns: readonly { sort: S; label: string }[];
  sort: S;
  order: SortOrder;
  onSort: (sort: S, order: SortOrder) => void;
}

export function SortableHeaderCells<S extends string>({ columns, sort, order, onSort }: SortableHeaderCellsProps<S>) {
  return columns.map((c) => (
    <TableCell key={c.sort} sortDirection={sort === c.sort ? (order === 'ASC' ? 'asc' : 'desc') : false}>
      <TableSortLabel
        active={sort === c.sort}
        direction={sort === c.sort && order === 'DESC' ? 'desc' : 'asc'}
        onClick={() => onSort(c.sort, sort === c.sort && order === 'ASC' ? 'DESC' : 'ASC')}
      >
        {c.label}
      </TableSortLabel>
    </TableCell>
  ));
}

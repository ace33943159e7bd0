// The variant table (spec 2 §2): only the page's rows, each memoised, with the page's select checkbox and the
// sortable headers (name, on/off; creation order otherwise).
import {
  Checkbox,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
} from '@mui/material';
import type { VariantRow } from '../../../../domain/personalise/answers';
import type { VariantSortField } from '../../providers/adapters/personalise';
import type { Selection } from '../useSelection';
import { checkState } from '../rules';
import { QA_TITLE } from '../../screenshots/texts';
import { useTableActions } from './TableActions';
import { VariantTableRow } from './VariantTableRow';

interface VariantTableProps {
  rows: VariantRow[];
  selection: Selection;
  expanded: ReadonlySet<string>;
  sort: VariantSortField;
  order: 'ASC' | 'DESC';
  onSort: (field: VariantSortField) => void;
  onSelectPage: (select: boolean) => void;
}

export const VariantTable = ({ rows, selection, expanded, sort, order, onSort, onSelectPage }: VariantTableProps) => {
  const { columns } = useTableActions();
  const pageFormats = rows.flatMap((r) => r.formats.map((f) => f.id));
  const selectedOnPage = new Set(rows.flatMap((r) => [...(selection.get(r.id)?.selected ?? [])]));
  const pageState = checkState(pageFormats, selectedOnPage);
  const sortLabel = (field: VariantSortField, label: string) => (
    <TableSortLabel
      active={sort === field}
      direction={sort === field ? (order === 'ASC' ? 'asc' : 'desc') : 'asc'}
      onClick={() => onSort(field)}
    >
      {label}
    </TableSortLabel>
  );
  return (
    <TableContainer sx={{ maxHeight: 'calc(100vh - 260px)' }}>
      <Table size="small" stickyHeader aria-label="Variants">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                size="small"
                checked={pageState === 'checked'}
                indeterminate={pageState === 'indeterminate'}
                disabled={!rows.length}
                onChange={() => onSelectPage(pageState !== 'checked')}
                slotProps={{ input: { 'aria-label': 'Select the page' } }}
              />
            </TableCell>
            <TableCell padding="none" />
            <TableCell>{sortLabel('name', 'Variant')}</TableCell>
            <TableCell padding="none" />
            <TableCell padding="none" />
            <TableCell padding="none">{sortLabel('enabled', 'On')}</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Formats</TableCell>
            <TableCell>Screenshots</TableCell>
            <TableCell>{QA_TITLE}</TableCell>
            <TableCell>User segments</TableCell>
            <TableCell>Schedules</TableCell>
            {columns.map((c) => (
              <TableCell key={c.name} title={c.optional ? 'Optional' : 'Required'}>
                {c.label}
                {c.optional ? '' : ' *'}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <VariantTableRow key={row.id} row={row} selection={selection.get(row.id)} expanded={expanded.has(row.id)} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

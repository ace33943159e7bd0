// The table of changed elements both diff dialogs show (the approval trail's "What changed" and the creatives'
// "Changes since the last approval"): one row per element (domain/approval-trail/diff.ts), its name first, then the
// dialog's own columns.
import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { ElementDiff } from '../../../domain/approval-trail/diff';
import type { ElementValue } from '../../../domain/personalise/events';

/** An element's text on one side of the diff; '' where the side has none. */
export const elementText = (v: ElementValue | null) => v?.value ?? '';

interface ChangedElementsTableProps {
  elements: readonly ElementDiff[];
  /** The headers of the columns after 'Element'. */
  headers: readonly string[];
  /** An element's cells under those headers. */
  cells: (element: ElementDiff) => ReactNode;
}

export const ChangedElementsTable = ({ elements, headers, cells }: ChangedElementsTableProps) => (
  <Table size="small" aria-label="Changed elements">
    <TableHead>
      <TableRow>
        <TableCell>Element</TableCell>
        {headers.map((header) => (
          <TableCell key={header}>{header}</TableCell>
        ))}
      </TableRow>
    </TableHead>
    <TableBody>
      {elements.map((e) => (
        <TableRow key={e.name}>
          <TableCell>{e.name}</TableCell>
          {cells(e)}
        </TableRow>
      ))}
    </TableBody>
  </Table>
);

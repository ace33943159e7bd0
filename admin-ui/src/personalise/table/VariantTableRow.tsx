// One variant (spec 2 §2): checkbox, expand-formats, name button, comments slot, menu, toggle, status tags, format
// chips, a screenshot per live format and their QA findings (issue 19), signal cells and element cells; expanded, one
// row per format and the 'Shared across formats' band.
import { memo } from 'react';
import { Checkbox, Chip, IconButton, Link, Stack, TableCell, TableRow } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { VariantRow } from '../../../../domain/personalise/answers';
import { VariantCommentsButton } from '../../comments';
import { QaCell } from '../../screenshots/QaFindings';
import { ScreenshotThumbnail } from '../../screenshots/ScreenshotThumbnail';
import { checkState } from '../rules';
import type { VariantSelection } from '../useSelection';
import { ActivationToggle } from './ActivationToggle';
import { formatsWith } from './columns';
import { ElementCellButton } from './ElementCellButton';
import { FormatRows } from './FormatRows';
import { PreviewButton } from './PreviewButton';
import { SignalCell } from './SignalCell';
import { StatusTags } from './StatusTags';
import { useTableActions } from './TableActions';
import { VariantMenu } from './VariantMenu';

const ARCHIVED_READ_ONLY = 'Unarchive the variant to edit it';

interface VariantTableRowProps {
  row: VariantRow;
  selection: VariantSelection | undefined;
  expanded: boolean;
}

export const VariantTableRow = memo(({ row, selection, expanded }: VariantTableRowProps) => {
  const actions = useTableActions();
  const { tree, treeRef, columns, previewWidth } = actions;
  const live = row.formats.filter((f) => !f.archived);
  const formatIds = row.formats.map((f) => f.id);
  const state = checkState(formatIds, selection?.selected);
  const readOnly = row.archived ? ARCHIVED_READ_ONLY : null;
  return (
    <>
      <TableRow hover selected={state !== 'unchecked'} data-testid="variant-row" aria-label={row.name}>
        <TableCell padding="checkbox">
          <Checkbox
            size="small"
            checked={state === 'checked'}
            indeterminate={state === 'indeterminate'}
            onChange={() => actions.toggleVariant(row)}
            slotProps={{ input: { 'aria-label': `Select ${row.name}` } }}
          />
        </TableCell>
        <TableCell padding="none">
          <IconButton
            size="small"
            aria-expanded={expanded}
            aria-label={`${expanded ? 'Hide' : 'Show'} formats of ${row.name}`}
            onClick={() => actions.toggleExpanded(row.id)}
          >
            {expanded ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
          </IconButton>
        </TableCell>
        <TableCell sx={{ minWidth: 160 }}>
          <Link
            component="button"
            variant="body2"
            underline="hover"
            onClick={() => actions.rename(row)}
            sx={{ fontWeight: 600, textAlign: 'left' }}
          >
            {row.name}
          </Link>
        </TableCell>
        <TableCell padding="none" sx={{ whiteSpace: 'nowrap' }}>
          <VariantCommentsButton campaignId={treeRef.campaignId} variant={row} />
          <PreviewButton variant={row} />
        </TableCell>
        <TableCell padding="none">
          <VariantMenu
            treeRef={treeRef}
            tree={tree}
            row={row}
            onRename={actions.rename}
            onDuplicate={actions.duplicate}
          />
        </TableCell>
        <TableCell padding="none">
          <ActivationToggle treeRef={treeRef} row={row} />
        </TableCell>
        <TableCell>
          <StatusTags row={row} />
        </TableCell>
        <TableCell>
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', maxWidth: 220 }}>
            {row.formats.map((f) => (
              <Chip
                key={f.id}
                size="small"
                label={f.shortName}
                variant={f.archived ? 'outlined' : 'filled'}
                title={`${f.name} v${f.version} · ${f.approval}`}
              />
            ))}
          </Stack>
        </TableCell>
        <TableCell>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
            {live.map((f) => (
              <ScreenshotThumbnail key={f.id} shot={f} name={`${row.name} ${f.shortName}`} width={previewWidth} />
            ))}
          </Stack>
        </TableCell>
        <TableCell data-testid="qa-cell">
          <QaCell formats={live} label={`QA of ${row.name}`} />
        </TableCell>
        <TableCell>
          <SignalCell signals={row.signals.userSegment} label={`User segments of ${row.name}`} />
        </TableCell>
        <TableCell>
          <SignalCell signals={row.signals.schedule} label={`Schedules of ${row.name}`} />
        </TableCell>
        {columns.map((column) => {
          const formats = formatsWith(tree, row, column.name);
          return (
            <TableCell key={column.name} sx={{ minWidth: 140 }}>
              {formats.length > 0 && (
                <ElementCellButton
                  column={column}
                  values={formats.map((f) => f.dynamicElements[column.name])}
                  label={`${column.label} of ${row.name}`}
                  disabledReason={readOnly}
                  onEdit={(file) => actions.editCell({ kind: 'variant', row }, column, file)}
                />
              )}
            </TableCell>
          );
        })}
      </TableRow>
      {expanded && <FormatRows row={row} selected={selection?.selected} readOnly={readOnly} />}
    </>
  );
});
VariantTableRow.displayName = 'VariantTableRow';

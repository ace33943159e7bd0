// An expanded variant (spec 2 §2): the 'Shared across formats' band (a shared element edited there, or on any
// format, goes to all the variant's creatives) and one row per format, with its own checkbox, approval, archive
// and restore, and its element cells; a carousel format adds its card count and one row per card.
import { Fragment, useState, type ReactNode } from 'react';
import { Checkbox, Chip, IconButton, Stack, TableCell, TableRow, Typography } from '@mui/material';
import Archive from '@mui/icons-material/Archive';
import Unarchive from '@mui/icons-material/Unarchive';
import { useNotify } from 'react-admin';
import { cannotArchive } from '../../../../domain/personalise/messages';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { useNotifyFailure } from '../../common/notifications';
import { WhyDisabled } from '../../common/WhyDisabled';
import type { VariantFormatRow, VariantRow } from '../../../../domain/personalise/answers';
import { useCommand } from '../../providers/useCommand';
import { SHARED_BAND } from '../texts';
import { CardControls, CardRows } from './CarouselCards';
import { formatHas, templateOfFormat } from './columns';
import { ElementCellButton } from './ElementCellButton';
import { useTableActions } from './TableActions';

/** The span of the fixed columns after the checkbox: expand, name, comments, menu, toggle, status, formats,
 * screenshots, QA, segments, schedules. */
const LABEL_SPAN = 11;
const FORMAT_ARCHIVED_READ_ONLY = 'Unarchive the format to edit it';

export const FormatRows = ({
  row,
  selected,
  readOnly,
}: {
  row: VariantRow;
  selected: ReadonlySet<string> | undefined;
  readOnly: string | null;
}) => {
  const { tree, columns, editCell } = useTableActions();
  const shared = columns.filter((c) => c.shared);
  return (
    <>
      {shared.length > 0 && (
        <TableRow data-testid="shared-band" sx={{ bgcolor: 'action.hover' }}>
          <TableCell />
          <TableCell colSpan={LABEL_SPAN}>
            <Typography variant="body2" sx={{ fontWeight: 600, pl: 4 }}>
              {SHARED_BAND}
            </Typography>
          </TableCell>
          {columns.map((column) => (
            <TableCell key={column.name}>
              {column.shared && (
                <ElementCellButton
                  column={column}
                  values={row.formats.filter((f) => !f.archived).map((f) => f.dynamicElements[column.name])}
                  label={`${column.label} shared across formats of ${row.name}`}
                  disabledReason={readOnly}
                  onEdit={(file) => editCell({ kind: 'shared', row }, column, file)}
                />
              )}
            </TableCell>
          ))}
        </TableRow>
      )}
      {row.formats.map((format) => {
        const template = templateOfFormat(tree, format);
        const carousel = template?.facebookFormat === 'fbCarousel';
        const locked = readOnly ?? (format.archived ? FORMAT_ARCHIVED_READ_ONLY : null);
        return (
          <Fragment key={format.id}>
            <TableRow data-testid="format-row" aria-label={`${row.name} ${format.shortName}`}>
              <TableCell padding="checkbox" />
              <TableCell colSpan={LABEL_SPAN}>
                <FormatLabel row={row} format={format} selected={!!selected?.has(format.id)}>
                  {carousel && <CardControls row={row} format={format} readOnly={locked} />}
                </FormatLabel>
              </TableCell>
              {columns.map((column) => (
                <TableCell key={column.name}>
                  {formatHas(tree, format, column.name) && (
                    <ElementCellButton
                      column={column}
                      values={[format.dynamicElements[column.name]]}
                      label={`${column.label} of ${row.name} ${format.shortName}`}
                      disabledReason={locked}
                      onEdit={(file) =>
                        editCell(
                          column.shared ? { kind: 'shared', row } : { kind: 'format', row, format },
                          column,
                          file,
                        )
                      }
                    />
                  )}
                </TableCell>
              ))}
            </TableRow>
            {carousel && template && (
              <CardRows row={row} format={format} readOnly={locked} template={template} span={LABEL_SPAN} />
            )}
          </Fragment>
        );
      })}
    </>
  );
};

const FormatLabel = ({
  row,
  format,
  selected,
  children,
}: {
  row: VariantRow;
  format: VariantFormatRow;
  selected: boolean;
  /** More of the format's own controls (a carousel's cards). */
  children?: ReactNode;
}) => {
  const { treeRef, toggleFormat } = useTableActions();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const [confirming, setConfirming] = useState(false);
  const [archive, { isPending }] = useCommand('archiveFormat');
  const run = (archived: boolean) =>
    archive(
      { ...treeRef, variantId: row.id, formatId: format.id, archived },
      {
        onSuccess: () => {
          setConfirming(false);
          notify(`Format ${format.shortName} of ${row.name} ${archived ? 'archived' : 'unarchived'}`, {
            type: 'success',
          });
        },
        onError: (error) => {
          setConfirming(false);
          notifyFailure(cannotArchive(archived, 'format'), error);
        },
      },
    );
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', pl: 4 }}>
      <Checkbox
        size="small"
        checked={selected}
        onChange={() => toggleFormat(row, format.id)}
        slotProps={{ input: { 'aria-label': `Select ${row.name} ${format.shortName}` } }}
      />
      <Typography variant="body2">{format.name}</Typography>
      <Chip size="small" label={format.shortName} />
      <Typography variant="caption" color="text.secondary">
        v{format.version} · {format.approval}
        {format.archived ? ' · archived' : ''}
      </Typography>
      <WhyDisabled
        reason={row.archived && 'Unarchive the variant first'}
        title={format.archived ? 'Unarchive format' : 'Archive format'}
      >
        <IconButton
          size="small"
          disabled={row.archived || isPending}
          aria-label={`${format.archived ? 'Unarchive' : 'Archive'} format ${format.shortName} of ${row.name}`}
          onClick={() => (format.archived ? void run(false) : setConfirming(true))}
        >
          {format.archived ? <Unarchive fontSize="small" /> : <Archive fontSize="small" />}
        </IconButton>
      </WhyDisabled>
      {children}
      <ConfirmDialog
        open={confirming}
        title={`Archive format ${format.shortName} of ${row.name}?`}
        content="The archived creative is left out when the variant is turned on."
        confirm="Archive"
        destructive
        pending={isPending}
        onConfirm={() => void run(true)}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
};

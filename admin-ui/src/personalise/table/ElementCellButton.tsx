// A dynamic-element cell (spec 2 §2): the value (rich text without its tags, an asset's thumbnail), a '+N'
// badge when the creatives it stands for hold more than one value, 'Required' when a required one is empty.
// Clicking edits it; image and video cells take a dropped file of their kind, others say 'File type not allowed'.
import { memo, useState, type DragEvent } from 'react';
import { Box, ButtonBase, Chip, Typography } from '@mui/material';
import { FILE_TYPE_NOT_ALLOWED } from '../../../../domain/personalise/messages';
import type { DynamicElementCell } from '../../../../domain/personalise/answers';
import { useNotifyError } from '../../common/notifications';
import { WhyDisabled } from '../../common/WhyDisabled';
import { dropAllowed, richTextAsText } from '../rules';
import type { ElementColumn } from './columns';

interface ElementCellButtonProps {
  column: ElementColumn;
  /** The values of the creatives this cell stands for (one per format that has the element). */
  values: readonly (DynamicElementCell | undefined)[];
  /** What the cell edits, for its accessible name: 'Headline of Summer'. */
  label: string;
  disabledReason?: string | null;
  onEdit: (file?: File) => void;
}

function shownValue(column: ElementColumn, cell: DynamicElementCell | undefined): string {
  if (!cell?.value) return '';
  return column.editor === 'richText' ? richTextAsText(cell.value) : cell.value;
}

export const ElementCellButton = memo(({ column, values, label, disabledReason, onEdit }: ElementCellButtonProps) => {
  const notifyError = useNotifyError();
  const [over, setOver] = useState(false);
  const [brokenThumb, setBrokenThumb] = useState<string | null>(null);
  const first = values.find((v) => v?.value);
  const unique = new Set(values.map((v) => `${v?.assetId ?? ''}|${v?.value ?? ''}`)).size;
  const empty = !first;
  const media = column.type === 'image' || column.type === 'video';
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const file = e.dataTransfer.files[0];
    if (!file || disabledReason) return;
    if (!dropAllowed(column.type, file.type)) notifyError(new Error(FILE_TYPE_NOT_ALLOWED));
    else onEdit(file);
  };
  return (
    <WhyDisabled reason={disabledReason} block>
      <ButtonBase
        onClick={() => onEdit()}
        disabled={!!disabledReason}
        aria-label={`Edit ${label}`}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        sx={{
          width: '100%',
          minHeight: 32,
          justifyContent: 'flex-start',
          gap: 0.5,
          px: 0.5,
          borderRadius: 1,
          textAlign: 'left',
          outline: over ? '2px dashed' : 'none',
          outlineColor: 'primary.main',
          '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
        }}
      >
        {media && first?.thumbLocation && first.thumbLocation !== brokenThumb && (
          <Box
            component="img"
            src={first.thumbLocation}
            alt=""
            onError={() => setBrokenThumb(first.thumbLocation)}
            sx={{ width: 32, height: 32, objectFit: 'cover', borderRadius: 0.5 }}
          />
        )}
        <Typography
          variant="body2"
          noWrap
          sx={{
            maxWidth: 180,
            color: empty && !column.optional ? 'error.main' : empty ? 'text.disabled' : 'text.primary',
          }}
        >
          {empty ? (column.optional ? '—' : 'Required') : shownValue(column, first)}
        </Typography>
        {unique > 1 && <Chip size="small" label={`+${unique - 1}`} title={`${unique} different values`} />}
      </ButtonBase>
    </WhyDisabled>
  );
});
ElementCellButton.displayName = 'ElementCellButton';

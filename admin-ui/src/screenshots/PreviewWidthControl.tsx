// Narrow, medium or wide thumbnails (spec 2 §9), written to the URL by usePreviewWidth.
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { PREVIEW_WIDTHS, type PreviewWidth } from './previewWidth';

const LABELS: Record<PreviewWidth, string> = { narrow: 'Narrow', medium: 'Medium', wide: 'Wide' };

export const PreviewWidthControl = ({
  value,
  onChange,
}: {
  value: PreviewWidth;
  onChange: (width: PreviewWidth) => void;
}) => (
  <ToggleButtonGroup
    size="small"
    exclusive
    value={value}
    onChange={(_e, next: PreviewWidth | null) => next && onChange(next)}
    aria-label="Preview width"
  >
    {(Object.keys(PREVIEW_WIDTHS) as PreviewWidth[]).map((w) => (
      <ToggleButton key={w} value={w} title={`${LABELS[w]} previews, ${PREVIEW_WIDTHS[w]} px`}>
        {LABELS[w]}
      </ToggleButton>
    ))}
  </ToggleButtonGroup>
);

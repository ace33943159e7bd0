// A variant's preview button, beside its comments button: opens the templatePreview (or previewWithoutTemplate, as
// 'Preview options' say) of the variant through the URL (../usePreviewParams.ts), as the comments button opens its
// panel.
import { IconButton, Tooltip } from '@mui/material';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import { usePreviewParams } from '../usePreviewParams';

export const PreviewButton = ({ variant }: { variant: { id: string; name: string } }) => {
  const { change } = usePreviewParams();
  const label = `Preview ${variant.name}`;
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={() => change({ variantId: variant.id })}>
        <Visibility fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};

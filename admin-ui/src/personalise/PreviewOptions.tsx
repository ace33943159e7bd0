// The 'Preview options' sidebar (spec 2 §2): which format a variant's preview shows, the preview width (spec 2 §9, the
// thumbnails' own, ../screenshots/previewWidth.ts) and whether it shows with its template (templatePreview) or
// without (previewWithoutTemplate). Every choice goes to the URL at once; it opens above a preview it was asked from.
import {
  Box,
  Drawer,
  FormControl,
  FormControlLabel,
  FormLabel,
  IconButton,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import Close from '@mui/icons-material/Close';
import { PREVIEW_OPTIONS_TITLE } from '../../../domain/personalise/preview';
import type { PersonaliseTree } from '../providers/adapters/personalise';
import { PreviewWidthControl } from '../screenshots/PreviewWidthControl';
import { usePreviewWidth } from '../screenshots/previewWidth';
import type { PreviewParams } from './usePreviewParams';

interface PreviewOptionsProps {
  open: boolean;
  tree: PersonaliseTree;
  params: PreviewParams;
  onChange: (change: Partial<PreviewParams>) => void;
  onClose: () => void;
}

export const PreviewOptions = ({ open, tree, params, onChange, onClose }: PreviewOptionsProps) => {
  const width = usePreviewWidth();
  const chosen = params.templateId ?? tree.templates[0]?.templateId ?? '';
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }}
      slotProps={{ paper: { sx: { width: 320 }, role: 'dialog', 'aria-label': PREVIEW_OPTIONS_TITLE } }}
    >
      <Stack spacing={3} sx={{ p: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <Typography variant="h6" sx={{ flex: 1 }}>
            {PREVIEW_OPTIONS_TITLE}
          </Typography>
          <IconButton aria-label="Close the preview options" onClick={onClose}>
            <Close />
          </IconButton>
        </Stack>
        <FormControl>
          <FormLabel id="preview-format">Format</FormLabel>
          <RadioGroup
            aria-labelledby="preview-format"
            value={chosen}
            onChange={(e) => onChange({ templateId: e.target.value })}
          >
            {tree.templates.map((t) => (
              <FormControlLabel
                key={t.templateId}
                value={t.templateId}
                control={<Radio size="small" />}
                label={`${t.name} (${t.shortName})`}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <Box>
          <FormLabel component="div" sx={{ mb: 1 }}>
            Preview width
          </FormLabel>
          <PreviewWidthControl value={width.width} onChange={width.change} />
        </Box>
        <FormControlLabel
          control={
            <Switch checked={params.withTemplate} onChange={(e) => onChange({ withTemplate: e.target.checked })} />
          }
          label="With template"
        />
      </Stack>
    </Drawer>
  );
};

// A template's preview in a modal (spec 1 §2.4, §9): 700 wide, 980 with its dynamic fields listed beside it.
// The template runs in a sandboxed frame at its own size: scripts only, an opaque origin, and the server
// sends the same sandbox as its Content-Security-Policy, so it can never read the product's cookies.
import { useId } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import type { Template } from '../../providers/adapters/templates';
import { frameSize } from './templateGroups';

const PREVIEW_WIDTH = 700;
const PREVIEW_WIDTH_WITH_OPTIONS = 980;

const DynamicFields = ({ template }: { template: Template }) => (
  <Box sx={{ minWidth: 220, maxWidth: 260 }}>
    <Typography variant="subtitle2">Dynamic fields</Typography>
    <List dense aria-label="Dynamic fields">
      {template.dynamicFields.map((field) => (
        <ListItem key={field.name} disableGutters>
          <ListItemText
            primary={`${field.name} (${field.type})`}
            secondary={
              <>
                Default: {field.defaultValue === null ? '—' : String(field.defaultValue)}
                {field.possibleValues?.length ? (
                  <>
                    <br />
                    Possible: {field.possibleValues.join(', ')}
                  </>
                ) : null}
                {field.imageSize ? (
                  <>
                    <br />
                    Image: {field.imageSize.width}x{field.imageSize.height}
                  </>
                ) : null}
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  </Box>
);

interface TemplatePreviewDialogProps {
  template: Template;
  onClose: () => void;
  /** Another page of the template's to show (the code editor's unsaved preview) under this title. */
  unsaved?: { location: string; title: string };
}

export const TemplatePreviewDialog = ({ template, onClose, unsaved }: TemplatePreviewDialogProps) => {
  const titleId = useId();
  const location = unsaved?.location ?? template.previewLocation;
  const withOptions = template.dynamicFields.length > 0;
  const { width, height } = frameSize(template);
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{
        paper: { sx: { width: withOptions ? PREVIEW_WIDTH_WITH_OPTIONS : PREVIEW_WIDTH, maxWidth: '95vw' } },
      }}
    >
      <DialogTitle id={titleId}>{unsaved?.title ?? `${template.name} · v${template.version}`}</DialogTitle>
      <DialogContent>
        <Stack direction="row" sx={{ gap: 2, alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, overflow: 'auto', bgcolor: 'grey.100', p: 1, display: 'flex', justifyContent: 'center' }}>
            {location ? (
              <iframe
                src={location}
                sandbox="allow-scripts"
                title={`Preview of ${template.name}`}
                width={width}
                height={height}
                style={{ border: 0, flex: 'none', background: '#fff' }}
              />
            ) : (
              <Typography color="text.secondary" sx={{ p: 4 }}>
                Video templates have no HTML preview.
              </Typography>
            )}
          </Box>
          {withOptions && <DynamicFields template={template} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
};

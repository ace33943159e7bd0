// A format's screenshot at full size, with what QA found in it, its render time and weight, and whether the format
// has changed since.
import { useId } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import type { ScreenshotPicture } from '../../../domain/screenshot/answers';
import { QaFindingList } from './QaFindings';
import { STALE_SCREENSHOT } from './texts';

const KB = 1024;

export const ScreenshotDialog = ({
  name,
  picture,
  onClose,
}: {
  name: string;
  picture: ScreenshotPicture | null;
  onClose: () => void;
}) => {
  const titleId = useId();
  return (
    <Dialog open={!!picture} onClose={onClose} maxWidth={false} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Screenshot of {name}</DialogTitle>
      {picture && (
        <DialogContent>
          <Stack spacing={2}>
            {picture.stale && <Alert severity="info">{STALE_SCREENSHOT}</Alert>}
            <Box sx={{ overflow: 'auto', maxWidth: '90vw', maxHeight: '70vh' }}>
              <img src={picture.url} alt={`Screenshot of ${name} at full size`} style={{ display: 'block' }} />
            </Box>
            {picture.findings.length > 0 ? (
              <QaFindingList findings={picture.findings} />
            ) : (
              <Typography variant="body2">QA found nothing wrong.</Typography>
            )}
            <Typography variant="caption" color="text.secondary">
              Rendered in {picture.renderMs} ms · {Math.ceil(picture.weightBytes / KB)} KB loaded
            </Typography>
          </Stack>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
};

// The crop's progress after it was requested: it is processed like an upload (spec 1 §4), over the live channel.
import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { UPLOAD_STATUS_LABELS, type UploadStatus } from '../../../../domain/asset/rules';
import type { UploadItem } from '../../providers/assetTypes';

export const CropProgress = ({ item }: { item: UploadItem | null }) => {
  const status = item?.status ?? 'PENDING';
  if (status === 'DONE' || status === 'MERGED') {
    return (
      <Alert severity={status === 'DONE' ? 'success' : 'info'} data-testid="crop-done">
        {item?.message ?? 'The crop was created.'}
      </Alert>
    );
  }
  if (status === 'FAILED' || status === 'URL_FAILED') {
    return (
      <Alert severity="error" data-testid="crop-failed">
        {UPLOAD_STATUS_LABELS[status]}
        {(item?.data?.errors ?? []).map((e) => (
          <div key={e}>{e}</div>
        ))}
      </Alert>
    );
  }
  const value = status === 'UPLOADING' && item?.total ? Math.round(((item.loaded ?? 0) / item.total) * 100) : null;
  return (
    <Box data-testid="crop-progress">
      <Typography variant="body2" color="text.secondary">
        {UPLOAD_STATUS_LABELS[status as UploadStatus] ?? status}
        {value !== null ? ` ${value}%` : ''}
      </Typography>
      <LinearProgress
        variant={value === null ? 'indeterminate' : 'determinate'}
        value={value ?? undefined}
        sx={{ mt: 0.5 }}
        aria-label="Crop progress"
      />
    </Box>
  );
};

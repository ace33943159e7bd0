// Step 4 (upload): a row per file or link, updated live; a refusal of the whole request is shown on top.
import { Alert, List, Typography } from '@mui/material';
import { useLiveConnected } from '../live/socket';
import { UploadRowView } from './UploadRowView';
import { isFailed, SUCCEEDED } from './uploadRows';
import { isRunning, type UploadBatch } from './uploadStore';

export const UploadProgress = ({ batch }: { batch: UploadBatch }) => {
  const connected = useLiveConnected();
  const done = batch.rows.filter((r) => SUCCEEDED.includes(r.status)).length;
  const failed = batch.rows.filter(isFailed).length;
  const merged = batch.rows.filter((r) => r.status === 'MERGED').length;
  const running = isRunning(batch);
  return (
    <>
      {batch.error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {batch.error}
        </Alert>
      )}
      {running && !connected && !batch.sending && (
        <Alert severity="info" sx={{ mb: 1 }}>
          Reconnecting to follow the progress…
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary" data-testid="upload-summary">
        {running ? 'Uploading' : 'Finished'}: {done} of {batch.rows.length} done
        {failed ? `, ${failed} failed` : ''}
        {merged ? `, ${merged} already in the library` : ''}
      </Typography>
      <List dense aria-label="Upload progress" sx={{ maxHeight: 400, overflow: 'auto' }}>
        {batch.rows.map((row) => (
          <UploadRowView key={row.key} row={row} />
        ))}
      </List>
    </>
  );
};

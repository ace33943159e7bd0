// Opens the upload wizard (can(role, 'upload')). While this tab's uploads run the button says so and reopens
// their progress; after a reload it brings the batch back first.
import { useEffect, useState } from 'react';
import { Button, CircularProgress } from '@mui/material';
import CloudUpload from '@mui/icons-material/CloudUpload';
import { can } from '../../../../domain/roles';
import { useSession } from '../../auth/session';
import { UploadDialog } from './UploadDialog';
import { isRunning, restoreUpload, useUploadBatch } from './uploadStore';

export const UploadButton = ({ partnerId }: { partnerId: string | null }) => {
  const session = useSession();
  const batch = useUploadBatch();
  const [open, setOpen] = useState(false);
  useEffect(() => restoreUpload(), []);
  if (!session || !can(session.role, 'upload')) return null;
  const running = isRunning(batch);
  return (
    <>
      <Button
        variant="contained"
        startIcon={running ? <CircularProgress size={16} color="inherit" /> : <CloudUpload />}
        onClick={() => setOpen(true)}
      >
        {running ? 'Uploading…' : batch ? 'Upload results' : 'Upload'}
      </Button>
      <UploadDialog open={open} partnerId={batch?.partnerId ?? partnerId} onClose={() => setOpen(false)} />
    </>
  );
};

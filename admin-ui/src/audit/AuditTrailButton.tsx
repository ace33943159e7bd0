import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Tooltip } from '@mui/material';
import History from '@mui/icons-material/History';
import type { AuditEntityType } from '../providers/types';
import { AuditTrail } from './AuditTrail';

/** Opens the audit trail of one entity in a dialog. */
export const AuditTrailButton = ({
  entityType,
  entityId,
  name,
}: {
  entityType: AuditEntityType;
  entityId: string;
  name: string;
}) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title="Audit trail">
        <IconButton aria-label={`Audit trail of ${name}`} onClick={() => setOpen(true)} size="small">
          <History fontSize="small" />
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="md">
        <DialogTitle>Audit trail: {name}</DialogTitle>
        <DialogContent sx={{ pt: 0 }}>
          {open && <AuditTrail entityType={entityType} entityId={entityId} title={false} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
};

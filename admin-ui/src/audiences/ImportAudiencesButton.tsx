// 'Import' (POST /campaigns/{id}/audiences/import): a CSV or XLSX file, one audience per row, its values named as the
// chosen market's Campaign Manager 360 names them. The dialog says the columns; a refusal shows spec 3 §8's words as
// the server sent them, and nothing of the file is kept.
import { useState } from 'react';
import { Button, Dialog, DialogContent, DialogContentText, DialogTitle, MenuItem, TextField } from '@mui/material';
import UploadFile from '@mui/icons-material/UploadFile';
import { useNotify } from 'react-admin';
import { SpreadsheetFilePicker, SpreadsheetImportActions } from '../common/SpreadsheetImport';
import { AUDIENCE_IMPORT_HEADER } from '../../../domain/audience/import';
import type { Campaign } from '../providers/adapters/campaigns';
import { useCommand } from '../providers/useCommand';
import { useNotifyError } from '../common/notifications';
import { useCampaignNodes } from './useCampaignNodes';

export const ImportAudiencesButton = ({ campaign }: { campaign: Campaign }) => {
  const nodes = useCampaignNodes(campaign);
  const [open, setOpen] = useState(false);
  const [nodeId, setNodeId] = useState(campaign.businessNodes[0] ?? '');
  const [file, setFile] = useState<File | null>(null);
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [run, { isPending }] = useCommand('importAudiences');
  const close = () => {
    setOpen(false);
    setFile(null);
  };
  const submit = () =>
    file &&
    run(
      { campaignId: campaign.id, nodeId, file },
      {
        onSuccess: (data) => {
          notify(`${data.imported} audience${data.imported === 1 ? '' : 's'} imported`, { type: 'success' });
          close();
        },
        onError: notifyError,
      },
    );
  return (
    <>
      <Button variant="outlined" startIcon={<UploadFile />} onClick={() => setOpen(true)}>
        Import
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
        <DialogTitle>Import audiences</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            A CSV or XLSX file with one audience per row. Columns: {AUDIENCE_IMPORT_HEADER.join(', ')}. Audience name
            and at least one targeting column are required; list several values in a cell with semicolons.
          </DialogContentText>
          <TextField
            select
            fullWidth
            label="Campaign Manager 360 of"
            value={nodeId}
            onChange={(e) => setNodeId(e.target.value)}
            sx={{ mb: 2 }}
          >
            {nodes.map((n) => (
              <MenuItem key={n.id} value={n.id}>
                {n.name}
              </MenuItem>
            ))}
          </TextField>
          <SpreadsheetFilePicker file={file} label="Audience file" onChange={setFile} />
        </DialogContent>
        <SpreadsheetImportActions file={file} isPending={isPending} onCancel={close} onImport={() => void submit()} />
      </Dialog>
    </>
  );
};

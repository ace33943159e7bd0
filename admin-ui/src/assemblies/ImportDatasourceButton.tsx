// 'Import datasource' (POST /assemblies/import?campaignId): a CSV or XLSX whose columns are the templates' fields and
// whose cells, down each column, are their elements. The dialog says the rule; a refusal shows the server's words
// (spec 3 §8's CSV messages, 'Datasource elements count mismatch', the limits), and nothing of the file is kept.
// Greyed out, with the reason, while a feed drives the campaign (one source per campaign).
import { useState } from 'react';
import { Button, Dialog, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import UploadFile from '@mui/icons-material/UploadFile';
import { useNotify } from 'react-admin';
import { SpreadsheetFilePicker, SpreadsheetImportActions } from '../common/SpreadsheetImport';
import { useNotifyError } from '../common/notifications';
import { useCommand } from '../providers/useCommand';
import { WhyDisabled } from '../common/WhyDisabled';
import { useVariantSources } from './useVariantSources';

export const ImportDatasourceButton = ({ campaignId }: { campaignId: string }) => {
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [run, { isPending }] = useCommand('importAssembly');
  const refusal = useVariantSources(campaignId).data?.datasource ?? null;
  const close = () => {
    setOpen(false);
    setFile(null);
  };
  const submit = () =>
    file &&
    run(
      { campaignId, file },
      {
        onSuccess: (data) => {
          notify(`${data.fileName} imported: ${data.permutations} permutations`, { type: 'success' });
          close();
        },
        onError: notifyError,
      },
    );
  return (
    <>
      <WhyDisabled reason={refusal}>
        <Button variant="outlined" startIcon={<UploadFile />} disabled={!!refusal} onClick={() => setOpen(true)}>
          Import datasource
        </Button>
      </WhyDisabled>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
        <DialogTitle>Import a datasource</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            A CSV or XLSX file with one column per template field (its name or label, e.g. Headline), and that
            field&apos;s elements down the column. Every element is combined with every element of the other columns;
            columns named with the same group, e.g. &quot;Headline [offer]&quot; and &quot;Call to Action [offer]&quot;,
            are paired row by row instead and must hold as many elements.
          </DialogContentText>
          <SpreadsheetFilePicker file={file} label="Datasource file" onChange={setFile} />
        </DialogContent>
        <SpreadsheetImportActions file={file} isPending={isPending} onCancel={close} onImport={() => void submit()} />
      </Dialog>
    </>
  );
};

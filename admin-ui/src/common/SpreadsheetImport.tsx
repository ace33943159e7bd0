// The parts an import dialog of a CSV or XLSX file shares (audiences, datasources): the file picker, and Cancel beside
// an Import that says why it waits.
import { Button, DialogActions } from '@mui/material';
import UploadFile from '@mui/icons-material/UploadFile';
import { WhyDisabled, WORKING } from './WhyDisabled';

export const SpreadsheetFilePicker = ({
  file,
  label,
  onChange,
}: {
  file: File | null;
  /** The input's accessible name. */
  label: string;
  onChange: (file: File | null) => void;
}) => (
  <Button component="label" variant="outlined" startIcon={<UploadFile />}>
    {file ? file.name : 'Choose file'}
    <input
      hidden
      type="file"
      accept=".csv,.xlsx"
      aria-label={label}
      onChange={(e) => onChange(e.target.files?.[0] ?? null)}
    />
  </Button>
);

export const SpreadsheetImportActions = ({
  file,
  isPending,
  onCancel,
  onImport,
}: {
  file: File | null;
  isPending: boolean;
  onCancel: () => void;
  onImport: () => void;
}) => (
  <DialogActions>
    <Button onClick={onCancel}>Cancel</Button>
    <WhyDisabled reason={(isPending && WORKING) || (!file && 'Choose a CSV or XLSX file first')}>
      <Button variant="contained" onClick={onImport} disabled={!file || isPending}>
        Import
      </Button>
    </WhyDisabled>
  </DialogActions>
);

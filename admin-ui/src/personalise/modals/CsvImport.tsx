// Importing user segments from a CSV file (spec 2 §5; POST signals/upload {csvData, segmentType}): the file's
// text is sent as it is, the server judges it, and a refusal says 'Failed to import signals' (spec 2 §8) and shows the
// server's message beside the import, row and column named.
// 'Download template' gives a file with the columns the chosen segment type needs (the header the server checks).
import { useRef, useState } from 'react';
import { Alert, Button, MenuItem, Stack, TextField } from '@mui/material';
import Download from '@mui/icons-material/Download';
import { stringify } from 'csv-stringify/browser/esm/sync';
import UploadFile from '@mui/icons-material/UploadFile';
import { useNotify } from 'react-admin';
import type { Platform } from '../../../../domain/campaign/platforms';
import { TOAST } from '../../../../domain/personalise/messages';
import { segmentTypesFor, type UserSegmentType } from '../../../../domain/personalise/signals';
import { signalsCsvHeader } from '../../../../domain/personalise/signals-csv';
import { useNotifyFailure } from '../../common/notifications';
import { WhyDisabled, WORKING } from '../../common/WhyDisabled';
import type { TreeRef } from '../../providers/adapters/personalise';
import { useCommand } from '../../providers/useCommand';

/** Saves the segment type's template: its header row only, so nothing in it is imported by mistake. */
function downloadTemplate(segmentType: UserSegmentType) {
  const csv = stringify([signalsCsvHeader(segmentType)], { record_delimiter: 'windows' });
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `user-segments-${segmentType.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-template.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export const CsvImport = ({ treeRef, platform }: { treeRef: TreeRef; platform: Platform }) => {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const types = segmentTypesFor(platform);
  const [segmentType, setSegmentType] = useState<UserSegmentType>(types[0]!);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [upload, { isPending }] = useCommand('uploadSignals');
  const input = useRef<HTMLInputElement>(null);
  const send = async (file: File) => {
    setRefusal(null);
    void upload(
      { ...treeRef, csvData: await file.text(), segmentType },
      {
        onSuccess: (answer) =>
          notify(`${answer.imported} user segment(s) imported from ${file.name}`, { type: 'success' }),
        onError: (error) => {
          notifyFailure(TOAST.importSignals);
          setRefusal(error.message);
        },
      },
    );
  };
  return (
    <Stack spacing={1} aria-label="Import user segments">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <TextField
          select
          size="small"
          label="Segment type"
          value={segmentType}
          onChange={(e) => setSegmentType(e.target.value as UserSegmentType)}
          sx={{ minWidth: 220 }}
        >
          {types.map((t) => (
            <MenuItem key={t} value={t}>
              {t}
            </MenuItem>
          ))}
        </TextField>
        <WhyDisabled reason={isPending && WORKING}>
          <Button
            variant="outlined"
            startIcon={<UploadFile />}
            disabled={isPending}
            onClick={() => input.current?.click()}
          >
            Import CSV
          </Button>
        </WhyDisabled>
        <Button startIcon={<Download />} onClick={() => downloadTemplate(segmentType)}>
          Download template
        </Button>
        <input
          ref={input}
          hidden
          type="file"
          accept=".csv,text/csv"
          data-testid="segments-csv-input"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void send(file);
          }}
        />
      </Stack>
      {refusal && (
        <Alert severity="error" onClose={() => setRefusal(null)} data-testid="csv-refusal">
          {refusal}
        </Alert>
      )}
    </Stack>
  );
};

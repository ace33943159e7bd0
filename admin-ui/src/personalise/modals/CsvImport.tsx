// Importing user segments from a CSV file (spec 2 §5; POST signals/upload {csvData, segmentType}): the file's
// text is sent as it is, the server judges it, and a refusal says 'Failed to import signals' (spec 2 §8) and shows the
// server's message beside the import, row and column named.
// 'Download template' gives a file with the columns the chosen segment type needs (the header the server checks).
import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import Download from '@mui/icons-material/Download';
import { stringify } from 'csv-stringify/browser/esm/sync';
import type { Platform } from '../../../../domain/campaign/platforms';
import { segmentTypesFor, type UserSegmentType } from '../../../../domain/personalise/signals';
import { signalsCsvHeader } from '../../../../domain/personalise/signals-csv';
import { downloadBlob } from '../../common/copyAndDownload';
import { SelectField } from '../../common/SelectField';
import { WORKING } from '../../common/WhyDisabled';
import type { TreeRef } from '../../providers/adapters/personalise';
import { useCommand } from '../../providers/useCommand';
import { CsvFileButton } from './CsvFileButton';
import { useCsvOutcome } from './useCsvOutcome';

/** Saves the segment type's template: its header row only, so nothing in it is imported by mistake. */
function downloadTemplate(segmentType: UserSegmentType) {
  const csv = stringify([signalsCsvHeader(segmentType)], { record_delimiter: 'windows' });
  downloadBlob(
    new Blob([csv], { type: 'text/csv' }),
    `user-segments-${segmentType.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-template.csv`,
  );
}

export const CsvImport = ({ treeRef, platform }: { treeRef: TreeRef; platform: Platform }) => {
  const types = segmentTypesFor(platform);
  const [segmentType, setSegmentType] = useState<UserSegmentType>(types[0]!);
  const outcome = useCsvOutcome('user segment', 'csv-refusal');
  const [upload, { isPending }] = useCommand('uploadSignals');
  const send = async (file: File) => {
    const handlers = outcome.handlers(file);
    void upload({ ...treeRef, csvData: await file.text(), segmentType }, handlers);
  };
  return (
    <Stack spacing={1} aria-label="Import user segments">
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <SelectField label="Segment type" value={segmentType} options={types} onChange={setSegmentType} />
        <CsvFileButton why={isPending && WORKING} onFile={(file) => void send(file)} testId="segments-csv-input" />
        <Button startIcon={<Download />} onClick={() => downloadTemplate(segmentType)}>
          Download template
        </Button>
      </Stack>
      {outcome.refusal}
    </Stack>
  );
};

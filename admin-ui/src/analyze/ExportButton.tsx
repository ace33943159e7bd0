// The export (spec 3 §4, §8, §9; issue 21 §2): a format of spec 3 §9 (domain/analyze-view/export-formats.ts),
// then every row as the server streams it, with no cap. 'Exporting...' while it runs, 'Analyze CSV was exported'
// once the file is saved, 'An error has happened while generating CSV file' with the server's reason when it fails.
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, ListItemText, Menu, MenuItem } from '@mui/material';
import Download from '@mui/icons-material/Download';
import { useNotify } from 'react-admin';
import { EXPORT_FORMAT_TEXT, EXPORT_FORMATS, type ExportFormat } from '../../../domain/analyze-view/export-formats';
import { ANALYZER_MESSAGES } from '../../../domain/analyze-view/fields';
import { WhyDisabled } from '../common/WhyDisabled';
import { useNotifyFailure } from '../common/notifications';
import { exportReport, type ReportSettings } from './analyzeApi';

export const ExportButton = ({ settings, partner }: { settings: ReportSettings; partner: string | null }) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const run = useMutation({
    mutationFn: (format: ExportFormat) => exportReport(settings, format, partner),
    onMutate: () => notify(ANALYZER_MESSAGES.exporting, { type: 'info' }),
    onSuccess: () => notify(ANALYZER_MESSAGES.exported, { type: 'success' }),
    onError: (error) => notifyFailure(ANALYZER_MESSAGES.exportFailed, error),
  });
  return (
    <>
      <WhyDisabled reason={run.isPending && ANALYZER_MESSAGES.exporting}>
        <Button
          variant="outlined"
          startIcon={<Download />}
          disabled={run.isPending}
          aria-haspopup="menu"
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          Export
        </Button>
      </WhyDisabled>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {EXPORT_FORMATS.map((format) => (
          <MenuItem
            key={format}
            onClick={() => {
              setAnchor(null);
              run.mutate(format);
            }}
          >
            <ListItemText primary={format} secondary={EXPORT_FORMAT_TEXT[format]} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};

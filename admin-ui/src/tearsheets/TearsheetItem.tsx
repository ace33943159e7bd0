// One tearsheet in the campaign's list: its filter, status, creatives, who asked and when; a progress bar while it is
// made (live over /ws), the reason when it failed; once ready, its PDF and spreadsheet for every reader, and 'Share
// link' with its public links for those who may share.
import { useState } from 'react';
import { Button, Chip, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import Download from '@mui/icons-material/Download';
import Share from '@mui/icons-material/Share';
import type { Tearsheet } from '../../../domain/tearsheet/answers';
import { filterSummary } from '../../../domain/tearsheet/filter';
import { TEARSHEET_ERROR } from '../../../domain/tearsheet/messages';
import { WhyDisabled } from '../common/WhyDisabled';
import { ShareLinkDialog } from './ShareLinkDialog';
import { TearsheetLinks } from './TearsheetLinks';
import { SHARE_NEEDS_READY, TEARSHEET_STATUS_LABELS } from './texts';

const STATUS_COLORS = { requested: 'default', building: 'info', ready: 'success', failed: 'error' } as const;

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

const Progress = ({ tearsheet: { entries, done, status } }: { tearsheet: Tearsheet }) => (
  <Stack spacing={0.5}>
    <LinearProgress
      variant={status === 'building' && entries > 0 ? 'determinate' : 'indeterminate'}
      value={entries > 0 ? (done / entries) * 100 : 0}
      aria-label="Tearsheet progress"
    />
    <Typography variant="caption" color="text.secondary">
      {status === 'building' ? `${done} of ${entries} laid out` : 'Collecting the creatives…'}
    </Typography>
  </Stack>
);

const Downloads = ({ tearsheet }: { tearsheet: Tearsheet }) => {
  const why = tearsheet.status === 'ready' ? null : 'The tearsheet is not ready yet';
  const link = (href: string | null, label: string) => (
    <WhyDisabled reason={why}>
      {href ? (
        <Button size="small" startIcon={<Download />} href={href} download>
          {label}
        </Button>
      ) : (
        <Button size="small" startIcon={<Download />} disabled>
          {label}
        </Button>
      )}
    </WhyDisabled>
  );
  return (
    <>
      {link(tearsheet.pdfUrl, 'Download PDF')}
      {link(tearsheet.xlsxUrl, 'Download XLSX')}
    </>
  );
};

export const TearsheetItem = ({ tearsheet, whyNoShare }: { tearsheet: Tearsheet; whyNoShare: string | null }) => {
  const [sharing, setSharing] = useState(false);
  const summary = filterSummary(tearsheet.filter);
  const requested = new Date(tearsheet.requestedAt).toLocaleString();
  const settled = tearsheet.status === 'ready' || tearsheet.status === 'failed';
  return (
    <Paper
      variant="outlined"
      component="li"
      sx={{ p: 2, listStyle: 'none' }}
      data-testid="tearsheet"
      data-status={tearsheet.status}
      aria-label={`Tearsheet of ${requested}: ${summary}`}
    >
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="subtitle1" component="h4">
            {summary}
          </Typography>
          <Chip
            size="small"
            color={STATUS_COLORS[tearsheet.status]}
            label={TEARSHEET_STATUS_LABELS[tearsheet.status]}
            data-testid="tearsheet-status"
          />
          <Stack sx={{ flex: 1 }} />
          <Downloads tearsheet={tearsheet} />
          <WhyDisabled reason={whyNoShare ?? (tearsheet.status === 'ready' ? null : SHARE_NEEDS_READY)}>
            <Button
              size="small"
              startIcon={<Share />}
              disabled={!!whyNoShare || tearsheet.status !== 'ready'}
              onClick={() => setSharing(true)}
            >
              Share link
            </Button>
          </WhyDisabled>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {[
            settled || tearsheet.entries > 0 ? plural(tearsheet.entries, 'creative') : null,
            tearsheet.pages !== null ? plural(tearsheet.pages, 'page') : null,
            `made by ${tearsheet.requestedByName ?? 'a former user'} on ${requested}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        {!settled && <Progress tearsheet={tearsheet} />}
        {tearsheet.status === 'failed' && (
          <Typography variant="body2" color="error">
            {tearsheet.reason ? `${tearsheet.reason}. ` : ''}
            {TEARSHEET_ERROR}
          </Typography>
        )}
        {tearsheet.links.length > 0 && <TearsheetLinks links={tearsheet.links} whyNoShare={whyNoShare} />}
      </Stack>
      <ShareLinkDialog
        tearsheetId={tearsheet.id}
        subject={`the tearsheet of ${requested}`}
        open={sharing}
        onClose={() => setSharing(false)}
      />
    </Paper>
  );
};

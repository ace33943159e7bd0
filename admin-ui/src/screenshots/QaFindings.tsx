// What automated QA found in a render (issue 19 §4): the list of findings, the personalise table's 'QA' cell (every
// live format's findings of a variant) and the warning the creatives view shows a reviewer before the toggle.
import { Alert, AlertTitle, Chip, Stack, Tooltip, Typography } from '@mui/material';
import WarningAmber from '@mui/icons-material/WarningAmber';
import type { QaFinding } from '../../../domain/screenshot/qa';
import type { ScreenshotPicture } from '../../../domain/screenshot/answers';
import { QA_KIND_LABELS } from './texts';

const findingsText = (n: number) => `${n} QA ${n === 1 ? 'finding' : 'findings'}`;

export const QaFindingList = ({ findings }: { findings: readonly QaFinding[] }) => (
  <Stack component="ul" spacing={0.25} sx={{ m: 0, pl: 2 }}>
    {findings.map((f, i) => (
      <Typography component="li" variant="body2" key={i}>
        <strong>{QA_KIND_LABELS[f.kind]}</strong>: {f.detail}
      </Typography>
    ))}
  </Stack>
);

/** A variant's QA: its formats' findings counted, listed by format in the tooltip; a dash while none is pictured. */
export const QaCell = ({
  formats,
  label,
}: {
  formats: readonly { shortName: string; screenshot: ScreenshotPicture | null }[];
  label: string;
}) => {
  const pictured = formats.filter((f) => f.screenshot);
  const found = pictured.flatMap((f) => f.screenshot!.findings.map((finding) => ({ format: f.shortName, finding })));
  if (pictured.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" title="No screenshot yet" aria-label={`${label}: not checked`}>
        —
      </Typography>
    );
  if (found.length === 0)
    return <Chip size="small" color="success" variant="outlined" label="OK" aria-label={`${label}: no findings`} />;
  return (
    <Tooltip
      describeChild
      title={
        <Stack spacing={0.5}>
          {found.map(({ format, finding }, i) => (
            <Typography key={i} variant="caption">
              {format} · {QA_KIND_LABELS[finding.kind]}: {finding.detail}
            </Typography>
          ))}
        </Stack>
      }
    >
      <Chip
        size="small"
        color="warning"
        icon={<WarningAmber />}
        label={found.length}
        aria-label={`${label}: ${findingsText(found.length)}`}
        tabIndex={0}
      />
    </Tooltip>
  );
};

/** Shown to a reviewer before the approval toggle: approving stays possible. */
export const QaWarning = ({ findings }: { findings: readonly QaFinding[] }) => (
  <Alert severity="warning" sx={{ py: 0, textAlign: 'left' }} data-testid="qa-warning">
    <AlertTitle sx={{ mb: 0 }}>{findingsText(findings.length)}</AlertTitle>
    <QaFindingList findings={findings} />
  </Alert>
);

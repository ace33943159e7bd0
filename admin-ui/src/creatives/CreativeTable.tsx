// The creatives of one page: per variant its formats with their status label, where each is published (status and the
// platform's review per account, admin-ui/src/publishing/PublishStatusChip.tsx), the 'changed since the last approval'
// badge (opening the diff), what they hold, who approved them last, and the three-way toggle of the reviewer's kind
// beside the format's screenshot, what QA found in it shown first (issue 19 §1, §4: approving stays possible).
import { Chip, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import {
  CHANGED_SINCE_APPROVAL,
  toggleOf,
  type ApprovalKind,
  type ToggleValue,
} from '../../../domain/personalise/approvals';
import { QaWarning } from '../screenshots/QaFindings';
import { ScreenshotThumbnail } from '../screenshots/ScreenshotThumbnail';
import { ApprovalToggle } from './ApprovalToggle';
import type { CreativeFormat, CreativeRow } from '../../../domain/personalise/creative-answers';
import { PublishStatusChip } from '../publishing/PublishStatusChip';

const STATUS_COLORS: Record<string, 'success' | 'error' | 'warning' | 'info' | 'default'> = {
  approved: 'success',
  rejected: 'error',
  'interim approved': 'info',
  'interim rejected': 'warning',
};
/** What a format holds, briefly: its first values. */
const SHOWN_VALUES = 3;

const NO_APPROVAL_RIGHT = 'Your role cannot approve creatives';
const ARCHIVED_FORMAT = 'This format is archived';

const Content = ({ format }: { format: CreativeFormat }) => {
  const entries = Object.entries(format.values).sort(([a], [b]) => a.localeCompare(b));
  if (entries.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        No content yet
      </Typography>
    );
  return (
    <Stack>
      {entries.slice(0, SHOWN_VALUES).map(([name, v]) => (
        <Typography key={name} variant="body2" noWrap sx={{ maxWidth: 320 }} title={`${name}: ${v.value}`}>
          <Typography component="span" variant="body2" color="text.secondary">
            {name}:{' '}
          </Typography>
          {v.value}
        </Typography>
      ))}
      {entries.length > SHOWN_VALUES && (
        <Typography variant="caption" color="text.secondary">
          +{entries.length - SHOWN_VALUES} more
        </Typography>
      )}
    </Stack>
  );
};

interface CreativeTableProps {
  rows: CreativeRow[];
  kind: ApprovalKind | null;
  decisions: Readonly<Record<string, ToggleValue>>;
  onDecide: (formatId: string, value: ToggleValue) => void;
  onShowChanges: (variant: CreativeRow, format: CreativeFormat) => void;
  /** The thumbnails' width in px (spec 2 §9). */
  previewWidth: number;
}

export const CreativeTable = ({ rows, kind, decisions, onDecide, onShowChanges, previewWidth }: CreativeTableProps) => (
  <Stack spacing={2}>
    {rows.map((variant) => (
      <Paper key={variant.id} variant="outlined" data-testid={`creative-${variant.name}`}>
        <Stack direction="row" spacing={1} sx={{ px: 2, pt: 1.5, alignItems: 'center' }}>
          <Typography variant="subtitle1" component="h3">
            {variant.name}
          </Typography>
          {variant.isFallback && <Chip size="small" label="fallback" variant="outlined" />}
          {variant.enabled && <Chip size="small" label="active" color="success" variant="outlined" />}
        </Stack>
        <Table size="small" aria-label={`Formats of ${variant.name}`}>
          <TableHead>
            <TableRow>
              <TableCell>Format</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Content</TableCell>
              <TableCell>Last approved</TableCell>
              <TableCell>Screenshot</TableCell>
              <TableCell align="right">Decision</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {variant.formats.map((format) => {
              const recorded = kind ? toggleOf(format.approval, kind) : 0;
              const value = decisions[format.id] ?? recorded;
              return (
                <TableRow key={format.id} data-testid={`format-${variant.name}-${format.size}`}>
                  <TableCell>
                    <Typography variant="body2">{format.size}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {format.name}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={0.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                      <Chip
                        size="small"
                        label={format.status}
                        color={STATUS_COLORS[format.status] ?? 'default'}
                        data-testid="format-status"
                      />
                      {format.changedSinceApproval && (
                        <Chip
                          size="small"
                          color="warning"
                          variant="outlined"
                          label={CHANGED_SINCE_APPROVAL}
                          onClick={() => onShowChanges(variant, format)}
                          aria-label={`Show what changed since the last approval of ${variant.name} ${format.size}`}
                        />
                      )}
                      {format.publications.map((p) => (
                        <PublishStatusChip key={`${p.platform}-${p.nodeId}`} publication={p} />
                      ))}
                    </Stack>
                  </TableCell>
                  <TableCell>
                    <Content format={format} />
                  </TableCell>
                  <TableCell>
                    {format.lastApproved ? (
                      <Typography variant="body2">
                        {format.lastApproved.by.name ?? format.lastApproved.by.id}
                        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                          {new Date(format.lastApproved.at).toLocaleString()}
                        </Typography>
                      </Typography>
                    ) : (
                      <Typography variant="body2" color="text.secondary">
                        —
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    <ScreenshotThumbnail shot={format} name={`${variant.name} ${format.size}`} width={previewWidth} />
                  </TableCell>
                  <TableCell align="right">
                    {!!format.screenshot?.findings.length && <QaWarning findings={format.screenshot.findings} />}
                    <ApprovalToggle
                      label={`Decision on ${variant.name} ${format.size}`}
                      value={value}
                      changed={value !== recorded}
                      disabledReason={!kind ? NO_APPROVAL_RIGHT : format.archived ? ARCHIVED_FORMAT : null}
                      onChange={(next) => onDecide(format.id, next)}
                    />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Paper>
    ))}
  </Stack>
);

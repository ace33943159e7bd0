// The trail's rows, newest first: when, variant, format, decision, who with which role, the content fingerprint, its
// screenshot beside the format's current one, and the comment. A user's or a variant's name filters by it; two
// records picked are compared in the diff dialog.
import { Checkbox, Link, Table, TableBody, TableCell, TableHead, TableRow, Tooltip } from '@mui/material';
import type { ApprovalRecordRow, TrailEntry } from '../../../domain/approval-trail/answers';
import { DecisionChip, formatTime, shortFingerprint } from './labels';
import { TrailPictures } from './TrailPictures';

interface TrailTableProps {
  rows: TrailEntry[];
  picked: string[];
  onPick: (id: string) => void;
  onUser: (record: ApprovalRecordRow) => void;
  onVariant: (record: ApprovalRecordRow) => void;
}

export const userName = (r: ApprovalRecordRow) => r.by.name ?? r.by.email ?? r.by.userId;

export const TrailTable = ({ rows, picked, onPick, onUser, onVariant }: TrailTableProps) => (
  <Table size="small" aria-label="Approval trail">
    <TableHead>
      <TableRow>
        <TableCell padding="checkbox" />
        <TableCell>At</TableCell>
        <TableCell>Variant</TableCell>
        <TableCell>Format</TableCell>
        <TableCell>Decision</TableCell>
        <TableCell>By</TableCell>
        <TableCell>Role</TableCell>
        <TableCell>Content</TableCell>
        <TableCell>Screenshot</TableCell>
        <TableCell>Comment</TableCell>
      </TableRow>
    </TableHead>
    <TableBody>
      {rows.map((r) => (
        <TableRow key={r.id} hover selected={picked.includes(r.id)} data-testid="trail-row">
          <TableCell padding="checkbox">
            <Checkbox
              checked={picked.includes(r.id)}
              onChange={() => onPick(r.id)}
              slotProps={{
                input: { 'aria-label': `Compare ${r.variantName} ${r.templateName} at ${formatTime(r.at)}` },
              }}
            />
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTime(r.at)}</TableCell>
          <TableCell>
            <Link component="button" type="button" onClick={() => onVariant(r)}>
              {r.variantName}
            </Link>
          </TableCell>
          <TableCell>
            {r.templateName} (v{r.content.version})
          </TableCell>
          <TableCell>
            <DecisionChip decision={r.decision} kind={r.kind} />
          </TableCell>
          <TableCell>
            <Link component="button" type="button" onClick={() => onUser(r)}>
              {userName(r)}
            </Link>
          </TableCell>
          <TableCell>{r.role}</TableCell>
          <TableCell>
            <Tooltip
              title={`${r.fingerprint}${r.fingerprintRecorded ? '' : ' (computed: recorded before approvals were bound)'}`}
            >
              <code tabIndex={0}>{shortFingerprint(r.fingerprint)}</code>
            </Tooltip>
          </TableCell>
          <TableCell>
            <TrailPictures screenshots={r.screenshots} />
          </TableCell>
          <TableCell>{r.comment}</TableCell>
        </TableRow>
      ))}
    </TableBody>
  </Table>
);

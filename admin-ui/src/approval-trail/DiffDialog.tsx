// The diff between two records of the trail (two approved versions, or an approval and the edit that lapsed it): each
// element that changed, a changed text word by word (common/WordDiff.tsx), and a new template version or card count.
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TableCell,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ApprovalRecordRow } from '../../../domain/approval-trail/answers';
import { ChangedElementsTable, elementText } from '../common/ChangedElementsTable';
import { WordDiff } from '../common/WordDiff';
import { formatTime, shortFingerprint } from './labels';
import { recordDiff } from './trailApi';

const Side = ({ label, record }: { label: string; record: ApprovalRecordRow }) => (
  <Typography variant="body2">
    <strong>{label}:</strong> {record.decision} {record.kind ?? ''} by{' '}
    {record.by.name ?? record.by.email ?? record.by.userId} at {formatTime(record.at)} (
    <code>{shortFingerprint(record.fingerprint)}</code>)
  </Typography>
);

export const DiffDialog = ({
  campaignId,
  ids,
  onClose,
}: {
  campaignId: string;
  ids: [string, string] | null;
  onClose: () => void;
}) => {
  const query = useQuery({
    queryKey: ['approval-trail', campaignId, 'diff', ids],
    queryFn: ({ signal }) => recordDiff(campaignId, ids![0], ids![1], signal),
    enabled: ids !== null,
  });
  const changed = query.data?.elements.filter((e) => e.change !== 'unchanged') ?? [];
  return (
    <Dialog open={ids !== null} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="trail-diff-title">
      <DialogTitle id="trail-diff-title">What changed</DialogTitle>
      <DialogContent>
        {query.isPending && <CircularProgress aria-label="Loading the diff" />}
        {query.error && <Alert severity="error">{query.error.message}</Alert>}
        {query.data && (
          <Stack spacing={2}>
            <Side label="From" record={query.data.from} />
            <Side label="To" record={query.data.to} />
            {query.data.version && (
              <Alert severity="info">
                Template version {query.data.version.before} → {query.data.version.after}
              </Alert>
            )}
            {query.data.cards && (
              <Alert severity="info">
                Cards {query.data.cards.before ?? '–'} → {query.data.cards.after ?? '–'}
              </Alert>
            )}
            {changed.length === 0 && !query.data.version && !query.data.cards ? (
              <Alert severity="success">The content is the same: nothing changed between these records.</Alert>
            ) : (
              <ChangedElementsTable
                elements={changed}
                headers={['Change', 'Content']}
                cells={(e) => (
                  <>
                    <TableCell>{e.change}</TableCell>
                    <TableCell>
                      <WordDiff before={elementText(e.before)} after={elementText(e.after)} />
                    </TableCell>
                  </>
                )}
              />
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
};

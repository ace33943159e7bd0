// 'Changed since the last approval': what a format's elements hold now against what its last approval judged, each
// changed element as a word diff (the diff package), with who approved it and when.
import { useId } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { diffWords } from 'diff';
import type { ElementValue } from '../../../domain/personalise/events';
import type { CreativeFormat } from './creativesAdapter';

const text = (v: ElementValue | undefined) => v?.value ?? '';

/** The elements whose value differs, in name order. */
export function changedElements(before: Record<string, ElementValue>, after: Record<string, ElementValue>): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((name) => text(before[name]) !== text(after[name]) || (before[name]?.assetId ?? null) !== (after[name]?.assetId ?? null))
    .sort();
}

const WordDiff = ({ before, after }: { before: string; after: string }) => (
  <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
    {diffWords(before, after).map((part, i) =>
      part.added ? (
        <Box key={i} component="ins" sx={{ bgcolor: 'success.light', textDecoration: 'none' }} data-testid="diff-added">{part.value}</Box>
      ) : part.removed ? (
        <Box key={i} component="del" sx={{ bgcolor: 'error.light' }} data-testid="diff-removed">{part.value}</Box>
      ) : (
        <span key={i}>{part.value}</span>
      ),
    )}
  </Box>
);

export const ChangesDialog = ({ variantName, format, onClose }: { variantName: string; format: CreativeFormat; onClose: () => void }) => {
  const titleId = useId();
  const approved = format.lastApproved;
  const names = approved ? changedElements(approved.values, format.values) : [];
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>
        Changes since the last approval: {variantName}, {format.size}
      </DialogTitle>
      <DialogContent>
        {approved && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Approved by {approved.by.name ?? approved.by.id} on {new Date(approved.at).toLocaleString()}
          </Typography>
        )}
        {names.length === 0 ? (
          <Typography>No element differs from the approved content.</Typography>
        ) : (
          <Table size="small" aria-label="Changed elements">
            <TableHead>
              <TableRow>
                <TableCell>Element</TableCell>
                <TableCell>Approved</TableCell>
                <TableCell>Now</TableCell>
                <TableCell>Change</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {names.map((name) => (
                <TableRow key={name}>
                  <TableCell>{name}</TableCell>
                  <TableCell>{text(approved!.values[name]) || '—'}</TableCell>
                  <TableCell>{text(format.values[name]) || '—'}</TableCell>
                  <TableCell>
                    <Stack>
                      <WordDiff before={text(approved!.values[name])} after={text(format.values[name])} />
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
};

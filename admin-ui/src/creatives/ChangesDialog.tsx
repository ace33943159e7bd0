// 'Changed since the last approval': what a format's elements hold now against what its last approval judged, each
// changed element (domain/approval-trail/diff.ts) as a word diff, with who approved it and when.
import { useId } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TableCell, Typography } from '@mui/material';
import { diffElements } from '../../../domain/approval-trail/diff';
import { ChangedElementsTable, elementText } from '../common/ChangedElementsTable';
import { WordDiff } from '../common/WordDiff';
import type { CreativeFormat } from '../../../domain/personalise/creative-answers';

export const ChangesDialog = ({
  variantName,
  format,
  onClose,
}: {
  variantName: string;
  format: CreativeFormat;
  onClose: () => void;
}) => {
  const titleId = useId();
  const approved = format.lastApproved;
  const changed = approved ? diffElements(approved.values, format.values).filter((e) => e.change !== 'unchanged') : [];
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
        {changed.length === 0 ? (
          <Typography>No element differs from the approved content.</Typography>
        ) : (
          <ChangedElementsTable
            elements={changed}
            headers={['Approved', 'Now', 'Change']}
            cells={(e) => (
              <>
                <TableCell>{elementText(e.before) || '—'}</TableCell>
                <TableCell>{elementText(e.after) || '—'}</TableCell>
                <TableCell>
                  <Stack>
                    <WordDiff before={elementText(e.before)} after={elementText(e.after)} />
                  </Stack>
                </TableCell>
              </>
            )}
          />
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

// A changed text word by word (the `diff` package): removed words struck through on red, added ones on green. The
// creatives' "changed since the last approval" and the approval trail's diff both show changes this way.
import { Box } from '@mui/material';
import { diffWords } from 'diff';

export const WordDiff = ({ before, after }: { before: string; after: string }) => (
  <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
    {diffWords(before, after).map((part, i) =>
      part.added ? (
        <Box key={i} component="ins" sx={{ bgcolor: 'success.light', textDecoration: 'none' }} data-testid="diff-added">
          {part.value}
        </Box>
      ) : part.removed ? (
        <Box key={i} component="del" sx={{ bgcolor: 'error.light' }} data-testid="diff-removed">
          {part.value}
        </Box>
      ) : (
        <span key={i}>{part.value}</span>
      ),
    )}
  </Box>
);

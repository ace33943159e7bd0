// A signal cell (spec 2 §2, §9): at most 3 names, one a row, and a '+N' badge for the rest.
import { Box, Chip, Typography } from '@mui/material';
import type { NamedSignal } from '../../../../domain/personalise/answers';

const SIGNAL_ROWS = 3;

export const SignalCell = ({ signals, label }: { signals: readonly NamedSignal[]; label: string }) => {
  if (!signals.length)
    return (
      <Typography variant="body2" color="text.disabled">
        —
      </Typography>
    );
  const rest = signals.length - SIGNAL_ROWS;
  return (
    <Box aria-label={label} sx={{ maxWidth: 180 }}>
      {signals.slice(0, SIGNAL_ROWS).map((s) => (
        <Typography key={s.id} variant="body2" noWrap sx={{ fontSize: 12, fontWeight: 700 }}>
          {s.name}
        </Typography>
      ))}
      {rest > 0 && (
        <Chip
          size="small"
          label={`+${rest}`}
          title={signals
            .slice(SIGNAL_ROWS)
            .map((s) => s.name)
            .join(', ')}
        />
      )}
    </Box>
  );
};

// A lift verdict as a chip: wins green, loses red, not enough data yet grey (domain/report/lift.ts VERDICT_TEXTS).
import { Chip } from '@mui/material';
import type { NamedVariantLift } from '../../../domain/report/reporter-answers';

const COLORS = { WINS: 'success', LOSES: 'error', NOT_ENOUGH_DATA: 'default' } as const;

export const VerdictChip = ({ lift }: { lift: Pick<NamedVariantLift, 'verdict' | 'verdictText'> }) => (
  <Chip size="small" color={COLORS[lift.verdict]} label={lift.verdictText} />
);

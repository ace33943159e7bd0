// A variant's status tags (spec 2 §4): active, scheduled, fallback, archived, as the rules of ../rules.ts show them.
import { Chip, Stack } from '@mui/material';
import type { StatusTag, VariantRow } from '../../../../domain/personalise/answers';
import { visibleTags } from '../rules';

const COLORS: Record<StatusTag, 'success' | 'info' | 'secondary' | 'default'> = {
  active: 'success',
  scheduled: 'info',
  fallback: 'secondary',
  archived: 'default',
};

export const StatusTags = ({ row }: { row: Pick<VariantRow, 'archived' | 'statusTags'> }) => (
  <Stack direction="row" spacing={0.5} data-testid="status-tags">
    {visibleTags(row).map((tag) => (
      <Chip key={tag} size="small" variant="outlined" color={COLORS[tag]} label={tag} />
    ))}
  </Stack>
);

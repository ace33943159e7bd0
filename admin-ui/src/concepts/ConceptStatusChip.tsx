import { Chip } from '@mui/material';
import type { ConceptStatus } from '../../../domain/concept/events';
import { CONCEPT_STATUS_LABELS } from '../../../domain/concept/status-labels';

const COLORS: Record<ConceptStatus, 'default' | 'info' | 'warning' | 'secondary' | 'success'> = {
  draft: 'default',
  storyboardsProgress: 'info',
  review: 'warning',
  templatesProgress: 'secondary',
  ready: 'success',
};

export const ConceptStatusChip = ({ status }: { status: ConceptStatus }) => (
  <Chip
    size="small"
    label={CONCEPT_STATUS_LABELS[status]}
    color={COLORS[status]}
    variant={status === 'draft' ? 'outlined' : 'filled'}
    data-testid="concept-status"
  />
);

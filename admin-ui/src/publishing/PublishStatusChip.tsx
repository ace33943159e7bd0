// A creative's publish status on one platform account (spec 2 §3: 'Published', 'Error', 'In queue') and, once it is
// on the platform, the platform's review of it, as chips; the tooltips name the platform and give its reasons.
import { Chip, Stack, Tooltip } from '@mui/material';
import { PLATFORM_LABELS } from '../../../domain/campaign/platforms';
import type { FormatPublication } from '../../../domain/publishing/answers';
import type { ReviewStatus } from '../../../domain/publishing/events';

type Publication = Pick<FormatPublication, 'platform' | 'status' | 'label' | 'review' | 'reasons' | 'error'>;

const PUBLISH_COLORS = { SUCCESS: 'success', ERROR: 'error', IN_QUEUE: 'default' } as const;
export const REVIEW_LABELS: Record<ReviewStatus, string> = {
  PROCESSING: 'Processing',
  PENDING_REVIEW: 'Pending review',
  ACTIVE: 'Active',
  WITH_ISSUES: 'With issues',
  DISAPPROVED: 'Disapproved',
};
const REVIEW_COLORS = {
  PROCESSING: 'default',
  PENDING_REVIEW: 'info',
  ACTIVE: 'success',
  WITH_ISSUES: 'warning',
  DISAPPROVED: 'error',
} as const;

export const PublishStatusChip = ({ publication: p }: { publication: Publication }) => {
  const platform = PLATFORM_LABELS[p.platform];
  return (
    <Stack direction="row" spacing={0.5}>
      <Tooltip title={`${platform}: ${p.error ? `${p.label} — ${p.error.message}` : p.label}`}>
        <Chip size="small" label={p.label} color={PUBLISH_COLORS[p.status]} tabIndex={0} />
      </Tooltip>
      {p.review && (
        <Tooltip title={`${platform}'s review: ${[REVIEW_LABELS[p.review], ...p.reasons].join(' — ')}`}>
          <Chip
            size="small"
            variant="outlined"
            label={REVIEW_LABELS[p.review]}
            color={REVIEW_COLORS[p.review]}
            tabIndex={0}
          />
        </Tooltip>
      )}
    </Stack>
  );
};

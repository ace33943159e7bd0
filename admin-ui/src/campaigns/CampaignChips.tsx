// A campaign's status and its platforms as chips.
import { Chip, Stack } from '@mui/material';
import { PLATFORM_LABELS, type Platform } from '../../../domain/campaign/platforms';
import { CONCEPT_STATUS_LABELS } from '../../../domain/concept/status-labels';
import type { CampaignStatus } from '../providers/adapters/campaigns';

const COLORS: Record<CampaignStatus, 'default' | 'info' | 'warning' | 'secondary' | 'success'> = {
  draft: 'default',
  storyboardsProgress: 'info',
  review: 'warning',
  templatesProgress: 'secondary',
  ready: 'success',
};

/** A campaign's statuses are a concept's (spec 2 §3), named the same way. */
export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = CONCEPT_STATUS_LABELS;

export const CampaignStatusChip = ({ status }: { status: CampaignStatus }) => (
  <Chip
    size="small"
    label={CAMPAIGN_STATUS_LABELS[status]}
    color={COLORS[status]}
    variant={status === 'draft' ? 'outlined' : 'filled'}
    data-testid="campaign-status"
  />
);

export const PlatformChips = ({ platforms }: { platforms: readonly Platform[] }) => (
  <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }} aria-label="Platforms">
    {platforms.map((platform) => (
      <Chip key={platform} size="small" variant="outlined" label={PLATFORM_LABELS[platform]} />
    ))}
  </Stack>
);

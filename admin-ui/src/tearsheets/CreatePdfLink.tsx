// From the personalise table to 'Create PDF' on the Tools tab, the dialog filled with what the table shows: its
// tree's platform, and its formats, segments and QA filters (its statuses are the variants', not approvals).
import { IconButton, Tooltip } from '@mui/material';
import PictureAsPdf from '@mui/icons-material/PictureAsPdfOutlined';
import { Link } from 'react-router-dom';
import type { Platform } from '../../../domain/campaign/platforms';
import type { VariantFilter } from '../../../domain/personalise/filters';
import { campaignPath } from '../campaigns/campaignPaths';
import { usePartnerLink } from '../layout/usePartners';
import { createPdfSearch } from './useCreatePdfParam';

export const CreatePdfLink = ({
  campaignId,
  platform,
  filter: { formats, segments, qa },
}: {
  campaignId: string;
  platform: Platform;
  filter: VariantFilter;
}) => {
  const link = usePartnerLink();
  const to =
    link(campaignPath(campaignId, 'tools')) + createPdfSearch({ platforms: [platform], formats, segments, qa });
  return (
    <Tooltip title="Create a PDF of these creatives">
      <IconButton component={Link} to={to} aria-label="Create PDF of these creatives">
        <PictureAsPdf />
      </IconButton>
    </Tooltip>
  );
};

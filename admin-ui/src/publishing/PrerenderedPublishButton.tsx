// 'Publish pre-rendered images' (issue 20 §3; spec 2 §7 html-prerenderer): the approved HTML creatives' screenshots go
// to Campaign Manager as images (its PRE_RENDERED sub-platform), after a confirmation; a creative without a screenshot
// is left out, so the confirmation says where to render them. Disabled, saying why, until a market is connected to
// Campaign Manager.
import { useState } from 'react';
import { Button } from '@mui/material';
import Image from '@mui/icons-material/ImageOutlined';
import { PLATFORM_LABELS } from '../../../domain/campaign/platforms';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { WhyDisabled } from '../common/WhyDisabled';
import { publishPrerendered } from './publishingAdapter';
import { usePublish } from './usePublish';

export const PrerenderedPublishButton = ({ campaignId, connected }: { campaignId: string; connected: boolean }) => {
  const [open, setOpen] = useState(false);
  const publish = usePublish(
    campaignId,
    () => publishPrerendered(campaignId),
    () => setOpen(false),
  );
  const manager = PLATFORM_LABELS.google;
  return (
    <>
      <WhyDisabled reason={!connected && `Connect a market of the campaign to ${manager} first`}>
        <Button variant="outlined" startIcon={<Image />} disabled={!connected} onClick={() => setOpen(true)}>
          Publish pre-rendered images
        </Button>
      </WhyDisabled>
      <ConfirmDialog
        open={open}
        title="Publish pre-rendered images?"
        confirm="Publish"
        pending={publish.isPending}
        onConfirm={() => publish.mutate()}
        onClose={() => setOpen(false)}
        content={`The screenshots of the approved display creatives go to ${manager} as images. Creatives without a screenshot are left out: render them in the Screenshots section first.`}
      />
    </>
  );
};

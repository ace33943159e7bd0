// A Meta tree's variant preview (spec 2 §2 'Meta preview', §8 'Preview'): the Square, Vertical and Horizontal toggles
// pick the variant's format of that shape, and Meta's own preview of it (400×505) shows in a sandboxed frame. A toggle
// is disabled, its tooltip saying why, when the variant has no such format, its image or video is not uploaded, or
// Meta is still processing its video or failed to (the video goes to Meta once and its status is asked again until it
// settles). Meta's refusals show as the server words them.
import { useId, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  ToggleButton,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { PREVIEW_MESSAGES, PREVIEW_SIZE, type PreviewFormat } from '../../../../domain/meta/messages';
import type { MetaAccount } from '../../../../domain/meta/answers';
import type { VariantRow } from '../../../../domain/personalise/answers';
import { WhyDisabled } from '../../common/WhyDisabled';
import type { PersonaliseTree, TreeRef } from '../../providers/adapters/personalise';
import { metaCarouselPreview, metaPreview, metaVideo } from './metaCalls';
import { metaFormatOf, previewRequest, type MetaFormat } from './metaFormats';
import { useMetaAccounts } from './useMetaAccounts';

const NOT_CONNECTED = 'Connect Meta (ad account, page and token) on a business node of this campaign to preview it';
const VIDEO_POLL_MS = 2_000;
const label = (orientation: PreviewFormat) => orientation.charAt(0).toUpperCase() + orientation.slice(1);

/** The format's video on Meta, asked again while Meta processes it. */
function useMetaVideo(chosen: MetaFormat | null, account: MetaAccount | undefined) {
  const asset =
    chosen?.template.facebookFormat === 'fbSingleVideo' ? chosen.format.dynamicElements.video?.assetId : null;
  return useQuery({
    queryKey: ['meta-video', asset, account?.facebookAdAccountId],
    queryFn: () => metaVideo(asset!, account!.facebookAdAccountId),
    enabled: !!asset && !!account,
    refetchInterval: (query) => (query.state.data?.status === 'processing' ? VIDEO_POLL_MS : false),
  });
}

/** Why a toggle's format cannot be previewed now, or null. */
function whyNot(
  orientation: PreviewFormat,
  chosen: MetaFormat | null,
  video: ReturnType<typeof useMetaVideo>,
): string | null {
  if (!chosen) return `This variant has no ${label(orientation)} format`;
  const kind = chosen.template.facebookFormat;
  if (kind === 'fbSingleImage' && !chosen.format.dynamicElements.image?.assetId)
    return PREVIEW_MESSAGES.uploadImage(orientation);
  if (kind !== 'fbSingleVideo') return null;
  if (!chosen.format.dynamicElements.video?.assetId) return PREVIEW_MESSAGES.uploadVideo(orientation);
  // Our call to send the video to Meta failed: its reason, as the server words it (there is no video to preview).
  if (video.error) return video.error.message || PREVIEW_MESSAGES.videoFailed(orientation);
  if (video.data?.status === 'error') return PREVIEW_MESSAGES.videoFailed(orientation);
  if (video.data?.status !== 'ready') return PREVIEW_MESSAGES.videoProcessing(orientation);
  return null;
}

/** One toggle: its format, its video's status and why it is disabled. */
function useToggle(
  row: VariantRow,
  tree: PersonaliseTree,
  orientation: PreviewFormat,
  account: MetaAccount | undefined,
) {
  const chosen = metaFormatOf(row, tree.templates, orientation);
  const video = useMetaVideo(chosen, account);
  return { orientation, chosen, video, why: whyNot(orientation, chosen, video) };
}

interface MetaPreviewDialogProps {
  treeRef: TreeRef;
  tree: PersonaliseTree;
  row: VariantRow;
  onClose: () => void;
}

export const MetaPreviewDialog = ({ treeRef, tree, row, onClose }: MetaPreviewDialogProps) => {
  const titleId = useId();
  const accounts = useMetaAccounts(treeRef.campaignId);
  const account = accounts.data?.find((a) => a.connected && a.facebookPageId);
  const toggles = [
    useToggle(row, tree, 'square', account),
    useToggle(row, tree, 'vertical', account),
    useToggle(row, tree, 'horizontal', account),
  ];
  const [picked, setPicked] = useState<PreviewFormat | null>(null);
  const current = toggles.find((t) => t.orientation === picked && !t.why) ?? toggles.find((t) => !t.why);
  const request =
    current?.chosen &&
    account &&
    previewRequest(current.chosen, current.orientation, account, current.video.data?.videoId);
  const preview = useQuery({
    queryKey: ['meta-preview', current?.chosen?.format.id, current?.chosen?.format.hash, request?.body],
    queryFn: () => (request!.carousel ? metaCarouselPreview(request!.body) : metaPreview(request!.body)),
    enabled: !!request,
    retry: false,
  });

  const body = () => {
    if (accounts.isPending) return <CircularProgress aria-label="Loading the Meta accounts" />;
    if (accounts.error) return <Alert severity="error">{accounts.error.message}</Alert>;
    if (!account) return <Typography color="text.secondary">{NOT_CONNECTED}</Typography>;
    if (!current) {
      // Still going to Meta (the first answer not in yet) counts as processing.
      const processing = toggles.some((t) => t.chosen && (t.video.isLoading || t.video.data?.status === 'processing'));
      return (
        <Typography color="text.secondary">
          {processing ? PREVIEW_MESSAGES.availableSoon : PREVIEW_MESSAGES.notAvailable}
        </Typography>
      );
    }
    if (preview.isPending) return <CircularProgress aria-label="Loading Meta's preview" />;
    if (preview.error)
      return <Alert severity="warning">{preview.error.message || PREVIEW_MESSAGES.notAvailable}</Alert>;
    return (
      <Box
        component="iframe"
        title={`Meta preview of ${row.name} (${label(current.orientation)})`}
        // Meta's answer is its own iframe: shown without our origin, so nothing in it reaches the product's session.
        sandbox="allow-scripts allow-popups"
        srcDoc={preview.data.body}
        sx={{ border: 0, width: preview.data.width + 16, height: preview.data.height + 16 }}
      />
    );
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth={false} data-testid="metaPreview">
      <DialogTitle id={titleId}>{row.name} · Meta preview</DialogTitle>
      <DialogContent sx={{ minWidth: PREVIEW_SIZE.width + 48 }}>
        <Stack direction="row" spacing={1} role="group" aria-label="Meta format" sx={{ mb: 2 }}>
          {toggles.map((t) => (
            <WhyDisabled key={t.orientation} reason={t.why}>
              <ToggleButton
                size="small"
                value={t.orientation}
                selected={current?.orientation === t.orientation}
                disabled={!!t.why}
                onChange={() => setPicked(t.orientation)}
              >
                {label(t.orientation)}
              </ToggleButton>
            </WhyDisabled>
          ))}
        </Stack>
        <Box sx={{ minHeight: PREVIEW_SIZE.height, display: 'grid', placeItems: 'center' }}>{body()}</Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
};

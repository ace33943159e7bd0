// The cropper's background removal (spec 3 §4, §8): POST /assets/remove-image-background with the cropper preview's
// url; on success the cropper shows the image without background (GET …/no-background) on a checkerboard and cuts
// the crop from it (isBackgroundRemoved), until Undo brings the original back. A failure leaves the background marked
// not removed, with the spec's message; too many removals at once say so, as that one can simply be tried again.
import { useState } from 'react';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { HttpError } from 'react-admin';
import { BACKGROUND_NOT_REMOVED } from '../../../../domain/asset/rules';
import { WhyDisabled } from '../../common/WhyDisabled';
import { cropperPreviewUrl } from '../../providers/adapters/assets';
import { useCommand } from '../../providers/useCommand';

const NO_BACKGROUND_LOAD_FAILED = 'Something went wrong during downloading preview without background.';

export function useBackgroundRemoval(assetId: string, partnerId: string | null) {
  const [removed, setRemoved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [run, state] = useCommand('removeImageBackground', {
    onSuccess: () => setRemoved(true),
    onError: (error) => {
      setRemoved(false);
      setFailure(error instanceof HttpError && error.status === 429 ? error.message : BACKGROUND_NOT_REMOVED);
    },
  });
  const back = (why: string | null) => {
    setRemoved(false);
    setFailure(why);
    state.reset();
  };
  return {
    removed,
    pending: state.isPending,
    failure,
    remove: () => {
      setFailure(null);
      void run({ url: cropperPreviewUrl(assetId, partnerId, 'png') });
    },
    undo: () => back(null),
    /** The image without background would not load: the cropper goes back to the original. */
    loadFailed: () => back(NO_BACKGROUND_LOAD_FAILED),
  };
}

export type BackgroundRemoval = ReturnType<typeof useBackgroundRemoval>;

export const BackgroundRemovalControls = ({
  removal,
  disabledReason,
}: {
  removal: BackgroundRemoval;
  /** Why the background cannot change now (the image did not load, a crop is being made). */
  disabledReason: string | null;
}) => (
  <Stack spacing={1} sx={{ mt: 1 }}>
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {removal.removed ? (
        <WhyDisabled reason={disabledReason}>
          <Button size="small" variant="outlined" disabled={!!disabledReason} onClick={removal.undo}>
            Undo background removal
          </Button>
        </WhyDisabled>
      ) : (
        <WhyDisabled reason={removal.pending ? 'The background is being removed' : disabledReason}>
          <Button
            size="small"
            variant="outlined"
            disabled={removal.pending || !!disabledReason}
            onClick={removal.remove}
            startIcon={removal.pending ? <CircularProgress size={16} aria-label="Removing the background" /> : null}
          >
            Remove background
          </Button>
        </WhyDisabled>
      )}
      {removal.removed && (
        <Typography variant="caption" color="text.secondary" data-testid="background-removed">
          Background removed: the crop is a PNG with a transparent background.
        </Typography>
      )}
    </Stack>
    {removal.failure && (
      <Alert severity="error" data-testid="background-failure">
        {removal.failure}
      </Alert>
    )}
  </Stack>
);

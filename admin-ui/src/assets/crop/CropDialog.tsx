// The cropper: select a rectangle on GET /assets/single-files/{id}/cropper-preview (or, its background removed, on
// …/no-background), then POST /assets/single-files/crop {parentId, crop, name?}; the crop is a child asset processed
// like an upload.
import { useEffect, useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { cropOutputFormat } from '../../../../domain/asset/rules';
import { WhyDisabled } from '../../common/WhyDisabled';
import { cropperPreviewUrl, noBackgroundUrl } from '../../providers/adapters/assets';
import { refresh } from '../../providers/invalidation';
import type { Asset } from '../../providers/assetTypes';
import { useCommand } from '../../providers/useCommand';
import { parseDimension } from '../assetText';
import { useTempAssetProgress } from '../live/useTempAssetProgress';
import { BackgroundRemovalControls, useBackgroundRemoval } from './BackgroundRemoval';
import { CropControls, type CropOptions } from './CropControls';
import { CropProgress } from './CropProgress';
import { Cropper } from './Cropper';
import { fitRatio, RATIOS, toOriginal, type Rect, type Size } from './cropMath';

const CROPPER_LOAD_FAILED = 'Cropper image failed to load';
const CROPPING = 'The crop is being made';
/** The first selection leaves a margin, so there is room to draw a new one. */
const START_SCALE = 0.8;
const START: CropOptions = { format: 'auto', keepRatio: true, ratioLabel: 'Original', name: '' };

export const CropDialog = ({
  asset,
  partnerId,
  open,
  onClose,
}: {
  asset: Asset;
  partnerId: string | null;
  open: boolean;
  onClose: () => void;
}) => {
  const [options, setOptions] = useState<CropOptions>(START);
  const [natural, setNatural] = useState<Size>({ width: 0, height: 0 });
  const [rect, setRect] = useState<Rect>({ x: 0, y: 0, width: 0, height: 0 });
  const [loadFailed, setLoadFailed] = useState(false);
  const [tempAssetId, setTempAssetId] = useState<string | null>(null);
  const progress = useTempAssetProgress(open, tempAssetId);
  const removal = useBackgroundRemoval(asset.id, partnerId);
  const [w, h] = parseDimension(asset.dimension) ?? [natural.width, natural.height];
  const original = { width: w, height: h };
  const ratio = options.keepRatio
    ? (RATIOS.find((r) => r.label === options.ratioLabel)?.value ?? (w && h ? w / h : null))
    : null;
  const finished = ['DONE', 'MERGED', 'FAILED', 'URL_FAILED'].includes(progress?.status ?? '');

  // A new ratio starts from the largest selection of that ratio.
  useEffect(() => {
    if (natural.width && ratio) setRect(fitRatio(natural, ratio, START_SCALE));
  }, [ratio, natural]);
  useEffect(() => {
    if (finished) refresh('uploadFinished');
  }, [finished]);

  const [run, crop] = useCommand('cropAsset', { onSuccess: (answer) => setTempAssetId(answer.tempAssetId) });
  const cut = () =>
    run({
      partnerId,
      parentId: asset.id,
      crop: {
        ...toOriginal(rect, natural, original),
        format: options.format,
        auto: false,
        ...(removal.removed ? { isBackgroundRemoved: true } : {}),
      },
      name: options.name.trim(),
    });
  const reset = () => {
    setTempAssetId(null);
    crop.reset();
  };
  const close = () => {
    reset();
    setOptions(START);
    setLoadFailed(false);
    removal.undo();
    onClose();
  };
  const selection = natural.width ? toOriginal(rect, natural, original) : null;
  const busy = loadFailed ? CROPPER_LOAD_FAILED : crop.isPending || tempAssetId ? CROPPING : null;
  const cropBlocked =
    busy ??
    (removal.pending ? 'The background is being removed' : !selection ? 'Select an area of the image first' : null);

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="lg" aria-labelledby="crop-title">
      <DialogTitle id="crop-title">Crop {asset.name}</DialogTitle>
      <DialogContent>
        <CropControls
          options={options}
          onChange={setOptions}
          disabledReason={finished ? 'Choose Crop again to change the options' : tempAssetId ? CROPPING : null}
        />
        {loadFailed ? (
          <Alert severity="error">{CROPPER_LOAD_FAILED}</Alert>
        ) : (
          <Box sx={{ textAlign: 'center', bgcolor: 'grey.900', borderRadius: 1, p: 1 }}>
            <Cropper
              src={
                removal.removed
                  ? noBackgroundUrl(asset.id, partnerId)
                  : cropperPreviewUrl(asset.id, partnerId, cropOutputFormat(options.format, asset.format ?? ''))
              }
              checkerboard={removal.removed}
              natural={natural}
              rect={rect}
              ratio={ratio}
              onChange={setRect}
              onLoad={(size) => {
                setNatural((prev) => (prev.width === size.width && prev.height === size.height ? prev : size));
                setRect((prev) => (prev.width ? prev : fitRatio(size, ratio, START_SCALE)));
              }}
              onError={() => (removal.removed ? removal.loadFailed() : setLoadFailed(true))}
            />
          </Box>
        )}
        <BackgroundRemovalControls removal={removal} disabledReason={busy} />
        <Typography
          variant="caption"
          color="text.secondary"
          component="div"
          sx={{ mt: 1 }}
          data-testid="crop-selection"
        >
          {selection
            ? `Selection: ${selection.width} x ${selection.height} px at ${selection.x}, ${selection.y}. `
            : ''}
          Drag on the image to select; drag the selection or its handles to move or resize it. Keyboard: arrow keys move
          it, Shift + arrow keys resize it, hold Alt for 1 px steps.
        </Typography>
        {crop.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {crop.error.message}
          </Alert>
        )}
        {tempAssetId && (
          <Box sx={{ mt: 2 }}>
            <CropProgress item={progress} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={close}>
          {finished ? 'Close' : 'Cancel'}
        </Button>
        {finished ? (
          <Button variant="outlined" onClick={reset}>
            Crop again
          </Button>
        ) : (
          <WhyDisabled reason={cropBlocked}>
            <Button variant="contained" disabled={!!cropBlocked} onClick={() => void cut()}>
              Crop
            </Button>
          </WhyDisabled>
        )}
      </DialogActions>
    </Dialog>
  );
};

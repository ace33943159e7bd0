// Opens the cropper for an image asset.
import { useState } from 'react';
import { Button } from '@mui/material';
import CropIcon from '@mui/icons-material/Crop';
import type { Asset } from '../../providers/assetTypes';
import { kindOf } from '../assetText';
import { CropDialog } from './CropDialog';

export const CropButton = ({ asset, partnerId }: { asset: Asset; partnerId: string | null }) => {
  const [open, setOpen] = useState(false);
  if (kindOf(asset.format) !== 'image' || asset.archived) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<CropIcon />} onClick={() => setOpen(true)}>
        Crop
      </Button>
      <CropDialog asset={asset} partnerId={partnerId} open={open} onClose={() => setOpen(false)} />
    </>
  );
};

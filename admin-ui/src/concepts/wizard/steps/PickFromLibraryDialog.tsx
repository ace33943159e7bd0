// The library picker of the Assets step (spec 1 §2.6): the picked library assets become the brief's.
import type { BriefAsset } from '../../../../../domain/concept/brief';
import { LibraryPicker } from '../../../assets/picker/LibraryPicker';

interface PickFromLibraryDialogProps {
  open: boolean;
  partnerId: string;
  exclude: string[];
  onClose: () => void;
  onPick: (assets: BriefAsset[]) => void;
}

export const PickFromLibraryDialog = ({ open, partnerId, exclude, onClose, onPick }: PickFromLibraryDialogProps) => (
  <LibraryPicker
    open={open}
    partnerId={partnerId}
    assetsToExclude={exclude}
    onClose={onClose}
    onPick={(assets) =>
      onPick(assets.map((asset) => ({ assetId: asset.id, name: asset.name, format: asset.format, link: null })))
    }
  />
);

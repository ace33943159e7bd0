// 'Pick from library' on /assets-manager: opens the library picker and shows what was picked. The brief
// wizard will use the same picker for its asset step.
import { useState } from 'react';
import { Alert, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import PhotoLibrary from '@mui/icons-material/PhotoLibrary';
import type { Asset } from '../../providers/assetTypes';
import { LibraryPicker } from './LibraryPicker';

export const PickFromLibraryButton = ({ partnerId }: { partnerId: string }) => {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<Asset[] | null>(null);
  return (
    <>
      <Button variant="outlined" startIcon={<PhotoLibrary />} onClick={() => setOpen(true)}>
        Pick from library
      </Button>
      <LibraryPicker
        open={open}
        partnerId={partnerId}
        onClose={() => setOpen(false)}
        onPick={(assets) => {
          setOpen(false);
          setPicked(assets);
        }}
      />
      <Dialog open={!!picked} onClose={() => setPicked(null)} fullWidth maxWidth="sm" aria-labelledby="picked-title">
        <DialogTitle id="picked-title">Picked assets</DialogTitle>
        <DialogContent>
          <Alert severity="success" sx={{ mb: 2 }}>
            {picked?.length === 1 ? '1 asset was picked' : `${picked?.length ?? 0} assets were picked`}.
          </Alert>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="picked-assets">
            {picked?.map((a) => (
              <Chip key={a.id} label={a.name} />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => setPicked(null)}>
            Done
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};

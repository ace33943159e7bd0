// Bulk tags: PATCH /assets/single-files {ids, tags} gives every selected asset the same tags.
import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import LocalOffer from '@mui/icons-material/LocalOffer';
import { useListContext, useNotify } from 'react-admin';
import { BULK_SUCCESS_MS } from '../../common/notifications';
import { WhyDisabled, WORKING } from '../../common/WhyDisabled';
import type { Asset } from '../../providers/assetTypes';
import { useCommand } from '../../providers/useCommand';
import { TagsInput } from '../TagsInput';
import { assetCount, SELECT_ASSETS_FIRST } from '../assetText';

export const BulkTagsButton = () => {
  const { selectedIds, data, onUnselectItems } = useListContext<Asset>();
  const notify = useNotify();
  const [tags, setTags] = useState<string[] | null>(null);
  const count = selectedIds.length;
  const [run, save] = useCommand('changeAssets', {
    onSuccess: () => {
      notify(`Tags of ${assetCount(count)} replaced`, { type: 'success', autoHideDuration: BULK_SUCCESS_MS });
      onUnselectItems();
      setTags(null);
    },
  });
  // Start from the tags every selected asset on this page already shares.
  const shared = () => {
    const selected = (data ?? []).filter((a) => selectedIds.includes(a.id));
    return selected.length
      ? selected.map((a) => a.tags ?? []).reduce((acc, t) => acc.filter((x) => t.includes(x)))
      : [];
  };
  const close = () => {
    setTags(null);
    save.reset();
  };
  return (
    <>
      <WhyDisabled reason={!count && SELECT_ASSETS_FIRST}>
        <Button size="small" startIcon={<LocalOffer />} onClick={() => setTags(shared())} disabled={!count}>
          Tags
        </Button>
      </WhyDisabled>
      <Dialog open={tags !== null} onClose={close} fullWidth maxWidth="sm" aria-labelledby="bulk-tags-title">
        <DialogTitle id="bulk-tags-title">Tags of {assetCount(count)}</DialogTitle>
        <DialogContent>
          <Alert severity="info" sx={{ mb: 2 }}>
            These tags replace the tags of every selected asset.
          </Alert>
          {save.error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {save.error.message}
            </Alert>
          )}
          <TagsInput value={tags ?? []} onChange={setTags} />
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={close}>
            Cancel
          </Button>
          <WhyDisabled reason={save.isPending && WORKING}>
            <Button
              variant="contained"
              disabled={save.isPending}
              onClick={() => void run({ ids: selectedIds.map(String), tags: tags ?? [] })}
            >
              Save tags
            </Button>
          </WhyDisabled>
        </DialogActions>
      </Dialog>
    </>
  );
};

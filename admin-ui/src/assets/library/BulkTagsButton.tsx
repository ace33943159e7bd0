// Bulk tags: PATCH /assets/single-files {ids, tags} gives every selected asset the same tags.
import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import LocalOffer from '@mui/icons-material/LocalOffer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useListContext, useNotify } from 'react-admin';
import type { VariaDataProvider } from '../../providers/dataProvider';
import type { Asset } from '../../providers/types';
import { TagsInput } from '../TagsInput';
import { invalidateAssets } from '../invalidateAssets';
import { BULK_SUCCESS_MS } from './BulkArchiveButton';

export const BulkTagsButton = () => {
  const { selectedIds, data, onUnselectItems } = useListContext<Asset>();
  const dataProvider = useDataProvider<VariaDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [tags, setTags] = useState<string[] | null>(null);
  const count = selectedIds.length;
  const save = useMutation({
    mutationFn: (next: string[]) => dataProvider.changeAssets({ ids: selectedIds.map(String), tags: next }),
    onSuccess: () => {
      notify(`Tags of ${count} ${count === 1 ? 'asset were' : 'assets were'} updated`, { type: 'success', autoHideDuration: BULK_SUCCESS_MS });
      invalidateAssets(queryClient);
      onUnselectItems();
      setTags(null);
    },
  });
  // Start from the tags every selected asset on this page already shares.
  const shared = () => {
    const selected = (data ?? []).filter((a) => selectedIds.includes(a.id));
    return selected.length ? selected.map((a) => a.tags ?? []).reduce((acc, t) => acc.filter((x) => t.includes(x))) : [];
  };
  const close = () => {
    setTags(null);
    save.reset();
  };
  return (
    <>
      <Button size="small" startIcon={<LocalOffer />} onClick={() => setTags(shared())} disabled={!count}>
        Tags
      </Button>
      <Dialog open={tags !== null} onClose={close} fullWidth maxWidth="sm" aria-labelledby="bulk-tags-title">
        <DialogTitle id="bulk-tags-title">
          Tags of {count} {count === 1 ? 'asset' : 'assets'}
        </DialogTitle>
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
          <Button variant="contained" disabled={save.isPending} onClick={() => save.mutate(tags ?? [])}>
            Save tags
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};

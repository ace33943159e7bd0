// Bulk archive or unarchive of the selected assets: PATCH /assets/single-files {ids, archived}, after a confirmation.
import { useState } from 'react';
import { Button } from '@mui/material';
import Archive from '@mui/icons-material/Archive';
import Unarchive from '@mui/icons-material/Unarchive';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Confirm, useDataProvider, useListContext, useNotify } from 'react-admin';
import type { VariaDataProvider } from '../../providers/dataProvider';
import { invalidateAssets } from '../invalidateAssets';

export const BULK_SUCCESS_MS = 3_000;

export const BulkArchiveButton = ({ archived }: { archived: boolean }) => {
  const { selectedIds, onUnselectItems } = useListContext();
  const dataProvider = useDataProvider<VariaDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const count = selectedIds.length;
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.changeAssets({ ids: selectedIds.map(String), archived }),
    onSuccess: () => {
      notify(`${count} ${count === 1 ? 'asset was' : 'assets were'} ${archived ? 'archived' : 'unarchived'}`, { type: 'success', autoHideDuration: BULK_SUCCESS_MS });
      invalidateAssets(queryClient);
      onUnselectItems();
      setOpen(false);
    },
    onError: (error: Error) => {
      notify(error.message, { type: 'error' });
      setOpen(false);
    },
  });
  const verb = archived ? 'Archive' : 'Unarchive';
  return (
    <>
      <Button size="small" startIcon={archived ? <Archive /> : <Unarchive />} onClick={() => setOpen(true)} disabled={!count}>
        {verb}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`${verb} ${count} ${count === 1 ? 'asset' : 'assets'}?`}
        content={archived ? 'Archived assets are hidden from the library and its picker.' : 'The assets will be back in the library and its picker.'}
        confirm={verb}
        onConfirm={() => mutate()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

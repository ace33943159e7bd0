// PATCH /assets/single-files/{id}/archive or /unarchive, after a confirmation.
import { useState } from 'react';
import { Button, IconButton, Tooltip } from '@mui/material';
import Archive from '@mui/icons-material/Archive';
import Unarchive from '@mui/icons-material/Unarchive';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Confirm, useDataProvider, useNotify, useRecordContext } from 'react-admin';
import type { VariaDataProvider } from '../../providers/dataProvider';
import type { Asset } from '../../providers/types';
import { invalidateAssets } from '../invalidateAssets';

export const ArchiveAssetButton = ({ variant = 'icon', asset }: { variant?: 'icon' | 'button'; asset?: Asset }) => {
  const fromContext = useRecordContext<Asset>();
  const record = asset ?? fromContext;
  const dataProvider = useDataProvider<VariaDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const { mutate, isPending } = useMutation({
    mutationFn: (archived: boolean) => dataProvider.archiveAsset(record!.id, archived),
    onSuccess: (_, archived) => {
      notify(archived ? 'Asset was archived' : 'Asset was unarchived', { type: 'success' });
      invalidateAssets(queryClient);
      setOpen(false);
    },
    onError: (error: Error) => {
      notify(error.message, { type: 'error' });
      setOpen(false);
    },
  });
  if (!record) return null;
  const verb = record.archived ? 'Unarchive' : 'Archive';
  const icon = record.archived ? <Unarchive fontSize="small" /> : <Archive fontSize="small" />;
  const openConfirm = (e: { stopPropagation(): void }) => {
    e.stopPropagation();
    setOpen(true);
  };
  return (
    <>
      {variant === 'icon' ? (
        <Tooltip title={verb}>
          <IconButton aria-label={`${verb} ${record.name}`} onClick={openConfirm} size="small">
            {icon}
          </IconButton>
        </Tooltip>
      ) : (
        <Button startIcon={icon} onClick={openConfirm}>
          {verb}
        </Button>
      )}
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`${verb} ${record.name}?`}
        content={record.archived ? 'The asset will be back in the library and its picker.' : 'Archived assets are hidden from the library and its picker.'}
        confirm={verb}
        onConfirm={() => mutate(!record.archived)}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

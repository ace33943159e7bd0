// PUT /partners/archive/{partnerId} {archived}: archive or unarchive, after a confirmation.
import { useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import Archive from '@mui/icons-material/Archive';
import Unarchive from '@mui/icons-material/Unarchive';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Confirm, useDataProvider, useNotify, useRecordContext } from 'react-admin';
import type { VariaDataProvider } from '../providers/dataProvider';
import type { Partner } from '../providers/types';

export const ArchivePartnerButton = () => {
  const record = useRecordContext<Partner>();
  const dataProvider = useDataProvider<VariaDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const { mutate, isPending } = useMutation({
    mutationFn: (archived: boolean) => dataProvider.archivePartner(record!.id, archived),
    onSuccess: (_, archived) => {
      notify(archived ? 'Partner was archived' : 'Partner was unarchived', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['partners'] });
      void queryClient.invalidateQueries({ queryKey: ['partner-options'] });
      setOpen(false);
    },
    onError: (error: Error) => {
      notify(error.message, { type: 'error' });
      setOpen(false);
    },
  });
  if (!record) return null;
  const verb = record.archived ? 'Unarchive' : 'Archive';
  return (
    <>
      <Tooltip title={verb}>
        <IconButton aria-label={`${verb} ${record.name}`} onClick={() => setOpen(true)} size="small">
          {record.archived ? <Unarchive fontSize="small" /> : <Archive fontSize="small" />}
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`${verb} ${record.name}?`}
        content={
          record.archived
            ? 'The partner will be shown in the client switcher again.'
            : 'Archived partners are hidden from the client switcher.'
        }
        confirm={verb}
        onConfirm={() => mutate(!record.archived)}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

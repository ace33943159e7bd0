// DELETE /markets/delete/{partnerId}/{id}, after a confirmation. Disabled with a tooltip while business
// nodes use the market (blockedToDelete); the server answers 409 'Delete failed, entity in use' anyway.
import { useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import Delete from '@mui/icons-material/Delete';
import { useQueryClient } from '@tanstack/react-query';
import { Confirm, useDelete, useNotify, useRecordContext } from 'react-admin';
import type { Market } from '../providers/types';

export const MARKET_IN_USE_TOOLTIP = 'This market is used by business nodes and cannot be deleted';

export const DeleteMarketButton = ({ partnerId }: { partnerId: string }) => {
  const market = useRecordContext<Market>();
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete<Market>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  if (!market) return null;
  const confirm = () =>
    remove(
      'markets',
      { id: market.id, previousData: market, meta: { partnerId } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('Market was deleted', { type: 'success' });
          void queryClient.invalidateQueries({ queryKey: ['markets'] });
          setOpen(false);
        },
        onError: (error) => {
          notify((error as Error).message, { type: 'error' });
          setOpen(false);
        },
      },
    );
  return (
    <>
      <Tooltip title={market.blockedToDelete ? MARKET_IN_USE_TOOLTIP : 'Delete'}>
        <span>
          <IconButton size="small" aria-label={`Delete ${market.name}`} disabled={market.blockedToDelete} onClick={() => setOpen(true)}>
            <Delete fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`Delete ${market.name}?`}
        content="The market will be removed from this partner."
        confirm="Delete"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

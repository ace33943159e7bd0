// One token of a platform: its state, connect or reconnect through OAuth, and a reset that asks first.
import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import LinkIcon from '@mui/icons-material/Link';
import LinkOff from '@mui/icons-material/LinkOff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import type { TokenStatus } from '../../../domain/integration/answers';
import type { TokenProperty } from '../../../domain/integration/properties';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useNotifyError } from '../common/notifications';
import { WhyDisabled } from '../common/WhyDisabled';
import { connectToken, publishingKey, resetToken } from './integrationCalls';
import { TokenChip } from './TokenChip';

interface TokenRowProps {
  nodeId: string;
  token: TokenProperty;
  label: string;
  status: TokenStatus;
}

export const TokenRow = ({ nodeId, token, label, status }: TokenRowProps) => {
  const [confirming, setConfirming] = useState(false);
  const notify = useNotify();
  const notifyError = useNotifyError();
  const queryClient = useQueryClient();
  const connect = useMutation({ mutationFn: () => connectToken(nodeId, token), onError: notifyError });
  const reset = useMutation({
    mutationFn: () => resetToken(nodeId, token),
    onSuccess: (answer) => {
      queryClient.setQueryData(publishingKey(nodeId), answer);
      notify(`${label} disconnected`, { type: 'success' });
    },
    onError: notifyError,
    onSettled: () => setConfirming(false),
  });
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }} data-token={token}>
      <Typography sx={{ minWidth: 180 }}>{label}</Typography>
      <TokenChip status={status} />
      <Button startIcon={<LinkIcon />} onClick={() => connect.mutate()} loading={connect.isPending}>
        {status.present ? 'Reconnect' : 'Connect'}
      </Button>
      <WhyDisabled reason={!status.present && 'Nothing to reset: not connected'}>
        <Button color="error" startIcon={<LinkOff />} disabled={!status.present} onClick={() => setConfirming(true)}>
          Reset
        </Button>
      </WhyDisabled>
      <ConfirmDialog
        open={confirming}
        pending={reset.isPending}
        title={`Reset ${label}?`}
        content="The connection is removed: publishing to this platform stops until someone connects it again."
        confirm="Reset"
        destructive
        onConfirm={() => reset.mutate()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
};

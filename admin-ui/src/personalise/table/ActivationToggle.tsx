// The activation toggle (spec 2 §4): off and blocked, it is disabled and its tooltip says why (the row's
// activationTooltip, from the domain's rules); turning the fallback off asks first, since every other variant goes off
// with it.
import { useState } from 'react';
import { Switch } from '@mui/material';
import { useNotify } from 'react-admin';
import { FALLBACK_OFF_WARNING, updated } from '../../../../domain/personalise/messages';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { BULK_SUCCESS_MS } from '../../common/notifications';
import { WhyDisabled, WORKING } from '../../common/WhyDisabled';
import type { VariantRow } from '../../../../domain/personalise/answers';
import type { TreeRef } from '../../providers/adapters/personalise';
import { useCommand } from '../../providers/useCommand';
import { useActivationFailure } from '../useActivationNotices';

export const ActivationToggle = ({ treeRef, row }: { treeRef: TreeRef; row: VariantRow }) => {
  const notify = useNotify();
  const failed = useActivationFailure();
  const [confirming, setConfirming] = useState(false);
  const [run, { isPending }] = useCommand('activateVariant');
  const blocked = row.enabled ? null : row.activationTooltip;
  const toggle = (enabled: boolean) =>
    run(
      { ...treeRef, variantId: row.id, enabled },
      {
        onSuccess: () => {
          setConfirming(false);
          notify(updated(1), { type: 'success', autoHideDuration: BULK_SUCCESS_MS });
        },
        onError: (error) => {
          setConfirming(false);
          failed(error, enabled ? 'on' : 'off');
        },
      },
    );
  return (
    <>
      <WhyDisabled reason={blocked || (isPending && WORKING)} title={row.enabled ? 'Turn off' : 'Turn on'}>
        <Switch
          size="small"
          checked={row.enabled}
          disabled={!!blocked || isPending}
          onChange={(_, on) => (!on && row.isFallback ? setConfirming(true) : void toggle(on))}
          slotProps={{ input: { 'aria-label': `Active: ${row.name}` } }}
        />
      </WhyDisabled>
      <ConfirmDialog
        open={confirming}
        title={FALLBACK_OFF_WARNING.title}
        content={FALLBACK_OFF_WARNING.text}
        confirm={FALLBACK_OFF_WARNING.action}
        destructive
        pending={isPending}
        onConfirm={() => void toggle(false)}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};

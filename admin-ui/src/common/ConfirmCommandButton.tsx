// A button that asks for confirmation, then runs one command of the data provider (pessimistic: the list
// changes once the server has accepted it) and says what was done. A disabled button's tooltip says why
// (spec 1 §6); a refusal is shown as the server sent it.
import { useState, type MouseEvent } from 'react';
import { Button, IconButton } from '@mui/material';
import { useNotify } from 'react-admin';
import type { CommandName, CommandParams } from '../providers/adapters';
import { useCommand } from '../providers/useCommand';
import { ConfirmDialog } from './ConfirmDialog';
import { useNotifyError, useNotifyFailure } from './notifications';
import { WhyDisabled } from './WhyDisabled';
import type { Verb } from './verbs';

interface ConfirmCommandButtonProps<N extends CommandName> {
  command: N;
  params: CommandParams<N>;
  verb: Verb;
  /** What the command acts on (a name, an email, '3 assets'): in the dialog title, the toast and the button's
   * accessible name. */
  subject: string;
  /** What kind of thing the subject is, for the toast ('Partner'). */
  entity?: string;
  /** What will happen, in the dialog. */
  content: string;
  /** The spec's words for a failure, shown above the server's reason (`useNotifyFailure`); else the server's alone. */
  failure?: string;
  doneDuration?: number;
  /** Why the command cannot run now: the button is then disabled and its tooltip says this. */
  disabledReason?: string | null;
  /** 'icon' in table rows, 'button' in page headers, 'small' in bulk action bars. */
  variant?: 'icon' | 'button' | 'small';
  /** The tooltip while enabled, when it says more than the verb ('Delete (Del)'). */
  hint?: string;
  /** For a dialog opened from elsewhere too (a keyboard shortcut). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  onDone?: () => void;
}

export function ConfirmCommandButton<N extends CommandName>(props: ConfirmCommandButtonProps<N>) {
  const { command, params, verb, subject, entity, content, disabledReason, variant = 'icon' } = props;
  const notify = useNotify();
  const notifyError = useNotifyError();
  const notifyFailure = useNotifyFailure();
  const [ownOpen, setOwnOpen] = useState(false);
  const open = props.open ?? ownOpen;
  const setOpen = props.onOpenChange ?? setOwnOpen;
  const [run, { isPending }] = useCommand(command);
  const confirm = () =>
    run(params, {
      onSuccess: () => {
        notify(`${entity ? `${entity} ` : ''}${subject} ${verb.done}`, {
          type: 'success',
          autoHideDuration: props.doneDuration,
        });
        setOpen(false);
        props.onDone?.();
      },
      onError: (error) => {
        if (props.failure) notifyFailure(props.failure, error);
        else notifyError(error);
        setOpen(false);
      },
    });
  const disabled = !!disabledReason;
  // Row clicks open the record: the button and its dialog keep their clicks.
  const openDialog = (e: MouseEvent) => {
    e.stopPropagation();
    setOpen(true);
  };
  return (
    <>
      <WhyDisabled reason={disabledReason} title={props.hint || verb.label}>
        {variant === 'icon' ? (
          <IconButton size="small" aria-label={`${verb.label} ${subject}`} disabled={disabled} onClick={openDialog}>
            {verb.icon}
          </IconButton>
        ) : (
          <Button
            size={variant === 'small' ? 'small' : 'medium'}
            startIcon={verb.icon}
            color={verb.destructive ? 'error' : 'primary'}
            disabled={disabled}
            onClick={openDialog}
          >
            {verb.label}
          </Button>
        )}
      </WhyDisabled>
      <ConfirmDialog
        open={open && !disabled}
        pending={isPending}
        title={`${verb.label} ${subject}?`}
        content={content}
        confirm={verb.label}
        destructive={verb.destructive}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

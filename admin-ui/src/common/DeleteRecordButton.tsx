// Delete one record of a list after a confirmation (DESIGN §7): the server's refusal (say 'Delete failed, entity in
// use') is notified in its words and the record stays; once deleted, the list's query is refreshed.
import { useState, type ReactNode } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { Button } from '@mui/material';
import { ConfirmDialog } from './ConfirmDialog';

interface DeleteRecordButtonProps {
  /** What is deleted, as the notices name it ('SSO config Acme sign-in'). */
  what: string;
  /** The dialog's title, such as 'Delete Acme sign-in?'. */
  title: string;
  /** What deleting does. */
  content: ReactNode;
  onDelete: () => Promise<unknown>;
  /** The list to refresh. */
  queryKey: QueryKey;
}

export function DeleteRecordButton({ what, title, content, onDelete, queryKey }: DeleteRecordButtonProps) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      await onDelete();
      notify(`${what} deleted`, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey });
    } catch (error) {
      notify(error instanceof Error ? error.message : `${what} was not deleted`, { type: 'error' });
    } finally {
      // A refusal is final for the record as it is (in use, already gone): the notice says why, the list stays.
      setOpen(false);
      setPending(false);
    }
  };
  return (
    <>
      <Button color="error" size="small" onClick={() => setOpen(true)}>
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        title={title}
        content={content}
        confirm="Delete"
        destructive
        pending={pending}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

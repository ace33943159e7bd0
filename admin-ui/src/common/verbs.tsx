// The verbs of the confirm-and-run buttons: each reads the same on every screen.
import type { ReactElement } from 'react';
import Archive from '@mui/icons-material/Archive';
import Block from '@mui/icons-material/Block';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import Delete from '@mui/icons-material/Delete';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutlineOutlined';
import Unarchive from '@mui/icons-material/Unarchive';

export interface Verb {
  /** On the button, its tooltip, the dialog title and its confirm button. */
  label: string;
  icon: ReactElement;
  /** In the toast once done: 'Partner Acme archived'. */
  done: string;
  /** Confirmed in warning colours. */
  destructive?: boolean;
}

export const ARCHIVE: Verb = { label: 'Archive', icon: <Archive fontSize="small" />, done: 'archived' };
export const UNARCHIVE: Verb = { label: 'Unarchive', icon: <Unarchive fontSize="small" />, done: 'unarchived' };
export const DELETE: Verb = { label: 'Delete', icon: <Delete fontSize="small" />, done: 'deleted', destructive: true };
export const DEACTIVATE: Verb = {
  label: 'Deactivate',
  icon: <Block fontSize="small" />,
  done: 'deactivated',
  destructive: true,
};
export const ACTIVATE: Verb = { label: 'Activate', icon: <CheckCircleOutline fontSize="small" />, done: 'activated' };
/** Takes something away from a record, which stays (a business node from a user). */
export const REMOVE: Verb = {
  label: 'Remove',
  icon: <RemoveCircleOutline fontSize="small" />,
  done: 'removed',
  destructive: true,
};

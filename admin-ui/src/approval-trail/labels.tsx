// How the trail shows a decision, a format's state and a moment.
import { Chip } from '@mui/material';
import {
  DECISION_LABELS,
  KIND_LABELS,
  type ApprovalDecision,
  type ApprovalKind,
} from '../../../domain/approval-trail/records';
import type { FormatApproval } from '../../../domain/personalise/events';

const COLORS = { approved: 'success', rejected: 'error', lapsed: 'warning' } as const;

export const DecisionChip = ({ decision, kind }: { decision: ApprovalDecision; kind: ApprovalKind | null }) => (
  <Chip
    size="small"
    variant={kind === 'final' ? 'filled' : 'outlined'}
    color={COLORS[decision]}
    label={kind ? `${KIND_LABELS[kind]} ${DECISION_LABELS[decision].toLowerCase()}` : DECISION_LABELS[decision]}
  />
);

/** Format status labels of spec 2 §4. */
const STATE_LABELS: Record<FormatApproval, string> = {
  unapproved: 'Unapproved',
  interimApproved: 'Interim approved',
  interimRejected: 'Interim rejected',
  approved: 'Approved',
  rejected: 'Rejected',
};
const STATE_COLORS: Record<FormatApproval, 'default' | 'success' | 'error'> = {
  unapproved: 'default',
  interimApproved: 'success',
  interimRejected: 'error',
  approved: 'success',
  rejected: 'error',
};

export const StateChip = ({ state }: { state: FormatApproval }) => (
  <Chip
    size="small"
    variant={state === 'approved' || state === 'rejected' ? 'filled' : 'outlined'}
    color={STATE_COLORS[state]}
    label={STATE_LABELS[state]}
  />
);

export const formatTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** An ISO instant as a datetime-local input's value (the browser's time zone), and back. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
export const fromLocalInput = (value: string): string | null =>
  value && !Number.isNaN(new Date(value).getTime()) ? new Date(value).toISOString() : null;

/** The fingerprint's first digits, enough to tell versions apart at a glance. */
export const shortFingerprint = (fingerprint: string) => fingerprint.slice(0, 12);

// Creative approval (spec 2 §4 "Creative approval", §6; issue 10): who may give which decision, the three-way toggle,
// the states the variations API names, the format status labels, and the comment a reviewer may add. The server
// judges with these and the creatives screen shows by them.
import { can, GROUPS, type Role } from '../roles';
import type { FormatApproval } from './events';

export type ApprovalKind = 'interim' | 'final';

/** The decisions a role may give: interim, final or both (SUPER, ADMIN, SELF_SERVICE_ADMIN); the first is its default.
 * */
export function approvalKinds(role: Role): ApprovalKind[] {
  return [
    ...(can(role, 'finalApproveCreatives') ? ['final' as const] : []),
    ...(can(role, 'interimApproveCreatives') ? ['interim' as const] : []),
  ];
}

/** Every state a format's approval may be in (events.ts FormatApproval). */
export const FORMAT_APPROVALS = [
  'unapproved',
  'interimApproved',
  'interimRejected',
  'approved',
  'rejected',
] as const satisfies readonly FormatApproval[];

export const mayDecide = (role: Role, final: boolean) =>
  can(role, final ? 'finalApproveCreatives' : 'interimApproveCreatives');

/**
 * The two creatives views (spec 2 §6, 3 §6): the admin view (full variation data) for admins and the self-service
 * roles; the client view for the top admins, the self-service admin, the MANAGER and the REVIEWER. The
 * self-service reviewer has the admin view but not the client view.
 */
const CREATIVES_VIEW_ROLES = {
  admin: GROUPS.ADMINS_AND_SELF_SERVICE,
  client: ['SUPER', 'ADMIN', 'SELF_SERVICE_ADMIN', 'MANAGER', 'REVIEWER'],
} as const satisfies Record<string, readonly Role[]>;
export type CreativesViewMode = keyof typeof CREATIVES_VIEW_ROLES;
export const CREATIVES_VIEW_MODES = ['admin', 'client'] as const satisfies readonly CreativesViewMode[];

export const mayView = (role: Role, mode: CreativesViewMode) =>
  (CREATIVES_VIEW_ROLES[mode] as readonly Role[]).includes(role);

/** The view a role opens with: the admin view where it has it, else the client view; null when it has neither. */
export const defaultViewMode = (role: Role): CreativesViewMode | null =>
  mayView(role, 'admin') ? 'admin' : mayView(role, 'client') ? 'client' : null;

/** The three-way toggle: -1 rejected, 0 neutral (no decision sent), 1 approved. */
export type ToggleValue = -1 | 0 | 1;

/** The request a set of toggles makes: lists of approvals and rejections (neutral formats are left out). */
export function approvalRequest(toggles: Readonly<Record<string, ToggleValue>>): {
  approvals: string[];
  rejections: string[];
} {
  const entries = Object.entries(toggles);
  return {
    approvals: entries.filter(([, v]) => v === 1).map(([id]) => id),
    rejections: entries.filter(([, v]) => v === -1).map(([id]) => id),
  };
}

/** Where a format's toggle starts: its decision of the kind the reviewer gives, else neutral. */
export function toggleOf(approval: FormatApproval, kind: ApprovalKind): ToggleValue {
  if (kind === 'final') return approval === 'approved' ? 1 : approval === 'rejected' ? -1 : 0;
  return approval === 'interimApproved' ? 1 : approval === 'interimRejected' ? -1 : 0;
}

/** Variation approval states of the variations API (spec 2 §4): clientApproved is the final approval. */
export type VariationApprovalState = 'nonApproved' | 'interimApproved' | 'clientApproved';

export function variationState(approval: FormatApproval): VariationApprovalState {
  return approval === 'approved'
    ? 'clientApproved'
    : approval === 'interimApproved'
      ? 'interimApproved'
      : 'nonApproved';
}

/** Format status labels (spec 2 §4); publishing error comes with publishing. */
export const FORMAT_STATUS_LABELS: Record<FormatApproval | 'archived', string> = {
  approved: 'approved',
  rejected: 'rejected',
  interimRejected: 'interim rejected',
  interimApproved: 'interim approved',
  unapproved: 'unapproved',
  archived: 'archived',
};

export const formatStatusLabel = (f: { approval: FormatApproval; archived: boolean }) =>
  FORMAT_STATUS_LABELS[f.archived ? 'archived' : f.approval];

/** What the creatives view filters by: a format state, or 'changed' (approved before and edited since). */
export const CREATIVE_STATUSES = [
  'unapproved',
  'interimApproved',
  'interimRejected',
  'approved',
  'rejected',
  'changed',
] as const;
export type CreativeStatus = (typeof CREATIVE_STATUSES)[number];

/** A reviewer's comment on a decision. */
export const APPROVAL_COMMENT_MAX = 1000;
export const APPROVAL_COMMENT_TOO_LONG = `A comment may have at most ${APPROVAL_COMMENT_MAX} characters`;

/** The bulk update's notices (spec 2 §4 "Bulk update", §8). */
export const APPROVAL_NOTICES = {
  pending: 'Updating creatives',
  failed: 'Error happened during approvals saving',
  fetchFailed: 'Failed to fetch creatives',
} as const;

/** Our wording: a format approved before and edited since shows this badge and a diff of the change. */
export const CHANGED_SINCE_APPROVAL = 'changed since the last approval';

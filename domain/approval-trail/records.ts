// The approval audit trail (issue 10 §3): one record per format per decision, and a `lapsed` record when an edit
// sends a decided format back for approval. Who may read it, how a FormatApprovalsChanged fans out into records,
// and what state a format was in given its latest record: the projection, the API and the screen share these.
import type { Group } from '../roles';
import type { ElementValue, FormatApproval, FormatApprovalsChanged } from '../personalise/events';

/**
 * Every role that sees the campaign reads its trail, and no other: the analyst does "reporting only" (spec 2 §6, spec 3
 * §6) and campaigns are for the not-analysts group (spec 1 §2.1), while the trail carries the creatives' content.
 */
export const APPROVAL_TRAIL_ACCESS: Group = 'NOT_ANALYSTS';

export const APPROVAL_DECISIONS = ['approved', 'rejected', 'lapsed'] as const;
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number];
export const APPROVAL_KINDS = ['interim', 'final'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

export const DECISION_LABELS: Record<ApprovalDecision, string> = {
  approved: 'Approved',
  rejected: 'Rejected',
  lapsed: 'Lapsed by an edit',
};
export const KIND_LABELS: Record<ApprovalKind, string> = { interim: 'Interim', final: 'Final' };

/** What a decision judged: the template version and the format's dynamic element values (and carousel cards). */
export interface FormatContent {
  templateId: string;
  version: number;
  values: Record<string, ElementValue>;
  cards: number | null;
}

export const RECORD_NOT_FOUND = 'Approval record not found';

/** One format's share of a decision: approvals then rejections, in the event's order. */
interface DecisionShare {
  formatId: string;
  decision: 'approved' | 'rejected';
  kind: ApprovalKind;
  /** The fingerprint the event bound the decision to; null on events written before approvals were bound. */
  fingerprint: string | null;
}

export function sharesOf(data: FormatApprovalsChanged['data']): DecisionShare[] {
  const kind: ApprovalKind = data.final ? 'final' : 'interim';
  const share = (decision: DecisionShare['decision']) => (formatId: string) => ({
    formatId,
    decision,
    kind,
    fingerprint: data.fingerprints?.[formatId] ?? null,
  });
  return [...data.approvals.map(share('approved')), ...data.rejections.map(share('rejected'))];
}

/** The format's approval state after its latest record (none: it was never decided). */
export function stateAfter(latest: { decision: ApprovalDecision; kind: ApprovalKind | null } | null): FormatApproval {
  if (!latest || latest.decision === 'lapsed') return 'unapproved';
  if (latest.kind === 'final') return latest.decision;
  return latest.decision === 'approved' ? 'interimApproved' : 'interimRejected';
}

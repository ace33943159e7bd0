// Where a review request stands (issue 10 §2), judged from the campaign's trees as their streams fold them: it is
// complete when the campaign has live formats and every one of them holds the requested approval (interim: interim
// or final approval; final: final approval); a reviewer is still pending until they have decided on some format of
// the requested kind since the request was made.
import type { FormatApproval } from '../personalise/events';
import type { TreeState } from '../personalise/state';
import type { ApprovalRequest } from './review';

/** One approval decision of a tree's stream (FormatApprovalsChanged). */
export interface ApprovalDecision {
  by: string;
  final: boolean;
  at: string;
}

interface ReviewProgress {
  complete: boolean;
  /** Live formats holding the requested approval, of how many. */
  approved: number;
  formats: number;
  pendingReviewers: string[];
}

const ACCEPTED: Record<'interim' | 'final', readonly FormatApproval[]> = {
  interim: ['interimApproved', 'approved'],
  final: ['approved'],
};

function liveApprovals(trees: readonly TreeState[]): FormatApproval[] {
  return trees.flatMap((tree) =>
    [...tree.variants.values()]
      .filter((v) => !v.archived)
      .flatMap((v) => v.formats.filter((f) => !f.archived).map((f) => f.approval)),
  );
}

export function reviewProgress(
  request: Pick<ApprovalRequest, 'isFinal' | 'userIds' | 'at'>,
  trees: readonly TreeState[],
  decisions: readonly ApprovalDecision[],
): ReviewProgress {
  const accepted = ACCEPTED[request.isFinal ? 'final' : 'interim'];
  const approvals = liveApprovals(trees);
  const approved = approvals.filter((a) => accepted.includes(a)).length;
  const since = Date.parse(request.at);
  const decided = new Set(
    decisions.filter((d) => Date.parse(d.at) >= since && (d.final || !request.isFinal)).map((d) => d.by),
  );
  return {
    complete: approvals.length > 0 && approved === approvals.length,
    approved,
    formats: approvals.length,
    pendingReviewers: request.userIds.filter((id) => !decided.has(id)),
  };
}

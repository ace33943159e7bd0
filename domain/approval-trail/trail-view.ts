// The approval trail's answers as the API sends them (api/schemas/approval-trail.ts) and the screen reads them
// (admin-ui/src/approval-trail/): one record of the trail, and a format's state "as approved at T" with its latest
// record. The read model (projections/approvals/queries.ts) builds them.
import type { FormatApproval } from '../personalise/events';
import type { ApprovalDecision, ApprovalKind, FormatContent } from './records';

export interface ApprovalRecordRow {
  id: string;
  eventId: string;
  position: number;
  campaignId: string;
  treeId: string;
  variantId: string;
  variantName: string;
  formatId: string;
  templateName: string;
  decision: ApprovalDecision;
  kind: ApprovalKind | null;
  by: { userId: string; name: string | null; email: string | null };
  role: string;
  at: string;
  fingerprint: string;
  /** False where the event predates bound approvals and the fingerprint was computed from the replayed content. */
  fingerprintRecorded: boolean;
  comment: string | null;
  content: FormatContent;
}

export interface AsOfRow {
  formatId: string;
  treeId: string;
  variantId: string;
  /** The variant's name at T's latest record, else its name now. */
  variantName: string;
  templateId: string;
  templateName: string;
  /** The format's approval state after that record (records.ts stateAfter): the route adds it to the read model's row.
   * */
  state: FormatApproval;
  /** The latest record at or before T; null when the format had none (it was unapproved). */
  record: ApprovalRecordRow | null;
}

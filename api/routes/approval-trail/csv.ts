// One CSV line per trail record: the reviewer's name and e-mail beside the id, the content as JSON in one cell.
import { DECISION_LABELS, KIND_LABELS } from '../../../domain/approval-trail/records';
import type { ApprovalRecordRow } from '../../../domain/approval-trail/answers';

export const CSV_COLUMNS = [
  { key: 'at', header: 'At' },
  { key: 'decision', header: 'Decision' },
  { key: 'kind', header: 'Type' },
  { key: 'userName', header: 'User' },
  { key: 'userEmail', header: 'E-mail' },
  { key: 'userId', header: 'User id' },
  { key: 'role', header: 'Role' },
  { key: 'variantName', header: 'Variant' },
  { key: 'variantId', header: 'Variant id' },
  { key: 'templateName', header: 'Format' },
  { key: 'formatId', header: 'Format id' },
  { key: 'templateVersion', header: 'Template version' },
  { key: 'fingerprint', header: 'Content fingerprint' },
  { key: 'comment', header: 'Comment' },
  { key: 'content', header: 'Content' },
  { key: 'treeId', header: 'Tree id' },
  { key: 'id', header: 'Record id' },
];

export function csvRow(r: ApprovalRecordRow): Record<string, string | number> {
  return {
    at: r.at,
    decision: DECISION_LABELS[r.decision],
    kind: r.kind ? KIND_LABELS[r.kind] : '',
    userName: r.by.name ?? '',
    userEmail: r.by.email ?? '',
    userId: r.by.userId,
    role: r.role,
    variantName: r.variantName,
    variantId: r.variantId,
    templateName: r.templateName,
    formatId: r.formatId,
    templateVersion: r.content.version,
    fingerprint: r.fingerprint,
    comment: r.comment ?? '',
    content: JSON.stringify(r.content.values),
    treeId: r.treeId,
    id: r.id,
  };
}

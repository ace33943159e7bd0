// Who may do what with concepts on screen, as the server decides it (domain/concept/access.ts CONCEPT_ACCESS,
// domain/concept/approvals.ts): the UI hides or disables, the server refuses.
import { CONCEPT_ACCESS } from '../../../domain/concept/access';
import { STORYBOARD_TEMPLATE_APPROVERS } from '../../../domain/concept/approvals';
import { ROLE_LABELS, type Group } from '../../../domain/roles';

/** Create, brief, archive: the campaign creators' roles (spec 3 §6). */
export const CONCEPT_CREATORS: Group = CONCEPT_ACCESS.edit;
/** Concept settings: top admins and the self-service group. */
export const CONCEPT_SETTINGS: Group = CONCEPT_ACCESS.settings;
/** The audit trail is read by the admin group (GET /audit). */
export const AUDIT_READERS: Group = 'ADMIN_GROUP';

export const NOT_A_FINAL_APPROVER = `Only the final approvers move a concept on: ${STORYBOARD_TEMPLATE_APPROVERS.map((r) => ROLE_LABELS[r]).join(', ')}`;

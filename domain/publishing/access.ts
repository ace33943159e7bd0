// Who may publish (issue 20 §3; spec 2 §6): only roles that give final approvals, and of those only the ones the spec
// lets open the Tools tab, where publishing lives (top admins and the self-service group): SUPER, ADMIN and
// SELF_SERVICE_ADMIN, the admin group. The MANAGER approves finally but has only the creatives and settings tabs.
// Every reader of the campaign sees where its publishes stand (the creatives view shows them to reviewers too).
import type { Group } from '../roles';

export const PUBLISH_ACCESS = {
  publish: 'ADMIN_GROUP',
  read: 'NOT_ANALYSTS',
} as const satisfies Record<string, Group>;

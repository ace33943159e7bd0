// Who may do what with screenshots (spec 2 §6, §7; spec 1/3 route gates): asking for them, cancelling and restarting
// renders is the personalise work of the admins and the self-service group (the refresh button of the personalise
// table, the campaign's tools); every reader of the campaign sees the queue and the pictures (the creatives view shows
// them to reviewers and managers too).
import type { Group } from '../roles';

export const SCREENSHOT_ACCESS = {
  render: 'ADMINS_AND_SELF_SERVICE',
  read: 'NOT_ANALYSTS',
} as const satisfies Record<string, Group>;

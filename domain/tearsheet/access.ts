// Who may do what with tearsheets (issue 19 §3; spec 2 §7 `create-pdf`, beside `make-screenshots` in a campaign's
// tools): making one and sharing or revoking its links are the admins' and the self-service group's, as asking for
// screenshots is; every reader of the campaign lists and downloads them. A public link needs no sign-in at all.
import type { Group } from '../roles';

export const TEARSHEET_ACCESS = {
  create: 'ADMINS_AND_SELF_SERVICE',
  share: 'ADMINS_AND_SELF_SERVICE',
  read: 'NOT_ANALYSTS',
} as const satisfies Record<string, Group>;

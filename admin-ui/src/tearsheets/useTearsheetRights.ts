// Who may do what with tearsheets on screen, as the server decides it (domain/tearsheet/access.ts): every reader of
// the campaign lists and downloads; making one, sharing and revoking are the admins' and the self-service group's.
// Each answers why not, or null: the control is then disabled with that reason as its tooltip.
import { TEARSHEET_ACCESS } from '../../../domain/tearsheet/access';
import { useSession } from '../auth/session';
import { whyNot } from '../campaigns/campaignAccess';

export function useTearsheetRights() {
  const role = useSession()?.role;
  return { whyNoCreate: whyNot(role, TEARSHEET_ACCESS.create), whyNoShare: whyNot(role, TEARSHEET_ACCESS.share) };
}

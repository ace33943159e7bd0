// The name's existence check as the user types (GET /campaigns/exists?partnerId&name): one call per settled name.
// Until the answer for the name as typed is in, the form cannot be sent.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { MESSAGES } from '../../../../domain/shared/errors';
import { nameError } from '../../../../domain/shared/validation';
import { useDebounced } from '../../assets/useDebounced';
import { CHECKING_NAME, NAME_CHECK_DEBOUNCE_MS, NAME_CHECK_FAILED } from '../../concepts/wizard/useNameCheck';
import type { VariaDataProvider } from '../../providers/dataProvider';

/** The server's answer to a name the partner already has (spec 3 §8). */
export const ALREADY_EXIST = MESSAGES.alreadyExist;

/** Why the name cannot be sent: taken, being checked, or the check failed; null when free. */
export function useCampaignNameCheck(
  name: string,
  partnerId: string | null,
  ownName: string | null = null,
): string | null {
  const dataProvider = useDataProvider<VariaDataProvider>();
  const typed = name.trimEnd();
  const settled = useDebounced(typed, NAME_CHECK_DEBOUNCE_MS);
  // Names the rules refuse anyway, and the campaign's own, are not worth a call.
  const worthAsking = nameError(settled) === null && settled.toLowerCase() !== ownName?.toLowerCase();
  const check = useQuery({
    queryKey: ['campaigns', 'name-exists', partnerId, settled.toLowerCase()],
    queryFn: ({ signal }) => dataProvider.campaignNameExists(partnerId, settled, signal),
    enabled: worthAsking,
    staleTime: 0,
  });
  if (nameError(typed) !== null || typed.toLowerCase() === ownName?.toLowerCase()) return null;
  if (settled !== typed || check.isPending) return CHECKING_NAME;
  if (check.isError) return NAME_CHECK_FAILED;
  return check.data ? ALREADY_EXIST : null;
}

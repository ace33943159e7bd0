// The Details step's uniqueness check (spec 1 §5, §8): one call per settled name, case-insensitive among the
// partner's concepts, the draft's own name excluded by the server. Until the answer for the name as typed is
// in, the step cannot continue.
import { useQuery } from '@tanstack/react-query';
import { conceptNameError } from '../../../../domain/concept/details-rules';
import { useDebounced } from '../../assets/useDebounced';
import { conceptNameExists } from './briefCalls';

/** How long the name must stay unchanged before it is checked (the spec gives no value). */
export const NAME_CHECK_DEBOUNCE_MS = 300;
export const CHECKING_NAME = 'Checking whether the name is free…';
export const NAME_CHECK_FAILED = 'The name could not be checked: please try again';

interface NameCheck {
  isNameTaken(name: string): boolean;
  /** Why the step must wait: the check is running or failed; null once the typed name is answered. */
  pending: string | null;
}

const answerless = { isNameTaken: () => false, ownName: null, lockedMarkets: null, allowedNodeIds: 'all' as const };

export function useNameCheck(name: string, partnerId: string | null, conceptId: string | null): NameCheck {
  const typed = name.trimEnd();
  const settled = useDebounced(typed, NAME_CHECK_DEBOUNCE_MS);
  // Names the rules refuse anyway are not worth a call.
  const worthAsking = settled !== '' && conceptNameError(settled, answerless) === null;
  const check = useQuery({
    queryKey: ['concepts', 'name-exists', partnerId, conceptId, settled.toLowerCase()],
    queryFn: ({ signal }) => conceptNameExists(settled, partnerId, conceptId, signal),
    enabled: worthAsking,
    staleTime: 0,
  });
  const answered = settled === typed && (!worthAsking || check.isSuccess);
  return {
    isNameTaken: (candidate) =>
      answered && worthAsking && check.data === true && candidate.trimEnd().toLowerCase() === settled.toLowerCase(),
    pending: answered || typed === '' ? null : check.isError && settled === typed ? NAME_CHECK_FAILED : CHECKING_NAME,
  };
}

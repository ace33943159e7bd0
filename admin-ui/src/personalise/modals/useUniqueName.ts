// A name checked as it is typed (spec 2 §5): one exist call per settled name; the answer for the name as typed
// must be in before saving. The name the thing already has is never 'taken'.
import { useQuery } from '@tanstack/react-query';
import { useDebounced } from '../../assets/useDebounced';
import { NAME_CHECK_DEBOUNCE_MS, CHECKING_NAME, NAME_CHECK_FAILED } from '../../concepts/wizard/useNameCheck';

interface UniqueName {
  /** The refusal to show under the field, or null. */
  error: string | null;
  /** Why saving must wait, or null. */
  pending: string | null;
}

export function useUniqueName(
  key: readonly unknown[],
  name: string,
  ownName: string | null,
  takenMessage: string,
  exists: (name: string, signal: AbortSignal) => Promise<boolean>,
): UniqueName {
  const typed = name.trim();
  const settled = useDebounced(typed, NAME_CHECK_DEBOUNCE_MS);
  const own = ownName !== null && settled.toLowerCase() === ownName.trim().toLowerCase();
  const check = useQuery({
    queryKey: [...key, 'name-exists', settled.toLowerCase()],
    queryFn: ({ signal }) => exists(settled, signal),
    enabled: settled !== '' && !own,
    staleTime: 0,
  });
  if (typed === '' || (ownName !== null && typed.toLowerCase() === ownName.trim().toLowerCase()))
    return { error: null, pending: null };
  if (settled !== typed || check.isPending) return { error: null, pending: CHECKING_NAME };
  if (check.isError) return { error: null, pending: NAME_CHECK_FAILED };
  return { error: check.data ? takenMessage : null, pending: null };
}

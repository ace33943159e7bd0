// The brief wizard opens over any page from the URL: ?brief=new for a new concept, ?brief=<conceptId> for a
// saved one (a draft reopens at its stored step; a submitted brief opens read-only). The drawer itself is
// mounted once, in the layout.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSearchParam } from '../../common/useSearchParam';

const BRIEF_PARAM = 'brief';
export const NEW_BRIEF = 'new';

/** Opens the wizard: on a new brief without an id, else on the concept's brief. */
export function useOpenBrief(): (conceptId?: string) => void {
  const [, setSearch] = useSearchParams();
  return useCallback(
    (conceptId?: string) =>
      setSearch((current) => {
        const next = new URLSearchParams(current);
        next.set(BRIEF_PARAM, conceptId ?? NEW_BRIEF);
        return next;
      }),
    [setSearch],
  );
}

/** The brief the URL opens, or null. */
export function useBriefParam(): string | null {
  const [search] = useSearchParams();
  return search.get(BRIEF_PARAM) || null;
}

/** Closes the wizard (null) or names the concept a new brief became, without a new history entry. */
export function useSetBriefParam(): (conceptId: string | null) => void {
  return useSearchParam(BRIEF_PARAM)[1];
}

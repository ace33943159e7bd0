// The current partner (spec 1 §2.1, §2.3): top admins pick it with the client switcher (?partner= in the
// query, remembered between visits); everyone else works in their own partner.
import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetIdentity } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { isTopAdmin } from '../../../domain/roles';
import { useSession } from '../auth/session';
import type { VariaDataProvider } from '../providers/dataProvider';
import type { CurrentUser } from '../providers/types';
import { isId } from '../routing/ids';

const REMEMBERED_PARTNER = 'varia.partner';

export function usePartnerOptions(enabled = true) {
  const dataProvider = useDataProvider<VariaDataProvider>();
  return useQuery({
    queryKey: ['partner-options'],
    queryFn: () => dataProvider.partnerOptions(),
    enabled,
    staleTime: 60_000,
  });
}

interface CurrentPartner {
  partnerId: string | null;
  partnerName: string | null;
  /** Top admins choose the partner; others are held to their own. */
  canSwitch: boolean;
  isPending: boolean;
  select: (partnerId: string | null) => void;
}

export function useCurrentPartner(): CurrentPartner {
  const session = useSession();
  const canSwitch = !!session && isTopAdmin(session.role);
  const [searchParams, setSearchParams] = useSearchParams();
  const { identity, isPending: identityPending } = useGetIdentity();
  const options = usePartnerOptions(canSwitch);

  const select = useCallback(
    (partnerId: string | null) => {
      if (partnerId) localStorage.setItem(REMEMBERED_PARTNER, partnerId);
      else localStorage.removeItem(REMEMBERED_PARTNER);
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (partnerId) next.set('partner', partnerId);
          else next.delete('partner');
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  if (!canSwitch) {
    const me = identity as CurrentUser | undefined;
    return {
      partnerId: me?.partnerId ?? null,
      partnerName: me?.partnerName ?? null,
      canSwitch,
      isPending: identityPending,
      select,
    };
  }
  // A malformed ?partner= names no partner (and must not reach the API's validator).
  const wanted = searchParams.get('partner') ?? localStorage.getItem(REMEMBERED_PARTNER);
  const partnerId = wanted && isId(wanted) ? wanted : null;
  const partner = options.data?.find((p) => p.id === partnerId);
  return {
    partnerId: partner ? partner.id : options.isPending ? partnerId : null,
    partnerName: partner?.name ?? null,
    canSwitch,
    isPending: options.isPending,
    select,
  };
}

/** A link that keeps the current ?partner= for top admins (beside a query the path may have). */
export function usePartnerLink() {
  const { partnerId, canSwitch } = useCurrentPartner();
  return (path: string) =>
    canSwitch && partnerId ? `${path}${path.includes('?') ? '&' : '?'}partner=${partnerId}` : path;
}

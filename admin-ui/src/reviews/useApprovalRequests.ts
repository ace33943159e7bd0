import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { Role } from '../../../domain/roles';
import type { VariaDataProvider } from '../providers/dataProvider';

export function useApprovalRequests(campaignId: string, enabled: boolean) {
  const dataProvider = useDataProvider<VariaDataProvider>();
  return useQuery({
    queryKey: ['approval-requests', campaignId],
    queryFn: () => dataProvider.approvalRequests(campaignId),
    enabled,
  });
}

/** The users a request on the campaign may name (only those who can see it), by part of a name or e-mail, of the given
 * roles. */
export function useWatchers(campaignId: string, input: string, allowedRoles: readonly Role[]) {
  const dataProvider = useDataProvider<VariaDataProvider>();
  return useQuery({
    queryKey: ['approval-requests', 'watchers', campaignId, input, allowedRoles],
    queryFn: () => dataProvider.watchers({ campaignId, input, allowedRoles }),
  });
}

// The campaign nodes' Meta ad accounts and pages (ours: GET /facebook/accounts?campaignId), shared by the Meta preview
// and the Facebook segment CSV import.
import { useQuery } from '@tanstack/react-query';
import { getMetaAccounts } from './metaCalls';

export const useMetaAccounts = (campaignId: string) =>
  useQuery({ queryKey: ['meta-accounts', campaignId], queryFn: () => getMetaAccounts(campaignId) });

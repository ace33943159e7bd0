// 'Import from Meta' (spec 2 §7 signals/import/adsets {campaignIds, facebookAdAccountId, facebookPageId,
// excludeCompleted}): a Meta ad account connected on the campaign's nodes and one of its pages, the account's campaigns
// with their ad sets as Meta lists them (GET /facebook/{id}/campaigns?expanded), each ticked campaign's ad sets a Meta
// Ad Set segment. A failed look-up toasts 'Failed to load Meta campaigns' (spec 2 §8).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { META_MESSAGES } from '../../../../domain/meta/messages';
import { SelectField } from '../../common/SelectField';
import { getMetaCampaigns } from '../../publishing/placementCalls';
import type { TreeRef } from '../../providers/adapters/personalise';
import { useCommand } from '../../providers/useCommand';
import { NO_META_ACCOUNT } from '../meta/FacebookCsvImport';
import { useMetaAccounts } from '../meta/useMetaAccounts';
import { SegmentImportDialog } from './SegmentImportDialog';

export const NO_META_PAGE = "Set the Meta page ID on the ad account's business node to import its ad sets";

const adSetsDetail = (adSets: { completed: boolean }[] = []) => {
  const ended = adSets.filter((s) => s.completed).length;
  return `${adSets.length} ad set(s)${ended ? `, ${ended} ended` : ''}`;
};

export const MetaImport = ({ treeRef, onClose }: { treeRef: TreeRef; onClose: () => void }) => {
  const accounts = useMetaAccounts(treeRef.campaignId);
  const connected = (accounts.data ?? []).filter((a) => a.connected);
  const adAccounts = [...new Set(connected.map((a) => a.facebookAdAccountId))];
  const [pickedAccount, setPickedAccount] = useState<string | null>(null);
  const adAccount = adAccounts.find((a) => a === pickedAccount) ?? adAccounts[0];
  const pages = [
    ...new Set(
      connected.flatMap((a) => (a.facebookAdAccountId === adAccount && a.facebookPageId ? [a.facebookPageId] : [])),
    ),
  ];
  const [pickedPage, setPickedPage] = useState<string | null>(null);
  const page = pages.find((p) => p === pickedPage) ?? pages[0];
  const campaigns = useQuery({
    queryKey: ['meta-campaigns', adAccount],
    enabled: adAccount !== undefined,
    queryFn: () => getMetaCampaigns(adAccount!),
  });
  const [run, { isPending }] = useCommand('importAdSets');
  const accountWhy = accounts.isPending
    ? 'Loading the Meta ad accounts'
    : accounts.error
      ? accounts.error.message
      : !adAccount
        ? NO_META_ACCOUNT
        : !page
          ? NO_META_PAGE
          : null;
  return (
    <SegmentImportDialog
      title="Import from Meta"
      segmentType="Meta Ad Set"
      items="Meta ad sets"
      accounts={
        <>
          <SelectField
            label="Meta ad account"
            value={adAccount ?? ''}
            options={adAccounts}
            onChange={(account) => {
              setPickedAccount(account);
              setPickedPage(null);
            }}
            disabled={!adAccounts.length}
          />
          <SelectField
            label="Meta page"
            value={page ?? ''}
            options={pages}
            onChange={setPickedPage}
            disabled={!pages.length}
          />
        </>
      }
      accountWhy={accountWhy}
      lookup={{
        data: campaigns.data?.map((c) => ({ id: c.id, name: c.name, detail: adSetsDetail(c.adSets) })),
        loading: campaigns.isLoading,
        error: campaigns.error,
        retry: () => void campaigns.refetch(),
      }}
      failedLoading={META_MESSAGES.failedToLoadCampaigns}
      pending={isPending}
      onImport={(campaignIds, excludeCompleted, handlers) =>
        void run(
          {
            ...treeRef,
            body: { campaignIds, facebookAdAccountId: adAccount!, facebookPageId: page!, excludeCompleted },
          },
          handlers,
        )
      }
      onClose={onClose}
    />
  );
};

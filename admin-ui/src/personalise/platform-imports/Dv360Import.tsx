// 'Import from DV360' (spec 2 §7 signals/import/lineitems {campaignIds, advertiserId, excludeCompleted}): one of the
// DV360 advertisers connected on the campaign's nodes, its campaigns as DV360 lists them (GET
// /dv360/{advertiserId}/campaigns?nodeId), each ticked campaign's line items a DV360 Line Item segment. A failed
// look-up toasts 'Failed loading DV360 campaigns/line items' (spec 2 §8).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DV360_MESSAGES } from '../../../../domain/dv360/messages';
import { SelectField } from '../../common/SelectField';
import type { TreeRef } from '../../providers/adapters/personalise';
import { useCommand } from '../../providers/useCommand';
import { getDv360Advertisers, getDv360Campaigns } from './importCalls';
import { SegmentImportDialog } from './SegmentImportDialog';

export const NO_DV360_ADVERTISER =
  'Connect DV360 (advertiser and token) on a business node of this campaign to import its line items';

export const Dv360Import = ({ treeRef, onClose }: { treeRef: TreeRef; onClose: () => void }) => {
  const advertisers = useQuery({
    queryKey: ['dv360-advertisers', treeRef.campaignId],
    queryFn: () => getDv360Advertisers(treeRef.campaignId),
  });
  const connected = (advertisers.data ?? []).filter((a) => a.connected);
  const ids = [...new Set(connected.map((a) => a.dv360AdvertiserId))];
  const [picked, setPicked] = useState<string | null>(null);
  const advertiser = connected.find((a) => a.dv360AdvertiserId === picked) ?? connected[0];
  const campaigns = useQuery({
    queryKey: ['dv360-campaigns', advertiser?.dv360AdvertiserId, advertiser?.nodeId],
    enabled: advertiser !== undefined,
    queryFn: () => getDv360Campaigns(advertiser!.dv360AdvertiserId, advertiser!.nodeId),
  });
  const [run, { isPending }] = useCommand('importLineItems');
  const accountWhy = advertisers.isPending
    ? 'Loading the DV360 advertisers'
    : advertisers.error
      ? advertisers.error.message
      : !advertiser
        ? NO_DV360_ADVERTISER
        : null;
  return (
    <SegmentImportDialog
      title="Import from DV360"
      segmentType="DV360 Line Item"
      items="DV360 line items"
      accounts={
        <SelectField
          label="DV360 advertiser"
          value={advertiser?.dv360AdvertiserId ?? ''}
          options={ids}
          onChange={setPicked}
          disabled={!ids.length}
        />
      }
      accountWhy={accountWhy}
      lookup={{
        data: campaigns.data?.map((c) => ({ id: c.campaignId, name: c.name })),
        loading: campaigns.isLoading,
        error: campaigns.error,
        retry: () => void campaigns.refetch(),
      }}
      failedLoading={DV360_MESSAGES.failedLoading}
      pending={isPending}
      onImport={(campaignIds, excludeCompleted, handlers) =>
        void run(
          { ...treeRef, body: { campaignIds, advertiserId: advertiser!.dv360AdvertiserId, excludeCompleted } },
          handlers,
        )
      }
      onClose={onClose}
    />
  );
};

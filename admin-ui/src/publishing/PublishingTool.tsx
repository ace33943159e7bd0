// The Tools tab's publishing section (issue 20 §3): the channels the campaign's markets are connected to, 'Publish'
// after a confirmation, each publish's progress and outcome with 'Try again' for its failed creatives, where each
// market stands per platform, and what was served at a chosen moment.
import { useState } from 'react';
import { Alert, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { Platform } from '../../../domain/campaign/platforms';
import { PUBLISHING_DATA_FAILED } from '../../../domain/publishing/messages';
import { EmptyState, ErrorState } from '../common/ListStates';
import {
  getPublishing as getNodePublishing,
  publishingKey as nodePublishingKey,
} from '../integrations/integrationCalls';
import type { Campaign } from '../providers/adapters/campaigns';
import { ChannelChoice, connectedChannels } from './ChannelChoice';
import { MarketTable } from './MarketTable';
import { PrerenderedPublishButton } from './PrerenderedPublishButton';
import { PublishButton } from './PublishButton';
import { PublishItem } from './PublishItem';
import { ServedAt } from './ServedAt';
import { usePublishing } from './usePublishing';

/** Whether the platforms are the product's stand-ins, as the node's integrations screen says. */
const useSimulated = (nodeId: string | undefined) =>
  useQuery({
    queryKey: nodePublishingKey(nodeId ?? ''),
    enabled: nodeId !== undefined,
    queryFn: () => getNodePublishing(nodeId!),
  }).data?.simulated;

export const PublishingTool = ({ campaign }: { campaign: Campaign }) => {
  const { publishing, markets } = usePublishing(campaign.id);
  const simulated = useSimulated(campaign.businessNodes[0]);
  const [chosen, setChosen] = useState<Platform[]>([]);
  const marketList = markets.data?.markets ?? [];
  const connected = connectedChannels(marketList);
  const publishes = publishing.data?.publishes ?? [];
  return (
    <Stack spacing={2}>
      {simulated && (
        <Alert severity="info" role="note">
          Simulated platforms: publishing goes to Varia&apos;s stand-ins for Google and Meta on this machine, not to the
          real platforms.
        </Alert>
      )}
      {(publishing.isPending || markets.isPending) && <LinearProgress aria-label="Loading the publishing" />}
      {(publishing.error ?? markets.error) && (
        <ErrorState
          message={`${PUBLISHING_DATA_FAILED}: ${(publishing.error ?? markets.error)!.message}`}
          onRetry={() => void Promise.all([publishing.refetch(), markets.refetch()])}
        />
      )}
      {markets.data && (
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <ChannelChoice
            platforms={campaign.platforms}
            markets={marketList}
            chosen={chosen.filter((p) => connected.has(p))}
            onChange={setChosen}
          />
          <PublishButton
            campaignId={campaign.id}
            chosen={chosen.filter((p) => connected.has(p))}
            markets={marketList}
          />
          {campaign.platforms.includes('google') && (
            <PrerenderedPublishButton campaignId={campaign.id} connected={connected.has('google')} />
          )}
        </Stack>
      )}
      {markets.data && <MarketTable markets={marketList} />}
      {publishing.data &&
        (publishes.length === 0 ? (
          <EmptyState title="Not published yet" text="Publish the approved creatives to the connected channels." />
        ) : (
          <>
            <Typography variant="subtitle1" component="h3">
              Publishes
            </Typography>
            <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }} aria-label="Publishes">
              {publishes.map((p) => (
                <PublishItem key={p.id} campaignId={campaign.id} publish={p} />
              ))}
            </Stack>
          </>
        ))}
      <Typography variant="subtitle1" component="h3">
        As served at a moment
      </Typography>
      <ServedAt campaignId={campaign.id} markets={marketList} />
    </Stack>
  );
};

// The campaign's platforms to publish to: those a node of the campaign is connected to can be chosen; the others are
// disabled, saying where to connect them (each node's integrations screen).
import { Checkbox, FormControlLabel, FormGroup, Link, Stack, Tooltip, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { PLATFORM_LABELS, type Platform } from '../../../domain/campaign/platforms';
import type { PublishingMarketData } from '../../../domain/publishing/answers';

interface ChannelChoiceProps {
  platforms: readonly Platform[];
  markets: PublishingMarketData['markets'];
  chosen: Platform[];
  onChange: (chosen: Platform[]) => void;
}

export const connectedChannels = (markets: PublishingMarketData['markets']) =>
  new Set(markets.flatMap((m) => m.connected));

const NotConnected = ({ platform, markets }: { platform: Platform; markets: PublishingMarketData['markets'] }) => (
  <Stack spacing={0.5}>
    <Typography variant="body2">
      No business node of this campaign is connected to {PLATFORM_LABELS[platform]}. Connect it in the node&apos;s
      integrations:
    </Typography>
    {markets.map((m) => (
      <Link key={m.nodeId} component={RouterLink} to={`/admin/integration/${m.nodeId}`} color="inherit">
        {m.name}
      </Link>
    ))}
  </Stack>
);

export const ChannelChoice = ({ platforms, markets, chosen, onChange }: ChannelChoiceProps) => {
  const connected = connectedChannels(markets);
  const toggle = (platform: Platform, on: boolean) =>
    onChange(on ? [...chosen, platform] : chosen.filter((p) => p !== platform));
  return (
    <FormGroup row aria-label="Channels">
      {platforms.map((platform) => {
        const box = (
          <FormControlLabel
            key={platform}
            label={PLATFORM_LABELS[platform]}
            disabled={!connected.has(platform)}
            control={
              <Checkbox checked={chosen.includes(platform)} onChange={(e) => toggle(platform, e.target.checked)} />
            }
          />
        );
        return connected.has(platform) ? (
          box
        ) : (
          <Tooltip key={platform} title={<NotConnected platform={platform} markets={markets} />} describeChild>
            <span>{box}</span>
          </Tooltip>
        );
      })}
    </FormGroup>
  );
};

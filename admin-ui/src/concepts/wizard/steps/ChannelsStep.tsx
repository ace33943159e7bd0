// Channels: per platform, each of its channels on or off; at least one (spec 1 §2.5, §5).
import { FormControlLabel, FormHelperText, Stack, Switch, Typography } from '@mui/material';
import {
  BRIEF_PLATFORMS,
  PLATFORM_CHANNELS,
  inSlot,
  withSlot,
  type ChannelSlot,
} from '../../../../../domain/concept/format-catalogue';
import { slotLabel, titleCase } from '../labels';
import type { BriefWizardState } from '../useBriefWizard';

export const ChannelsStep = ({ wizard }: { wizard: BriefWizardState }) => {
  const { brief, edit, shownError, readOnly } = wizard;
  const error = shownError('channels');
  const set = (slot: ChannelSlot, on: boolean) => edit((b) => ({ ...b, channels: withSlot(b.channels, slot, on) }));
  return (
    <Stack spacing={2}>
      {BRIEF_PLATFORMS.map((platform) => (
        <div key={platform}>
          <Typography variant="subtitle2">{titleCase(platform)}</Typography>
          {PLATFORM_CHANNELS[platform].map((channel) => {
            const slot = { platform, channel };
            return (
              <FormControlLabel
                key={channel}
                label={titleCase(channel)}
                control={
                  <Switch
                    checked={inSlot(brief.channels, slot) === true}
                    disabled={readOnly}
                    slotProps={{ input: { 'aria-label': slotLabel(slot) } }}
                    onChange={(e) => set(slot, e.target.checked)}
                  />
                }
              />
            );
          })}
        </div>
      ))}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Stack>
  );
};

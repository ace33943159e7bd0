// Each reporting channel's stat boxes (spec 3 §9) with a sparkline of its daily impressions: people see the trend
// before they read the figures.
import { Box, Paper, Stack, Typography } from '@mui/material';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import type { ReporterAnswer } from '../../../domain/report/reporter-answers';
import { formatFigure } from './format';

type Channel = ReporterAnswer['channels'][number];

const ChannelStats = ({ channel }: { channel: Channel }) => (
  <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 280 }} aria-label={`${channel.label} stats`}>
    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {channel.label}
      </Typography>
      {channel.daily.length > 1 && (
        <Box sx={{ width: 120, height: 36 }} aria-label={`${channel.label} impressions per day`}>
          <SparkLineChart data={channel.daily.map((d) => d.impressions)} height={36} showTooltip />
        </Box>
      )}
    </Stack>
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 1.5 }}>
      {channel.boxes.map((box) => (
        <Box key={box.metric} role="group" aria-label={box.label}>
          <Typography variant="caption" color="text.secondary">
            {box.label}
          </Typography>
          <Typography variant="h6">{formatFigure(box.value, box.percent)}</Typography>
        </Box>
      ))}
    </Box>
  </Paper>
);

export const StatBoxes = ({ channels }: { channels: Channel[] }) => (
  <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 3 }}>
    {channels.map((channel) => (
      <ChannelStats key={channel.channel} channel={channel} />
    ))}
  </Stack>
);

// The asset itself: the image, a <video> player for videos, an <audio> player for audio, else its kind's icon.
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import OpenInNew from '@mui/icons-material/OpenInNew';
import type { Asset } from '../../providers/assetTypes';
import { KindIcon } from '../AssetThumb';
import { kindOf } from '../assetText';

export const AssetPreview = ({ asset }: { asset: Asset }) => {
  const kind = kindOf(asset.format);
  const media = { maxWidth: '100%', maxHeight: 480, display: 'block', mx: 'auto' } as const;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box
        sx={{
          minHeight: 240,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'grey.100',
          borderRadius: 1,
        }}
        data-testid="asset-preview"
      >
        {kind === 'image' && asset.url ? (
          <Box component="img" src={asset.url} alt={asset.name} sx={{ ...media, objectFit: 'contain' }} />
        ) : kind === 'video' && asset.url ? (
          <Box
            component="video"
            src={asset.url}
            poster={asset.thumbLocation ?? undefined}
            controls
            preload="metadata"
            sx={media}
            aria-label={asset.name}
          />
        ) : kind === 'audio' && asset.url ? (
          <Box component="audio" src={asset.url} controls sx={{ width: '90%' }} aria-label={asset.name} />
        ) : (
          <Stack sx={{ alignItems: 'center', py: 4 }}>
            <KindIcon format={asset.format} size={96} />
            <Typography color="text.secondary">{asset.format?.toUpperCase() || 'File'}</Typography>
          </Stack>
        )}
      </Box>
      {asset.url && (
        <Button
          size="small"
          sx={{ mt: 1 }}
          startIcon={<OpenInNew />}
          href={asset.url}
          target="_blank"
          rel="noopener noreferrer"
        >
          Open the original
        </Button>
      )}
    </Paper>
  );
};

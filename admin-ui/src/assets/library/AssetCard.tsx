// One asset in the grid: thumbnail, name, format and size; a checkbox for bulk actions; archive per asset.
import { Box, Card, CardActionArea, Checkbox, Chip, Stack, Typography } from '@mui/material';
import type { Asset } from '../../providers/assetTypes';
import { AssetThumb } from '../AssetThumb';
import { ArchiveAssetButton } from './ArchiveAssetButton';

interface AssetCardProps {
  asset: Asset;
  selected: boolean;
  onToggle: () => void;
  onOpen: () => void;
}

export const AssetCard = ({ asset, selected, onToggle, onOpen }: AssetCardProps) => (
  <Card
    variant="outlined"
    data-testid="asset-card"
    aria-label={asset.name}
    sx={{ position: 'relative', borderColor: selected ? 'primary.main' : 'divider', opacity: asset.archived ? 0.7 : 1 }}
  >
    <CardActionArea onClick={onOpen} aria-label={`Open ${asset.name}`}>
      <AssetThumb asset={asset} />
    </CardActionArea>
    <Checkbox
      size="small"
      checked={selected}
      onChange={onToggle}
      slotProps={{ input: { 'aria-label': `Select ${asset.name}` } }}
      sx={{
        position: 'absolute',
        top: 4,
        left: 4,
        bgcolor: 'background.paper',
        borderRadius: 1,
        p: 0.5,
        '&:hover': { bgcolor: 'background.paper' },
      }}
    />
    <Box sx={{ p: 1.5, pt: 1 }}>
      <Typography variant="body2" noWrap title={asset.name} sx={{ fontWeight: 500 }}>
        {asset.name}
      </Typography>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mt: 0.5 }}>
        <Chip size="small" label={asset.format?.toUpperCase() || '—'} variant="outlined" />
        {asset.dimension && (
          <Typography variant="caption" color="text.secondary" noWrap>
            {asset.dimension}
          </Typography>
        )}
        <Box sx={{ flex: 1 }} />
        <ArchiveAssetButton asset={asset} />
      </Stack>
    </Box>
  </Card>
);

// The picker's assets as selectable cards (click, or Space/Enter on a focused card).
import { Box, Card, CardActionArea, Checkbox, Typography } from '@mui/material';
import type { Asset } from '../../providers/assetTypes';
import { AssetThumb } from '../AssetThumb';

export const PickerGrid = ({
  assets,
  selected,
  onToggle,
}: {
  assets: Asset[];
  selected: (id: string) => boolean;
  onToggle: (asset: Asset) => void;
}) => (
  <Box
    role="listbox"
    aria-multiselectable
    aria-label="Library assets"
    sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}
  >
    {assets.map((asset) => {
      const on = selected(asset.id);
      return (
        <Card
          key={asset.id}
          variant="outlined"
          sx={{ position: 'relative', borderColor: on ? 'primary.main' : 'divider', borderWidth: on ? 2 : 1 }}
        >
          <CardActionArea
            role="option"
            aria-selected={on}
            aria-label={asset.name}
            data-testid="picker-asset"
            onClick={() => onToggle(asset)}
          >
            <AssetThumb asset={asset} height={100} iconSize={36} />
            <Box sx={{ p: 1 }}>
              <Typography variant="body2" noWrap title={asset.name}>
                {asset.name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {asset.format?.toUpperCase()} {asset.dimension ?? ''}
              </Typography>
            </Box>
          </CardActionArea>
          <Checkbox
            size="small"
            checked={on}
            tabIndex={-1}
            onChange={() => onToggle(asset)}
            sx={{ position: 'absolute', top: 2, right: 2, p: 0.5, bgcolor: 'background.paper' }}
            slotProps={{ input: { 'aria-hidden': true } }}
          />
        </Card>
      );
    })}
  </Box>
);

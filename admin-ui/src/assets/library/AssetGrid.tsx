// The library as a grid of thumbnails, on react-admin's list context (selection, paging, loading, no results).
import { Box, Button, Checkbox, FormControlLabel, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useListContext } from 'react-admin';
import type { Asset } from '../../providers/assetTypes';
import { AssetBulkActions } from './AssetBulkActions';
import { AssetCard } from './AssetCard';

const GRID = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', p: 2 } as const;

export const AssetGrid = ({ onOpen }: { onOpen: (asset: Asset) => void }) => {
  const { data, isPending, selectedIds, onToggleItem, onSelect, onUnselectItems, perPage, filterValues, setFilters } =
    useListContext<Asset>();
  if (isPending) {
    return (
      <Box sx={GRID} aria-label="Loading assets">
        {Array.from({ length: Math.min(perPage, 10) }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={210} />
        ))}
      </Box>
    );
  }
  if (!data?.length) {
    return (
      <Box sx={{ textAlign: 'center', py: 6 }} data-testid="no-results">
        <Typography color="text.secondary">No assets match these filters.</Typography>
        <Button sx={{ mt: 1 }} onClick={() => setFilters({}, {})}>
          Clear filters
        </Button>
      </Box>
    );
  }
  const pageIds = data.map((a) => a.id);
  const allOnPage = pageIds.every((id) => selectedIds.includes(id));
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 2, pt: 1, minHeight: 48 }}>
        <FormControlLabel
          control={
            <Checkbox
              size="small"
              checked={allOnPage}
              indeterminate={!allOnPage && pageIds.some((id) => selectedIds.includes(id))}
              onChange={() =>
                onSelect(
                  allOnPage
                    ? selectedIds.filter((id) => !pageIds.includes(id))
                    : [...new Set([...selectedIds, ...pageIds])],
                )
              }
            />
          }
          label={selectedIds.length ? `${selectedIds.length} selected` : 'Select all on this page'}
        />
        {selectedIds.length > 0 && (
          <Paper
            variant="outlined"
            sx={{ display: 'flex', gap: 1, px: 1, py: 0.25, alignItems: 'center' }}
            data-testid="bulk-actions"
          >
            <AssetBulkActions />
            <Button size="small" color="inherit" onClick={() => onUnselectItems()}>
              Unselect
            </Button>
          </Paper>
        )}
        {filterValues.archived && (
          <Typography variant="caption" color="text.secondary">
            Showing archived assets
          </Typography>
        )}
      </Stack>
      <Box sx={GRID}>
        {data.map((asset) => (
          <AssetCard
            key={asset.id}
            asset={asset}
            selected={selectedIds.includes(asset.id)}
            onToggle={() => onToggleItem(asset.id)}
            onOpen={() => onOpen(asset)}
          />
        ))}
      </Box>
    </>
  );
};

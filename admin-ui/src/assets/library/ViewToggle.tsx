import { ToggleButton, ToggleButtonGroup, Tooltip } from '@mui/material';
import GridView from '@mui/icons-material/GridView';
import ViewList from '@mui/icons-material/ViewList';
import { useStore } from 'react-admin';

type AssetView = 'grid' | 'table';

/** Grid of thumbnails or a table; remembered between visits. */
export function useAssetView() {
  return useStore<AssetView>('assets.view', 'grid');
}

export const ViewToggle = () => {
  const [view, setView] = useAssetView();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={view}
      onChange={(_, next: AssetView | null) => next && setView(next)}
      aria-label="View"
    >
      <ToggleButton value="grid" aria-label="Grid view">
        <Tooltip title="Grid">
          <GridView fontSize="small" />
        </Tooltip>
      </ToggleButton>
      <ToggleButton value="table" aria-label="Table view">
        <Tooltip title="Table">
          <ViewList fontSize="small" />
        </Tooltip>
      </ToggleButton>
    </ToggleButtonGroup>
  );
};

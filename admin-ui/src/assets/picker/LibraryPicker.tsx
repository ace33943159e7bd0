// The asset library picker (spec 1 §2.6, §7): a modal listing library assets (newest first, not archived,
// independent of a parent) with search (700 ms debounce), format filter, paging and multi-select; it hands
// back the chosen assets. assetsToExclude keeps already chosen ones out; nodeIds limits it to those nodes.
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import {
  ASSETS_FETCH_FAILED,
  LIBRARY_PICKER_PAGE_SIZE,
  LIBRARY_SEARCH_DEBOUNCE_MS,
} from '../../../../domain/asset/rules';
import type { VariaDataProvider } from '../../providers/dataProvider';
import type { Asset, AssetQuery } from '../../providers/assetTypes';
import { useAssetFormats } from '../useAssetFormats';
import { useDebounced } from '../useDebounced';
import { PickerFilters } from './PickerFilters';
import { PickerGrid } from './PickerGrid';
import { PageNavigator } from '../../common/Pager';
import { WhyDisabled } from '../../common/WhyDisabled';
import { SELECT_ASSETS_FIRST } from '../assetText';

interface LibraryPickerProps {
  open: boolean;
  partnerId: string;
  nodeIds?: string[];
  assetsToExclude?: string[];
  multiple?: boolean;
  title?: string;
  confirmLabel?: string;
  onClose: () => void;
  onPick: (assets: Asset[]) => void;
}

export const LibraryPicker = (props: LibraryPickerProps) => (
  <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="md" aria-labelledby="library-picker-title">
    {props.open && <PickerBody {...props} />}
  </Dialog>
);

const PickerBody = ({
  partnerId,
  nodeIds,
  assetsToExclude,
  multiple = true,
  title = 'Asset library',
  confirmLabel = 'Add',
  onClose,
  onPick,
}: LibraryPickerProps) => {
  const dataProvider = useDataProvider<VariaDataProvider>();
  const [search, setSearch] = useState('');
  const [formats, setFormats] = useState<string[]>([]);
  const [page, setPage] = useState(0);
  const [chosen, setChosen] = useState<Map<string, Asset>>(new Map());
  const debounced = useDebounced(search, LIBRARY_SEARCH_DEBOUNCE_MS);
  const formatList = useAssetFormats(partnerId);
  const query: AssetQuery = {
    partnerId,
    nodeIds,
    archived: false,
    isIndependent: true,
    page,
    limit: LIBRARY_PICKER_PAGE_SIZE,
    search: debounced,
    formats,
    assetsToExclude,
    sort: '-createdAt',
  };
  const list = useQuery({
    queryKey: ['asset-library', query],
    queryFn: ({ signal }) => dataProvider.assetLibrary(query, signal),
    placeholderData: keepPreviousData,
  });
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / LIBRARY_PICKER_PAGE_SIZE));
  const toggle = (asset: Asset) =>
    setChosen((prev) => {
      const next = new Map(multiple ? prev : []);
      if (prev.has(asset.id)) next.delete(asset.id);
      else next.set(asset.id, asset);
      return next;
    });
  const filter = (apply: () => void) => {
    apply();
    setPage(0);
  };

  return (
    <>
      <DialogTitle id="library-picker-title">{title}</DialogTitle>
      <DialogContent sx={{ minHeight: 420 }}>
        <PickerFilters
          search={search}
          onSearch={(text) => filter(() => setSearch(text))}
          formats={formats}
          onFormats={(next) => filter(() => setFormats(next))}
          formatChoices={formatList.data ?? []}
        />
        <Box sx={{ height: 4, mb: 1 }}>{list.isFetching && <LinearProgress aria-label="Loading assets" />}</Box>
        {list.error ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void list.refetch()}>
                Retry
              </Button>
            }
          >
            {ASSETS_FETCH_FAILED}
          </Alert>
        ) : list.data && !list.data.results.length ? (
          <Typography color="text.secondary" sx={{ textAlign: 'center', py: 6 }} data-testid="picker-empty">
            No assets found.
          </Typography>
        ) : (
          <PickerGrid assets={list.data?.results ?? []} selected={(id) => chosen.has(id)} onToggle={toggle} />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3 }}>
        {/* The picker's pages count from 0, the navigator's from 1. */}
        {list.data && list.data.total > 0 && (
          <PageNavigator page={page + 1} pages={pages} onPage={(p) => setPage(p - 1)} />
        )}
        <Box sx={{ flex: 1 }} />
        <Typography variant="body2" color="text.secondary" sx={{ mr: 1 }} data-testid="picker-count">
          {chosen.size} selected
        </Typography>
        <Button color="inherit" onClick={onClose}>
          Cancel
        </Button>
        <WhyDisabled reason={!chosen.size && SELECT_ASSETS_FIRST}>
          <Button variant="contained" disabled={!chosen.size} onClick={() => onPick([...chosen.values()])}>
            {confirmLabel}
            {chosen.size ? ` (${chosen.size})` : ''}
          </Button>
        </WhyDisabled>
      </DialogActions>
    </>
  );
};

// The personalise screen of one tree (spec 2 §2): counts active/total, search and 'All filters', the variant
// table one server page at a time (page size, 'Page X of Y', sort and filter in the URL), the bulk bar, the
// modals, and live refreshes from other users; screenshots at the chosen preview width with the refresh button that
// renders them, arriving live (issue 19). Mounted by the campaign shell at
// /campaigns/{campaignId}/personalize/{treeId}.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Badge, Box, Button, LinearProgress, Paper, Stack, TextField, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import FilterList from '@mui/icons-material/FilterList';
import Search from '@mui/icons-material/Search';
import UploadFile from '@mui/icons-material/UploadFile';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { EDIT_APPROVED_WARNING, variantLimitReached } from '../../../domain/personalise/messages';
import { useSettledSearch } from '../common/useSettledSearch';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { EmptyState, ErrorState } from '../common/ListStates';
import { PageControls } from '../common/Pager';
import { WhyDisabled } from '../common/WhyDisabled';
import type { VariaDataProvider } from '../providers/dataProvider';
import type { VariantRow } from '../../../domain/personalise/answers';
import type { TreeRef, VariantSortField } from '../providers/adapters/personalise';
import { BulkBar } from './BulkBar';
import { FiltersDrawer } from './FiltersDrawer';
import { FeedImportDialog } from './feeds/FeedImportDialog';
import { ElementDialog } from './modals/ElementDialog';
import { SignalsDialog, type SignalTarget } from './modals/SignalsDialog';
import { VariantNameDialog, type NameDialogMode } from './modals/VariantNameDialog';
import { elementColumns } from './table/columns';
import { TableActionsContext, type TableActions } from './table/TableActions';
import { VariantTable } from './table/VariantTable';
import { FILTERS_TITLE } from './texts';
import { PreviewWidthControl } from '../screenshots/PreviewWidthControl';
import { usePreviewWidth } from '../screenshots/previewWidth';
import { RefreshScreenshotsButton } from '../screenshots/RefreshScreenshotsButton';
import { CreatePdfLink } from '../tearsheets/CreatePdfLink';
import { useScreenshotsLive } from '../screenshots/useScreenshotsLive';
import { TreeNoticeProvider } from './TreeNotice';
import { useCellEdit } from './useCellEdit';
import { selectedFormatIds, useSelection } from './useSelection';
import { activeFilterCount, useTableParams } from './useTableParams';
import { useTree, useVariantCount, useVariantPage } from './useTreeData';
import { useTreeLive } from './useTreeLive';
import { VariantPreviews } from './VariantPreviews';
import { useVariantSources } from '../assemblies/useVariantSources';

export interface PersonalisePageProps {
  campaignId: string;
  treeId: string;
}

export const PersonalisePage = (props: PersonalisePageProps) => (
  <TreeNoticeProvider>
    <PersonaliseScreen key={`${props.campaignId}/${props.treeId}`} {...props} />
  </TreeNoticeProvider>
);

const PersonaliseScreen = ({ campaignId, treeId }: PersonalisePageProps) => {
  const treeRef = useMemo<TreeRef>(() => ({ campaignId, treeId }), [campaignId, treeId]);
  const dataProvider = useDataProvider<VariaDataProvider>();
  useTreeLive(treeRef);
  useScreenshotsLive(campaignId, treeId);
  const preview = usePreviewWidth();
  const tree = useTree(treeRef);
  // The shell's own query of the campaign: its partner and markets, for the asset library.
  const campaign = useQuery({
    queryKey: ['campaigns', 'one', campaignId],
    queryFn: ({ signal }) => dataProvider.campaign(campaignId, signal),
  });
  const { params, change } = useTableParams();
  const page = useVariantPage(treeRef, params);
  const count = useVariantCount(treeRef, params.filter);
  const { selection, toggleVariant, toggleFormat, selectVariants, unselectVariants, clear, formatCount } =
    useSelection();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [nameDialog, setNameDialog] = useState<NameDialogMode | null>(null);
  const [signalTarget, setSignalTarget] = useState<SignalTarget | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [feedOpen, setFeedOpen] = useState(false);
  // A feed may not drive an ASSEMBLY campaign's trees, nor one with datasources: why, as the server would refuse it.
  const feedRefusal = useVariantSources(campaignId).data?.feed ?? null;
  // The search box writes the URL once typing settles; the rest of the filter is read as it is then.
  const { q, ...restFilter } = params.filter;
  const [search, setSearch] = useSettledSearch(q ?? '', (text) =>
    change({ filter: { ...restFilter, ...(text ? { q: text } : {}) } }),
  );
  const rows = useMemo(() => page.data?.rows ?? [], [page.data]);
  const edit = useCellEdit(tree.data ?? null, rows, selection);

  // A page emptied under the user (the last rows archived, a narrower filter elsewhere) moves to the last page.
  const total = page.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / params.perPage));
  useEffect(() => {
    if (page.data && params.page > pages) change({ page: pages });
  }, [page.data, params.page, pages, change]);

  const toggleExpanded = useCallback((variantId: string) => {
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(variantId)) next.delete(variantId);
      else next.add(variantId);
      return next;
    });
  }, []);
  const actions = useMemo<TableActions | null>(
    () =>
      tree.data
        ? {
            treeRef,
            tree: tree.data,
            columns: elementColumns(tree.data),
            previewWidth: preview.pixels,
            toggleVariant: (row: VariantRow) =>
              toggleVariant(
                row.id,
                row.formats.map((f) => f.id),
              ),
            toggleFormat: (row: VariantRow, formatId: string) =>
              toggleFormat(
                row.id,
                row.formats.map((f) => f.id),
                formatId,
              ),
            toggleExpanded,
            rename: (row: VariantRow) => setNameDialog({ kind: 'rename', row }),
            duplicate: (row: VariantRow) => setNameDialog({ kind: 'duplicate', row }),
            editCell: edit.editCell,
          }
        : null,
    [treeRef, tree.data, preview.pixels, toggleVariant, toggleFormat, toggleExpanded, edit.editCell],
  );

  if (tree.error) return <ErrorState message={tree.error.message} onRetry={() => void tree.refetch()} />;
  if (tree.isPending || !actions) return <LinearProgress aria-label="Loading the tree" />;
  if (!tree.data) return <ErrorState message="This personalise tree is not part of the campaign." />;

  const counts = count.data;
  const atLimit = (counts?.totalAmount ?? tree.data.totalAmount) >= tree.data.variantLimit;
  const filtered = activeFilterCount(params.filter) > 0 || !!params.filter.q;
  const openSignals = (type: 'userSegment' | 'schedule') =>
    setSignalTarget({
      type,
      formatIds: selectedFormatIds(selection),
      known: rows.flatMap((r) =>
        r.formats.filter((f) => selection.get(r.id)?.selected.has(f.id)).map((f) => ({ id: f.id, signals: f.signals })),
      ),
    });
  const selectedFormats = selectedFormatIds(selection);
  const toRender = selectedFormats.length
    ? selectedFormats
    : rows.flatMap((r) => r.formats.filter((f) => !f.archived).map((f) => f.id));
  const sortBy = (field: VariantSortField) =>
    change({ sort: field, order: params.sort === field && params.order === 'ASC' ? 'DESC' : 'ASC' });

  return (
    <TableActionsContext.Provider value={actions}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" data-testid="variant-counts" title="Active / total variants">
          {counts ? `${counts.activeAmount}/${counts.totalAmount}` : '…'} active
        </Typography>
        <TextField
          size="small"
          fullWidth={false}
          sx={{ width: 260 }}
          placeholder="Search variants"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          slotProps={{
            input: { startAdornment: <Search fontSize="small" sx={{ mr: 1 }} /> },
            htmlInput: { 'aria-label': 'Search variants' },
          }}
        />
        <Badge badgeContent={activeFilterCount(params.filter)} color="primary">
          <Button variant="outlined" startIcon={<FilterList />} onClick={() => setFiltersOpen(true)}>
            {FILTERS_TITLE}
          </Button>
        </Badge>
        <Box sx={{ flex: 1 }} />
        <PreviewWidthControl value={preview.width} onChange={preview.change} />
        <RefreshScreenshotsButton treeRef={treeRef} formatIds={toRender} selected={selectedFormats.length > 0} />
        <CreatePdfLink campaignId={campaignId} platform={tree.data.platform} filter={params.filter} />
        <VariantPreviews treeRef={treeRef} tree={tree.data} rows={rows} />
        <Button onClick={() => openSignals('userSegment')}>User segments</Button>
        <WhyDisabled reason={feedRefusal}>
          <Button
            variant="outlined"
            startIcon={<UploadFile />}
            disabled={!!feedRefusal}
            onClick={() => setFeedOpen(true)}
          >
            Import feed
          </Button>
        </WhyDisabled>
        <WhyDisabled reason={atLimit && variantLimitReached(tree.data.platform, tree.data.variantLimit)}>
          <Button
            variant="contained"
            startIcon={<Add />}
            disabled={atLimit}
            onClick={() => setNameDialog({ kind: 'create' })}
          >
            Create variant
          </Button>
        </WhyDisabled>
      </Stack>
      <BulkBar
        treeRef={treeRef}
        tree={tree.data}
        filter={params.filter}
        selection={selection}
        formatCount={formatCount}
        matching={counts?.filteredAmount ?? total}
        onSelectAll={selectVariants}
        onClear={clear}
        onSignals={openSignals}
      />
      <Paper variant="outlined">
        <Box sx={{ height: 4 }}>{page.isFetching && <LinearProgress aria-label="Loading variants" />}</Box>
        {page.error ? (
          <ErrorState message={page.error.message} onRetry={() => void page.refetch()} />
        ) : page.data && !rows.length ? (
          filtered ? (
            <EmptyState
              title="No variants match these filters"
              action={
                <Button
                  onClick={() => {
                    setSearch('');
                    change({ filter: {} });
                  }}
                >
                  Clear filters
                </Button>
              }
            />
          ) : (
            <EmptyState
              title="No variants yet"
              text="A variant is one set of creatives, one per format of this tree."
              action={
                <Button variant="contained" onClick={() => setNameDialog({ kind: 'create' })}>
                  Create variant
                </Button>
              }
            />
          )
        ) : (
          <VariantTable
            rows={rows}
            selection={selection}
            expanded={expanded}
            sort={params.sort}
            order={params.order}
            onSort={sortBy}
            onSelectPage={(select) =>
              select
                ? selectVariants(rows.map((r) => ({ variantId: r.id, formatIds: r.formats.map((f) => f.id) })))
                : unselectVariants(rows.map((r) => r.id))
            }
          />
        )}
        {total > 0 && (
          <PageControls
            perPage={params.perPage}
            onPerPage={(perPage) => change({ perPage })}
            page={Math.min(params.page, pages)}
            pages={pages}
            onPage={(p) => change({ page: p })}
          />
        )}
      </Paper>
      <FiltersDrawer
        treeRef={treeRef}
        open={filtersOpen}
        filter={params.filter}
        onApply={(filter) => change({ filter: { ...filter, ...(params.filter.q ? { q: params.filter.q } : {}) } })}
        onClose={() => setFiltersOpen(false)}
      />
      <VariantNameDialog treeRef={treeRef} mode={nameDialog} onClose={() => setNameDialog(null)} />
      <FeedImportDialog open={feedOpen} treeRef={treeRef} tree={tree.data} onClose={() => setFeedOpen(false)} />
      <SignalsDialog
        treeRef={treeRef}
        platform={tree.data.platform}
        target={signalTarget}
        onClose={() => setSignalTarget(null)}
      />
      <ConfirmDialog
        open={!!edit.warning}
        title="Edit approved or live creatives?"
        content={EDIT_APPROVED_WARNING}
        confirm="Continue Editing"
        onConfirm={edit.proceed}
        onClose={edit.close}
      />
      {campaign.data ? (
        <ElementDialog
          treeRef={treeRef}
          target={edit.target}
          partnerId={campaign.data.partnerId}
          nodeIds={campaign.data.businessNodes}
          onClose={edit.close}
        />
      ) : (
        edit.target && <Alert severity="info">Loading the campaign…</Alert>
      )}
    </TableActionsContext.Provider>
  );
};

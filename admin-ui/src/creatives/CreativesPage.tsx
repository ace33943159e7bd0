// The creatives screen of one tree (issue 10; spec 2 §4 "Creative approval", §6): the admin or client view by role,
// counts per approval state, search and a status filter, one server page at a time (filters and page in the URL,
// so a 10,000-variant tree costs one page), the three-way toggle per format of the reviewer's kind (interim or
// final, by role), the bulk submit, and the diff of what changed since the last approval. Other users' changes
// refetch it live, and so do the formats' screenshots, at the chosen preview width (issue 19). Mounted by the campaign
// shell at /campaigns/{campaignId}/creatives/{treeId}.
import { useMemo, useState } from 'react';
import {
  Alert,
  Chip,
  LinearProgress,
  MenuItem,
  Paper,
  Select,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import {
  APPROVAL_NOTICES,
  approvalKinds,
  CREATIVE_STATUSES,
  CREATIVES_VIEW_MODES,
  FORMAT_STATUS_LABELS,
  mayView,
  CHANGED_SINCE_APPROVAL,
  type ApprovalKind,
  type CreativeStatus,
  type ToggleValue,
} from '../../../domain/personalise/approvals';
import { useSettledSearch } from '../common/useSettledSearch';
import { useSession } from '../auth/session';
import { EmptyState, ErrorState } from '../common/ListStates';
import { PageControls } from '../common/Pager';
import type { VariaDataProvider } from '../providers/dataProvider';
import { pageRange } from '../providers/paging';
import type { TreeRef } from '../providers/adapters/personalise';
import { TreeNoticeProvider } from '../personalise/TreeNotice';
import { useTreeLive } from '../personalise/useTreeLive';
import { ChangesDialog } from './ChangesDialog';
import { CreativeTable } from './CreativeTable';
import type { CreativeFormat, CreativeRow } from '../../../domain/personalise/creative-answers';
import { creativeCountsText } from '../../../domain/personalise/creative-view';
import { SubmitBar } from './SubmitBar';
import { useCreativesParams } from './useCreativesParams';
import { PreviewWidthControl } from '../screenshots/PreviewWidthControl';
import { usePreviewWidth } from '../screenshots/previewWidth';
import { usePublishingLive } from '../publishing/usePublishingLive';
import { useScreenshotsLive } from '../screenshots/useScreenshotsLive';
import { ExportAction } from '../exports/ExportAction';
import { NO_CREATIVE_DESTINATION } from '../exports/texts';

const VIEW_LABELS = { admin: 'Admin view', client: 'Client view' } as const;
const KIND_LABELS: Record<ApprovalKind, string> = { interim: 'Interim', final: 'Final' };
const STATUS_LABELS: Record<CreativeStatus, string> = { ...FORMAT_STATUS_LABELS, changed: CHANGED_SINCE_APPROVAL };

interface CreativesPageProps {
  campaignId: string;
  treeId: string;
}

export const CreativesPage = (props: CreativesPageProps) => (
  <TreeNoticeProvider>
    <CreativesScreen key={`${props.campaignId}/${props.treeId}`} {...props} />
  </TreeNoticeProvider>
);

const CreativesScreen = ({ campaignId, treeId }: CreativesPageProps) => {
  const treeRef = useMemo<TreeRef>(() => ({ campaignId, treeId }), [campaignId, treeId]);
  const role = useSession()!.role;
  const views = useMemo(() => CREATIVES_VIEW_MODES.filter((m) => mayView(role, m)), [role]);
  const kinds = approvalKinds(role);
  const [kind, setKind] = useState<ApprovalKind | null>(kinds[0] ?? null);
  const [decisions, setDecisions] = useState<Record<string, ToggleValue>>({});
  const [changes, setChanges] = useState<{ variant: CreativeRow; format: CreativeFormat } | null>(null);
  const { params, change } = useCreativesParams(views);
  const [search, setSearch] = useSettledSearch(params.filter.q ?? '', (q) => change({ q }));
  useTreeLive(treeRef);
  useScreenshotsLive(campaignId, treeId);
  usePublishingLive(campaignId);
  const preview = usePreviewWidth();
  const dataProvider = useDataProvider<VariaDataProvider>();

  const query = { mode: params.mode, filter: params.filter, ...pageRange(params.page, params.perPage) };
  const page = useQuery({
    queryKey: ['personalise', campaignId, treeId, 'creatives', query],
    queryFn: ({ signal }) => dataProvider.creativesPage(treeRef, query, signal),
    placeholderData: keepPreviousData,
    enabled: views.length > 0,
  });
  // The campaign's markets, whose cloud storage an export offers (the shell's own query, cached).
  const campaign = useQuery({
    queryKey: ['campaigns', 'one', campaignId],
    queryFn: ({ signal }) => dataProvider.campaign(campaignId, signal),
  });
  const counts = useQuery({
    queryKey: ['personalise', campaignId, treeId, 'creatives-count', params.mode],
    queryFn: () => dataProvider.creativesCount(treeRef, params.mode),
    enabled: views.length > 0,
  });

  if (views.length === 0) return <Alert severity="info">Your role has no creatives view.</Alert>;
  // The page's live formats: what 'Export to cloud storage' offers.
  const exportable = (page.data?.rows ?? []).flatMap((row) =>
    row.formats.filter((f) => !f.archived).map((f) => ({ id: f.id, name: `${row.name} · ${f.name} ${f.size}` })),
  );
  const pages = Math.max(1, Math.ceil((page.data?.total ?? 0) / params.perPage));
  const pending = Object.keys(decisions).length;
  const decide = (formatId: string, value: ToggleValue) => setDecisions((d) => ({ ...d, [formatId]: value }));

  return (
    <Stack spacing={2} data-testid="campaign-creatives">
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        {views.length > 1 && (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={params.mode}
            onChange={(_e, mode) => mode && change({ mode })}
            aria-label="Creatives view"
          >
            {views.map((m) => (
              <ToggleButton key={m} value={m}>
                {VIEW_LABELS[m]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
        {kinds.length > 1 && (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={kind}
            onChange={(_e, next: ApprovalKind | null) => {
              if (next) {
                setKind(next);
                setDecisions({});
              }
            }}
            aria-label="Approval type"
          >
            {kinds.map((k) => (
              <ToggleButton key={k} value={k}>
                {KIND_LABELS[k]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
        {kinds.length === 1 && <Chip label={`${KIND_LABELS[kinds[0]!]} approval`} variant="outlined" />}
        <TextField
          size="small"
          fullWidth={false}
          sx={{ width: 260 }}
          label="Search variants"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <Select
          size="small"
          displayEmpty
          value={params.filter.status ?? ''}
          onChange={(e) => change({ status: e.target.value as CreativeStatus | '' })}
          inputProps={{ 'aria-label': 'Status' }}
        >
          <MenuItem value="">Any status</MenuItem>
          {CREATIVE_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {STATUS_LABELS[s]}
            </MenuItem>
          ))}
        </Select>
        <PreviewWidthControl value={preview.width} onChange={preview.change} />
        {counts.data && (
          <Typography variant="body2" color="text.secondary" data-testid="creative-counts">
            {creativeCountsText(counts.data)}
          </Typography>
        )}
        <ExportAction
          entityType="creative"
          entities={exportable}
          nodeIds={campaign.data?.businessNodes ?? []}
          campaignId={campaignId}
          nothing={exportable.length === 0 ? 'No creatives on this page' : null}
          noDestination={NO_CREATIVE_DESTINATION}
          list={{ campaignId }}
          emptyList="Export creatives to cloud storage from this view."
        />
      </Stack>
      {page.isFetching && <LinearProgress aria-label="Loading creatives" />}
      {page.error ? (
        <ErrorState
          message={`${APPROVAL_NOTICES.fetchFailed}: ${page.error.message}`}
          onRetry={() => void page.refetch()}
        />
      ) : page.isPending ? null : page.data.rows.length === 0 ? (
        <Paper variant="outlined">
          <EmptyState
            title={params.filter.q || params.filter.status ? 'No creatives match' : 'No creatives to review yet'}
            text={
              params.filter.q || params.filter.status
                ? 'Change the search or the status filter.'
                : params.mode === 'client'
                  ? 'Creatives show here once all their required fields are filled.'
                  : 'Variants created on the personalise tab show here.'
            }
          />
        </Paper>
      ) : (
        <CreativeTable
          rows={page.data.rows}
          kind={kind}
          decisions={decisions}
          onDecide={decide}
          onShowChanges={(variant, format) => setChanges({ variant, format })}
          previewWidth={preview.pixels}
        />
      )}
      <PageControls
        label="Variants per page"
        perPage={params.perPage}
        onPerPage={(perPage) => change({ perPage })}
        page={params.page}
        pages={pages}
        onPage={(p) => change({ page: p })}
        padded={false}
      />
      {kind && pending > 0 && (
        <SubmitBar
          treeRef={treeRef}
          kind={kind}
          decisions={decisions}
          onDone={() => setDecisions({})}
          onDiscard={() => setDecisions({})}
        />
      )}
      {changes && (
        <ChangesDialog variantName={changes.variant.name} format={changes.format} onClose={() => setChanges(null)} />
      )}
    </Stack>
  );
};

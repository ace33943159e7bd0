// /analyze (spec 3 §2, §9): the partner's saved reports, 25 a page, searched and sorted in the URL, each opened,
// copied or deleted (after a confirmation) from its row; 'New report' opens the builder. Top admins see the partner
// chosen in the client switcher.
import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  IconButton,
  InputAdornment,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
} from '@mui/material';
import Add from '@mui/icons-material/Add';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Search from '@mui/icons-material/Search';
import { useNotify } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ANALYZER_MESSAGES } from '../../../domain/analyze-view/fields';
import type { AnalyzeView } from '../../../domain/analyze-view/answers';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { EmptyState, ErrorState } from '../common/ListStates';
import { PageHeader } from '../common/PageHeader';
import { SortableHeaderCells } from '../common/SortableHeaderCells';
import { PageLoader } from '../common/PageLoader';
import { PageNavigator } from '../common/Pager';
import { useNotifyError } from '../common/notifications';
import { useSettledSearch } from '../common/useSettledSearch';
import { useCurrentPartner } from '../layout/usePartners';
import { copyReport, deleteReport, SAVED_REPORTS_PAGE, savedReports } from './analyzeApi';
import { reportPath } from './reportPaths';
import { useSavedReportsParams, type ReportSort } from './useSavedReportsParams';

/** Why the copy buttons wait. */
const COPYING = 'Please wait: a copy is being saved';

const COLUMNS: { sort: ReportSort; label: string }[] = [
  { sort: 'name', label: 'Name' },
  { sort: 'updatedAt', label: 'Changed' },
  { sort: 'createdAt', label: 'Created' },
];

export const AnalyzeListPage = () => {
  const { partnerId, canSwitch } = useCurrentPartner();
  const partner = canSwitch ? partnerId : null;
  const { params, change } = useSavedReportsParams();
  const [text, setText] = useSettledSearch(params.q, (q) => change({ q }));
  const [deleting, setDeleting] = useState<AnalyzeView | null>(null);
  const navigate = useNavigate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const client = useQueryClient();
  const list = useQuery({
    queryKey: ['analyze-views', partner, params],
    queryFn: ({ signal }) => savedReports(partner, params.page, params.q, [params.sort, params.order], signal),
    enabled: !canSwitch || !!partnerId,
    placeholderData: keepPreviousData,
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['analyze-views'] });
  const copy = useMutation({
    mutationFn: (view: AnalyzeView) => copyReport(view.id, partner),
    onSuccess: (copied) => {
      notify(ANALYZER_MESSAGES.created(copied.name), { type: 'success' });
      void refresh();
      void client.invalidateQueries({ queryKey: ['reporter-recent-reports'] });
    },
    onError: notifyError,
  });
  const remove = useMutation({
    mutationFn: (view: AnalyzeView) => deleteReport(view.id, partner),
    onMutate: () => notify(ANALYZER_MESSAGES.deleting, { type: 'info' }),
    onSuccess: () => {
      notify(ANALYZER_MESSAGES.complete, { type: 'success' });
      setDeleting(null);
      void refresh();
      void client.invalidateQueries({ queryKey: ['reporter-recent-reports'] });
    },
    onError: notifyError,
  });
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / SAVED_REPORTS_PAGE));

  return (
    <>
      <PageHeader
        title="Analyze"
        subtitle="Saved reports of delivery: open one, or build a new one"
        actions={
          <Button variant="contained" startIcon={<Add />} component={RouterLink} to="/analyze/new">
            New report
          </Button>
        }
      />
      {canSwitch && !partnerId && <Alert severity="info">Choose a client to see its saved reports.</Alert>}
      <TextField
        size="small"
        label="Search reports"
        value={text}
        onChange={(e) => setText(e.target.value)}
        sx={{ mb: 2, minWidth: 280 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      {list.isPending && (!canSwitch || !!partnerId) && <PageLoader />}
      {list.error && <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />}
      {list.data && list.data.total === 0 && (
        <EmptyState
          title={params.q ? 'No saved report matches this search' : 'No saved report yet'}
          text={params.q ? 'Change the search to see more.' : 'Build a report, then save it to find it here.'}
          action={
            <Button variant="outlined" component={RouterLink} to="/analyze/new">
              New report
            </Button>
          }
        />
      )}
      {list.data && list.data.total > 0 && (
        <Paper variant="outlined">
          <Table size="small" aria-label="Saved reports">
            <TableHead>
              <TableRow>
                <SortableHeaderCells
                  columns={COLUMNS}
                  sort={params.sort}
                  order={params.order}
                  onSort={(sort, order) => change({ sort, order })}
                />
                <TableCell>Days</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.rows.map((view) => (
                <TableRow key={view.id} hover>
                  <TableCell>
                    <RouterLink to={reportPath(view.id)}>{view.name}</RouterLink>
                  </TableCell>
                  <TableCell>{new Date(view.updatedAt).toLocaleString()}</TableCell>
                  <TableCell>{new Date(view.createdAt).toLocaleDateString()}</TableCell>
                  <TableCell>{view.dateRange === 1 ? 'Last day' : `Last ${view.dateRange} days`}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Button size="small" onClick={() => void navigate(reportPath(view.id))}>
                      Open
                    </Button>
                    <Tooltip title={copy.isPending ? COPYING : 'Save a copy'} describeChild disableInteractive>
                      <span>
                        <IconButton
                          size="small"
                          aria-label={`Copy ${view.name}`}
                          disabled={copy.isPending}
                          onClick={() => copy.mutate(view)}
                        >
                          <ContentCopy fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title="Delete" describeChild disableInteractive>
                      <IconButton size="small" aria-label={`Delete ${view.name}`} onClick={() => setDeleting(view)}>
                        <DeleteOutlined fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {pages > 1 && <PageNavigator page={params.page} pages={pages} onPage={(page) => change({ page })} />}
        </Paper>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete the report?"
        content={`${deleting?.name ?? ''} will be deleted for everyone of the client. This cannot be undone.`}
        confirm="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
};

export default AnalyzeListPage;

// /campaigns/{id}/approvals (issue 10 §3): every approval decision of the campaign, or of one variant (?variantId),
// with filters in the URL, a diff of two picked records, the "As approved at" view and the CSV export. Every role
// that sees the campaign reads it (not the analyst: APPROVAL_TRAIL_ACCESS), so the page asks only the trail's own
// calls.
import { Box, Button, Paper, Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import Download from '@mui/icons-material/Download';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { ApprovalRecordRow } from '../../../domain/approval-trail/answers';
import { inGroup } from '../../../domain/roles';
import { useSession } from '../auth/session';
import { EmptyState, ErrorState } from '../common/ListStates';
import { PageHeader } from '../common/PageHeader';
import { PageLoader } from '../common/PageLoader';
import { PageNavigator } from '../common/Pager';
import { BackButton } from '../common/UserBits';
import { WhyDisabled } from '../common/WhyDisabled';
import { CAMPAIGN_ACCESS } from '../../../domain/campaign/access';
import { campaignPath } from '../campaigns/campaignPaths';
import { usePartnerLink } from '../layout/usePartners';
import { pageRange } from '../providers/paging';
import { AsOfView } from './AsOfView';
import { DiffDialog } from './DiffDialog';
import { TrailFilters } from './TrailFilters';
import { TrailTable, userName } from './TrailTable';
import { csvHref, trailPage } from './trailApi';
import { useTrailParams } from './useTrailParams';

const COMPARE_HINT = 'Pick two records to compare their content';

/** Record ids are <position>-<index>: the older record first, whichever was picked first. */
const byAge = (a: string, b: string) => {
  const [pa, sa] = a.split('-').map(Number);
  const [pb, sb] = b.split('-').map(Number);
  return pa! - pb! || sa! - sb!;
};

export const ApprovalTrailPage = () => {
  const campaignId = useParams().id ?? '';
  const session = useSession();
  const link = usePartnerLink();
  const { params, change } = useTrailParams();
  const [picked, setPicked] = useState<string[]>([]);
  const [comparing, setComparing] = useState<[string, string] | null>(null);
  // Names seen on rows, for the user and variant chips of a filter set from a row.
  const [names, setNames] = useState<{ user?: string; variant?: string }>({});
  const query = useQuery({
    queryKey: ['approval-trail', campaignId, 'list', params.filter, params.page, params.perPage],
    queryFn: ({ signal }) => trailPage(campaignId, params.filter, pageRange(params.page, params.perPage), signal),
    enabled: params.view === 'trail',
    placeholderData: keepPreviousData,
  });
  const pick = (id: string) =>
    setPicked((now) => (now.includes(id) ? now.filter((p) => p !== id) : [...now, id].slice(-2)));
  const onUser = (r: ApprovalRecordRow) => {
    setNames((n) => ({ ...n, user: userName(r) }));
    change({ filter: { user: r.by.userId } });
  };
  const onVariant = (r: ApprovalRecordRow) => {
    setNames((n) => ({ ...n, variant: r.variantName }));
    change({ filter: { variantId: r.variantId } });
  };
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / params.perPage));
  // A filter arriving in the URL (a shared link, the creatives screen's link to a variant) is named from its rows.
  const shown = query.data?.rows ?? [];
  const chipNames = {
    user: names.user ?? shown.find((r) => r.by.userId === params.filter.user)?.by.name ?? undefined,
    variant: names.variant ?? shown.find((r) => r.variantId === params.filter.variantId)?.variantName,
  };
  const readsCampaign = session !== null && inGroup(session.role, CAMPAIGN_ACCESS.read);

  return (
    <>
      <PageHeader
        title="Approval trail"
        subtitle="Who approved or rejected which content, when, and what changed since"
        actions={
          <>
            {readsCampaign && <BackButton to={link(campaignPath(campaignId))} label="Campaign" />}
            <Button variant="outlined" startIcon={<Download />} href={csvHref(campaignId, params.filter)} download>
              Export CSV
            </Button>
          </>
        }
      />
      <ToggleButtonGroup
        exclusive
        size="small"
        value={params.view}
        sx={{ mb: 2 }}
        aria-label="View"
        onChange={(_, view: 'trail' | 'asOf' | null) => view && change({ view, page: 1 })}
      >
        <ToggleButton value="trail">Trail</ToggleButton>
        <ToggleButton value="asOf">As approved at</ToggleButton>
      </ToggleButtonGroup>
      {params.view === 'asOf' ? (
        <AsOfView
          campaignId={campaignId}
          at={params.at}
          variantId={params.filter.variantId}
          page={params.page}
          perPage={params.perPage}
          onChange={change}
        />
      ) : (
        <>
          <TrailFilters filter={params.filter} names={chipNames} onChange={(filter) => change({ filter, page: 1 })} />
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
            <WhyDisabled reason={picked.length !== 2 && COMPARE_HINT}>
              <Button
                variant="contained"
                disabled={picked.length !== 2}
                onClick={() => setComparing([...picked].sort(byAge) as [string, string])}
              >
                Compare
              </Button>
            </WhyDisabled>
            {picked.length > 0 && <Button onClick={() => setPicked([])}>Clear selection</Button>}
          </Stack>
          <Paper variant="outlined">
            {query.isPending ? (
              <PageLoader />
            ) : query.error ? (
              <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
            ) : query.data.rows.length === 0 ? (
              <EmptyState
                title={
                  Object.keys(params.filter).length > 0
                    ? 'No decisions match these filters'
                    : 'No approval decisions yet'
                }
                text="Approvals, rejections and edits that send creatives back for approval appear here."
              />
            ) : (
              <Box>
                <TrailTable
                  rows={query.data.rows}
                  picked={picked}
                  onPick={pick}
                  onUser={onUser}
                  onVariant={onVariant}
                />
                <Stack direction="row" sx={{ justifyContent: 'flex-end', p: 1 }}>
                  <PageNavigator page={params.page} pages={pages} onPage={(page) => change({ page })} />
                </Stack>
              </Box>
            )}
          </Paper>
        </>
      )}
      <DiffDialog campaignId={campaignId} ids={comparing} onClose={() => setComparing(null)} />
    </>
  );
};

export default ApprovalTrailPage;

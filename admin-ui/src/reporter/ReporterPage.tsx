// /reporter, the analyst's home (issue 21 §3; spec 3 §2, §9): over the caller's campaigns in the chosen range, each
// channel's stat boxes, the top and worst creatives, and whether personalising paid off in the campaigns they came
// from, and the partner's saved reports changed last. Top admins see the partner chosen in the client switcher.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { DEFAULT_REPORT_DATE_RANGE, type ReportDateRange } from '../../../domain/report/date-range';
import type { ReporterAnswer } from '../../../domain/report/reporter-answers';
import { PageHeader } from '../common/PageHeader';
import { useCurrentPartner } from '../layout/usePartners';
import { LiftSummary } from '../lift/LiftSummary';
import { get, queryString } from '../providers/requests';
import { DateRangeSelect } from './DateRangeSelect';
import { RankedCreatives } from './RankedCreatives';
import { RecentReports } from './RecentReports';
import { StatBoxes } from './StatBoxes';

/** Campaigns whose lift /reporter summarises: those its ranked creatives come from. */
const LIFT_CAMPAIGNS = 3;

const liftCampaigns = (answer: ReporterAnswer) => {
  const seen = new Map<string, string>();
  for (const c of [...answer.top, ...answer.worst]) seen.set(c.campaignId, c.campaignName);
  return [...seen].slice(0, LIFT_CAMPAIGNS);
};

export const ReporterPage = () => {
  const { partnerId, canSwitch } = useCurrentPartner();
  const [days, setDays] = useState<ReportDateRange>(DEFAULT_REPORT_DATE_RANGE);
  const { data, error, isPending } = useQuery({
    queryKey: ['reporter', partnerId, days],
    queryFn: ({ signal }) =>
      get<ReporterAnswer>(
        `/report/reporter${queryString({ partnerId: canSwitch ? partnerId : null, days: String(days) })}`,
        { signal },
      ),
    enabled: !canSwitch || !!partnerId,
  });
  const range = <DateRangeSelect days={days} onChange={setDays} />;
  const subtitle = data ? `${data.from} to ${data.to} · ${data.campaigns} campaigns` : undefined;
  return (
    <>
      <PageHeader title="Reporter" subtitle={subtitle} actions={range} />
      {canSwitch && !partnerId && <Alert severity="info">Choose a client to see its results.</Alert>}
      {error && <Alert severity="error">{error.message}</Alert>}
      {isPending && (canSwitch ? !!partnerId : true) && <CircularProgress aria-label="Loading results" />}
      {data && (
        <>
          <StatBoxes channels={data.channels} />
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 3 }}>
            <RankedCreatives title="Top creatives" creatives={data.top} />
            <RankedCreatives title="Worst creatives" creatives={data.worst} />
          </Stack>
          <RecentReports partnerId={canSwitch ? partnerId : null} />
          <Paper variant="outlined" sx={{ p: 2 }} aria-label="Lift of personalisation">
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              Lift of personalisation
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Each personalised variant against its fallback, on the same days and placements.
            </Typography>
            {liftCampaigns(data).map(([id, name]) => (
              <LiftSummary key={id} campaignId={id} campaignName={name} />
            ))}
            {liftCampaigns(data).length === 0 && (
              <Typography variant="body2" sx={{ mt: 1 }}>
                No campaign has results in this range yet.
              </Typography>
            )}
          </Paper>
        </>
      )}
    </>
  );
};

export default ReporterPage;

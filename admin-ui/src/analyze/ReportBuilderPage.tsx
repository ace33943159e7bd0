// /analyze/new and /analyze/{id}/{purpose} (spec 3 §2, §4): the report builder. A saved report opens with its
// settings, a new one with the default 'New report'; the report runs as its settings change, and is saved, saved as a
// copy or updated with the messages of spec 3 §4, verbatim. A new one may start on the campaigns, platform campaigns,
// ad groups and objectives named in the URL.
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@mui/material';
import { useParams, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../common/PageHeader';
import { PageLoader } from '../common/PageLoader';
import { useCurrentPartner } from '../layout/usePartners';
import { savedReport } from './analyzeApi';
import { ReportBuilder } from './ReportBuilder';
import { CAMPAIGNS_PARAM, URL_FILTERS } from './reportPaths';
import { newReport, withFilter } from './reportSettings';

export const ReportBuilderPage = () => {
  const { id } = useParams();
  const [search] = useSearchParams();
  const campaignIds = search.get(CAMPAIGNS_PARAM)?.split(',').filter(Boolean) ?? [];
  const { partnerId, canSwitch } = useCurrentPartner();
  const partner = canSwitch ? partnerId : null;
  const saved = useQuery({
    queryKey: ['analyze-view', id, partner],
    queryFn: ({ signal }) => savedReport(id!, partner, signal),
    enabled: !!id && (!canSwitch || !!partnerId),
  });
  if (canSwitch && !partnerId)
    return (
      <>
        <PageHeader title={id ? 'Report' : 'New report'} />
        <Alert severity="info">Choose a client to analyze its campaigns.</Alert>
      </>
    );
  if (!id)
    return (
      <ReportBuilder
        key={`new-${search.toString()}`}
        initial={URL_FILTERS.reduce(
          (report, filter) => withFilter(report, filter, search.getAll(filter).filter(Boolean)),
          withFilter(newReport(), 'campaignIds', campaignIds),
        )}
        savedId={null}
        partner={partner}
        partnerId={partnerId}
      />
    );
  if (saved.error) return <Alert severity="error">{`Error: ${saved.error.message}`}</Alert>;
  if (!saved.data) return <PageLoader />;
  const { id: savedId, name, dateRange, default: isDefault, filters, splits, metrics, granularity, sort } = saved.data;
  const settings = { name, dateRange, default: isDefault, filters, splits, metrics, granularity, sort };
  return (
    <ReportBuilder
      key={`${savedId}-${saved.data.updatedAt}`}
      initial={{ ...settings, areBenchmarksShown: saved.data.areBenchmarksShown }}
      savedId={savedId}
      partner={partner}
      partnerId={partnerId}
    />
  );
};

export default ReportBuilderPage;

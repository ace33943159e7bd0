// /analyze/new and /analyze/{id}/{purpose} (spec 3 §2, §4): the report builder. A saved report opens with its
// settings, a new one with the default 'New report'; the report runs as its settings change, and is saved, saved as a
// copy or updated with the messages of spec 3 §4, verbatim. The URL's query holds what the builder changed of the
// report opened (reportUrl.ts): a new one may start on the campaigns, platform campaigns, ad groups and objectives a
// link names, and a reload or a shared link shows the same unsaved report.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@mui/material';
import { useParams } from 'react-router-dom';
import { PageHeader } from '../common/PageHeader';
import { PageLoader } from '../common/PageLoader';
import { useCurrentPartner } from '../layout/usePartners';
import { savedReport } from './analyzeApi';
import { ReportBuilder } from './ReportBuilder';
import { newReport } from './reportSettings';

export const ReportBuilderPage = () => {
  const { id } = useParams();
  const { partnerId, canSwitch } = useCurrentPartner();
  const partner = canSwitch ? partnerId : null;
  const saved = useQuery({
    queryKey: ['analyze-view', id, partner],
    queryFn: ({ signal }) => savedReport(id!, partner, signal),
    enabled: !!id && (!canSwitch || !!partnerId),
  });
  const fresh = useMemo(newReport, []);
  const opened = useMemo(() => {
    if (!saved.data) return null;
    const { name, dateRange, default: isDefault, filters, splits, metrics, granularity, sort } = saved.data;
    const { areBenchmarksShown } = saved.data;
    return { name, dateRange, default: isDefault, filters, splits, metrics, granularity, sort, areBenchmarksShown };
  }, [saved.data]);
  if (canSwitch && !partnerId)
    return (
      <>
        <PageHeader title={id ? 'Report' : 'New report'} />
        <Alert severity="info">Choose a client to analyze its campaigns.</Alert>
      </>
    );
  if (!id) return <ReportBuilder key="new" opened={fresh} savedId={null} partner={partner} partnerId={partnerId} />;
  if (saved.error) return <Alert severity="error">{`Error: ${saved.error.message}`}</Alert>;
  if (!saved.data || !opened) return <PageLoader />;
  return (
    <ReportBuilder
      key={`${saved.data.id}-${saved.data.updatedAt}`}
      opened={opened}
      savedId={saved.data.id}
      partner={partner}
      partnerId={partnerId}
    />
  );
};

export default ReportBuilderPage;

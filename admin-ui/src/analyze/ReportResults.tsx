// A report's results (spec 3 §4 "Analyzer: loading, loaded, error"): the charts, then the table of its rows, each
// metric written as spec 3 §9 says, with the benchmark columns when shown, and each creative leading on to its picture,
// its lift and (for those who may open campaigns) its approval trail (reporter/CreativeThread.tsx). The first 1,000
// rows are shown; the export holds every one.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  CircularProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { AnalyzeMetric } from '../../../domain/analyze-view/fields';
import { CreativeThread } from '../reporter/CreativeThread';
import { analyzableCampaigns, runReport, type ReportAnswer, type ReportCell, type ReportSettings } from './analyzeApi';
import { ReportCharts } from './ReportCharts';
import { columnLabel, formatCell } from './reportFormat';
import { useAvailableMetrics } from './useAvailableMetrics';

interface ReportResultsProps {
  query: ReportSettings;
  /** The metrics the user chose (the query may carry the counts their rates are judged by). */
  shownMetrics: AnalyzeMetric[];
  partner: string | null;
}

type Creative = ReportAnswer['creatives'][number];

const CreativeCell = ({ adId, creative }: { adId: string; creative: Creative | undefined }) =>
  creative ? (
    <Stack spacing={0.25}>
      <span>{creative.variantName ?? adId}</span>
      <CreativeThread {...creative} />
    </Stack>
  ) : (
    <>{adId}</>
  );

export const ReportResults = ({ query, shownMetrics, partner }: ReportResultsProps) => {
  const report = useQuery({
    queryKey: ['analyze-report', partner, query],
    queryFn: () => runReport(query, partner),
    placeholderData: keepPreviousData,
  });
  const campaigns = useQuery({
    queryKey: ['analyze-campaigns', partner],
    queryFn: ({ signal }) => analyzableCampaigns(partner, signal),
  });
  const { titles } = useAvailableMetrics(query, partner);
  const campaignName = new Map((campaigns.data ?? []).map((c) => [c.id, c.name]));
  if (report.isPending) return <CircularProgress aria-label="Loading the report" />;
  if (report.error) return <Alert severity="error">{`Error: ${report.error.message}`}</Alert>;
  const data = report.data;
  const hidden = query.metrics.map((m) => m.field).filter((m) => !shownMetrics.includes(m));
  const columns = data.columns.filter((c) => !hidden.some((m) => c === m || c.startsWith(`${m} `)));
  const creatives = new Map(data.creatives.map((c) => [c.adId, c]));
  const cell = (column: string, row: Record<string, ReportCell>) => {
    if (column === 'campaign') return campaignName.get(String(row.campaign)) ?? String(row.campaign);
    if (column === 'creative')
      return <CreativeCell adId={String(row.creative)} creative={creatives.get(String(row.creative))} />;
    return formatCell(column, row);
  };

  return (
    <Stack spacing={2} aria-busy={report.isFetching}>
      <ReportCharts query={query} shownMetrics={shownMetrics} partner={partner} names={campaignName} titles={titles} />
      <Paper variant="outlined">
        <Box sx={{ px: 2, pt: 1.5 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            Results
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {`${data.begin} to ${data.end} · ${data.campaigns} campaigns · ${data.rows.length} rows`}
          </Typography>
        </Box>
        {data.truncated && (
          <Alert severity="info" sx={{ m: 2 }}>
            The table shows the first {data.rows.length.toLocaleString()} rows: the export holds them all.
          </Alert>
        )}
        {data.rows.length === 0 ? (
          <Typography variant="body2" sx={{ p: 2 }}>
            No delivery in these days for the chosen campaigns and filters.
          </Typography>
        ) : (
          <TableContainer sx={{ maxHeight: 560 }}>
            <Table size="small" stickyHeader aria-label="Report rows">
              <TableHead>
                <TableRow>
                  {columns.map((c) => (
                    <TableCell key={c}>{columnLabel(c, titles)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.rows.map((row, i) => (
                  <TableRow key={i}>
                    {columns.map((c) => (
                      <TableCell key={c}>{cell(c, row)}</TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Paper>
    </Stack>
  );
};

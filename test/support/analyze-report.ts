// A report as the Analyze builder sends it: the campaigns' impressions, clicks and CTR by creative and day over the
// last 30 days, unless `extra` says otherwise (the API tests and the export bench).
import type { AnalyzeViewSettings } from '../../domain/analyze-view/answers';

export const analyzeReport = (campaignIds: string[], extra: Partial<AnalyzeViewSettings> = {}) => ({
  dateRange: 30,
  filters: [{ id: 'campaignIds', values: campaignIds }],
  splits: [{ field: 'creative', sortIndex: 0 }],
  metrics: [
    { field: 'impressions', sortIndex: 0 },
    { field: 'clicks', sortIndex: 1 },
    { field: 'CTR', sortIndex: 2 },
  ],
  granularity: { field: 'timestamp', value: 'DAY', sortIndex: 0 },
  sort: { field: 'timestamp', direction: 'ASC' },
  areBenchmarksShown: false,
  ...extra,
});

// The metrics a report may show (spec 3 §4): loaded once a channel is chosen, those the delivery holds under the
// report's filters, and with a CM360 channel the partner's custom conversions' metrics, whose titles the builder's
// picker, sort and table headers show. One query, shared by the builder's controls and its results.
import { useQuery } from '@tanstack/react-query';
import type { AnalyzeMetric } from '../../../domain/analyze-view/fields';
import { availableMetrics, type ReportSettings } from './analyzeApi';
import type { MetricTitles } from './reportFormat';
import { filterOf, whereOf } from './reportSettings';

export function useAvailableMetrics(settings: ReportSettings, partner: string | null) {
  const where = whereOf(settings);
  const channel = filterOf(settings, 'channel')[0] ?? '';
  const available = useQuery({
    queryKey: ['analyze-relevant', 'statNames', partner, where],
    queryFn: () => availableMetrics(where, partner),
    enabled: channel !== '',
  });
  const metrics = (available.data ?? []).map((m) => m.id as AnalyzeMetric);
  const titles: MetricTitles = new Map((available.data ?? []).flatMap((m) => (m.title ? [[m.id, m.title]] : [])));
  return { channel, pending: available.isPending, metrics, titles };
}

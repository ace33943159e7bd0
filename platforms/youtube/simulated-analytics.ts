// The simulated YouTube Analytics (v2 reports.query, issue 21 §1) on the simulated Google's server, for the channel
// of the token (ids=channel==MINE) and one day: the top videos report (dimension video, sorted by -views, at most 200)
// and a video's traffic source report (dimension insightTrafficSourceType, filters video==<id>) with thumbnail
// impressions, their click rate (a percentage) and the average percentage viewed; other queries are refused as
// YouTube refuses a report it does not support. Each processed video is watched from three traffic sources, with the
// figures of platforms/simulated-delivery.ts; a day to come has none. Answered as YouTube's result table.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { googleError } from '../google/simulated-api';
import { simulatedDelivery } from '../simulated-delivery';

type Query = FastifyRequest<{ Querystring: Record<string, string | undefined> }>;

const SOURCES = ['ADVERTISING', 'YT_SEARCH', 'RELATED_VIDEO'];
const TOP_VIDEOS = 200;
const UNSUPPORTED =
  'The query is not supported. Check the documentation at https://developers.google.com/youtube/analytics/v2/available_reports for a list of supported queries.';

const header = (name: string, columnType: 'DIMENSION' | 'METRIC', dataType = 'INTEGER') => ({
  name,
  columnType,
  dataType,
});

/** The video's figures of the day from one traffic source. */
function watched(videoId: string, day: string, source: string) {
  const d = simulatedDelivery(videoId, day, source, '', true);
  return {
    views: d.videoViews,
    videoThumbnailImpressions: d.impressions,
    videoThumbnailImpressionsClickRate: d.impressions > 0 ? (d.clicks / d.impressions) * 100 : 0,
    averageViewPercentage: d.videoViews > 0 ? (d.completions / d.videoViews) * 100 : 0,
  };
}

/** `processed()`: the ids of the channel's videos processed now. */
export function simulatedYouTubeAnalytics(server: FastifyInstance, processed: () => string[]) {
  const table = (columnHeaders: ReturnType<typeof header>[], rows: (string | number)[][]) => ({
    kind: 'youtubeAnalytics#resultTable',
    columnHeaders,
    rows,
  });

  server.get('/v2/reports', (request: Query, reply: FastifyReply) => {
    const { ids, startDate, endDate, metrics = '', dimensions, filters, sort, maxResults } = request.query;
    if (ids !== 'channel==MINE' || !startDate || !endDate || !metrics)
      return googleError(reply, 400, 'badRequest', 'ids, startDate, endDate and metrics are required.');
    if (startDate !== endDate)
      return googleError(reply, 400, 'badRequest', 'The simulated YouTube Analytics answers one day.');
    const day = startDate;
    const asked = metrics.split(',');
    const videos = day > new Date().toISOString().slice(0, 10) ? [] : processed();
    if (dimensions === 'video' && asked.join() === 'views' && sort === '-views' && Number(maxResults) <= TOP_VIDEOS) {
      const rows = videos
        .map((id) => [id, SOURCES.reduce((sum, source) => sum + watched(id, day, source).views, 0)] as [string, number])
        .sort((a, b) => b[1] - a[1])
        .slice(0, Number(maxResults));
      return table([header('video', 'DIMENSION', 'STRING'), header('views', 'METRIC')], rows);
    }
    const video = /^video==([\w-]+)$/.exec(filters ?? '')?.[1];
    const known = ['views', 'videoThumbnailImpressions', 'videoThumbnailImpressionsClickRate', 'averageViewPercentage'];
    if (dimensions === 'insightTrafficSourceType' && video && asked.every((m) => known.includes(m))) {
      const rows = videos.includes(video)
        ? SOURCES.map((source) => {
            const figures = watched(video, day, source);
            return [source, ...asked.map((m) => figures[m as keyof typeof figures])];
          })
        : [];
      return table(
        [
          header('insightTrafficSourceType', 'DIMENSION', 'STRING'),
          ...asked.map((m) => header(m, 'METRIC', m.endsWith('Rate') || m.startsWith('average') ? 'FLOAT' : 'INTEGER')),
        ],
        rows,
      );
    }
    return googleError(reply, 400, 'badRequest', UNSUPPORTED);
  });
}

// A simulated YouTube Data API v3 on the simulated Google's server: one channel whose uploads playlist lists its
// videos newest first; a video inserted (multipart) is `uploadStatus` 'uploaded' and processing, then 'processed'
// once `processingMs` has passed, or 'failed' (emptyFile) when its file was empty; its `fileDetails` say how large
// the uploaded file was. What it holds is the store's part 'youtube'.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { googleError, multipartOf, pageOf } from '../google/simulated-api';
import type { SimulatedStore } from '../simulated-store';
import { simulatedYouTubeAnalytics } from './simulated-analytics';

type Json = Record<string, unknown>;
interface Video {
  id: string;
  snippet: Json;
  status: Json;
  uploadedAt: number;
  empty: boolean;
  /** Bytes of the uploaded file (absent from state kept before it was recorded). */
  fileSize?: number;
}
type Query = FastifyRequest<{ Querystring: Record<string, string | undefined> }>;

const CHANNEL_ID = 'UCsimulatedVariaChannel01';
const UPLOADS = `UU${CHANNEL_ID.slice(2)}`;

function asNow({ uploadedAt, empty, fileSize, ...video }: Video, processingMs: number) {
  const done = Date.now() - uploadedAt >= processingMs;
  const uploadStatus = empty ? 'failed' : done ? 'processed' : 'uploaded';
  return {
    kind: 'youtube#video',
    ...video,
    status: { ...video.status, uploadStatus, ...(empty ? { failureReason: 'emptyFile' } : {}) },
    processingDetails: { processingStatus: empty ? 'failed' : done ? 'succeeded' : 'processing' },
    ...(fileSize === undefined ? {} : { fileDetails: { fileSize: String(fileSize), fileType: 'video' } }),
  };
}

export function simulatedYouTube(server: FastifyInstance, processingMs: number, store: SimulatedStore) {
  const { videos } = store.part('youtube', () => ({ videos: [] as Video[] }));
  simulatedYouTubeAnalytics(server, () =>
    videos.filter((v) => asNow(v, processingMs).status.uploadStatus === 'processed').map((v) => v.id),
  );

  server.post('/upload/youtube/v3/videos', (request: Query, reply) => {
    const { metadata, media } = multipartOf(request);
    const snippet = (metadata.snippet ?? {}) as Json;
    if (!snippet.title)
      return googleError(reply, 400, 'invalidTitle', 'The request metadata specifies an invalid or empty video title.');
    const video: Video = {
      id: randomBytes(8).toString('base64url').slice(0, 11),
      snippet: { ...snippet, channelId: CHANNEL_ID, publishedAt: new Date().toISOString() },
      status: { privacyStatus: 'private', ...(metadata.status as Json | undefined) },
      uploadedAt: Date.now(),
      empty: media.length === 0,
      fileSize: media.length,
    };
    videos.unshift(video);
    return asNow(video, processingMs);
  });

  server.get('/youtube/v3/channels', (request: Query) => ({
    kind: 'youtube#channelListResponse',
    items:
      request.query.mine === 'true'
        ? [{ kind: 'youtube#channel', id: CHANNEL_ID, contentDetails: { relatedPlaylists: { uploads: UPLOADS } } }]
        : [],
  }));

  server.get('/youtube/v3/playlistItems', (request: Query, reply) => {
    const { playlistId, pageToken, maxResults = '5' } = request.query;
    if (playlistId !== UPLOADS)
      return googleError(
        reply,
        404,
        'playlistNotFound',
        "The playlist identified with the request's playlistId parameter cannot be found.",
      );
    const page = pageOf(videos, pageToken, Math.min(Number(maxResults), 50));
    return {
      kind: 'youtube#playlistItemListResponse',
      items: page.items.map((v) => ({ kind: 'youtube#playlistItem', contentDetails: { videoId: v.id } })),
      nextPageToken: page.nextPageToken,
    };
  });

  server.get('/youtube/v3/videos', (request: Query) => {
    const ids = [request.query.id ?? ''].flat().join(',').split(',');
    return {
      kind: 'youtube#videoListResponse',
      items: videos.filter((v) => ids.includes(v.id)).map((v) => asNow(v, processingMs)),
    };
  });
}

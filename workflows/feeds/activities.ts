// The scheduled feed's activity: the feed is fetched through the link guard that asset links use (a feed link must
// not reach the product's own network unless ALLOW_PRIVATE_LINKS trusts it), read whole up to a manual import's
// limit, and imported (commands/feed-schedules.ts).
import path from 'node:path';
import type { CommandDeps } from '../../commands/deps';
import { FEED_MAX_BYTES } from '../../commands/feed-files';
import { runScheduledFeed, type FetchedFeed } from '../../commands/feed-schedules';
import { fetchLink } from '../upload/public-fetch';

const FETCH_TIMEOUT_MS = 60_000;

export interface FeedDeps {
  commands: CommandDeps;
  allowPrivateLinks: boolean;
}

/** The feed at `url`, named by its path (a .xlsx link is read as a workbook; a workbook is also told by its bytes). */
export async function fetchFeed(url: string, allowPrivate: boolean): Promise<FetchedFeed> {
  const response = await fetchLink(url, { allowPrivate, timeoutMs: FETCH_TIMEOUT_MS });
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`The feed link answered ${response.status}`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += (chunk as Uint8Array).byteLength;
    if (size > FEED_MAX_BYTES) throw new Error(`The feed is larger than ${FEED_MAX_BYTES / 1024 / 1024} MB`);
    chunks.push(Buffer.from(chunk as Uint8Array));
  }
  return { fileName: path.posix.basename(new URL(url).pathname) || 'feed.csv', bytes: Buffer.concat(chunks) };
}

export function createFeedActivities(deps: FeedDeps) {
  return {
    importScheduledFeed: ({ treeId, workflowId }: { treeId: string; workflowId: string }) =>
      runScheduledFeed(deps.commands, treeId, (url) => fetchFeed(url, deps.allowPrivateLinks), workflowId),
  };
}

export type FeedActivities = ReturnType<typeof createFeedActivities>;

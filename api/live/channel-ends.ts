// A live channel lasts no longer than the session it was opened with, nor than its user's access as it was then
// (api/live/socket-lifetime.ts). The end of either travels like every live message, on Postgres NOTIFY
// (commands/live-events.ts), so the process that ended a session reaches sockets held by any other API process. Its
// keys look like no user id and no broadcast, so it reaches the lifetime watcher and never a browser.
import type { LivePublisher } from '../../commands/live-events';

export const sessionEndKey = (sessionId: string) => `ended:session:${sessionId}`;
export const userEndKey = (userId: string) => `ended:user:${userId}`;

/** Why the channels end: signed out (logout, expiry, deactivation) or the access it was opened with changed. */
export type EndReason = 'signedOut' | 'accessChanged';

export const endSessionChannels = (live: LivePublisher, sessionId: string) =>
  live.publish(sessionEndKey(sessionId), { type: 'ended', reason: 'signedOut' });

export const endUserChannels = (live: LivePublisher, userId: string, reason: EndReason) =>
  live.publish(userEndKey(userId), { type: 'ended', reason });

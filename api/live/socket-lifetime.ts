// A live channel is bound to the session that opened it and to its user's access as it was then: it closes when the
// session ends by logout (its end key), by expiry (a timer at the session's expiry, re-read when it fires, since HTTP
// requests slide it; nothing sent on the channel does), and when its user is deactivated or changes role or the
// concept-only flag (the user's end key, api/live/access-notifier.ts). A closed channel's page reconnects, and the gate
// judges the new request: 401 once signed out, the new role otherwise.
import type { LiveEvents } from '../../commands/live-events';
import { SIGNED_OUT_MESSAGE } from '../auth/gate';
import type { SessionStore } from '../auth/sessions';
import { sessionEndKey, userEndKey, type EndReason } from './channel-ends';

/** Close codes in the private range, after HTTP's 401 and 403. */
const CLOSE_CODES: Record<EndReason, [code: number, reason: string]> = {
  signedOut: [4401, SIGNED_OUT_MESSAGE],
  accessChanged: [4403, 'Your access changed'],
};
/** setTimeout's longest delay. */
const MAX_DELAY_MS = 2 ** 31 - 1;
/** Past the expiry read, so clocks a little apart do not re-read a session still alive by milliseconds. */
const MARGIN_MS = 1_000;
/** After a failed read (the database away), ask again this much later. */
const RETRY_MS = 30_000;

/** Watches the channel's session and user until the returned stop is called (when the socket closes). */
export function bindToSession(
  deps: { live: LiveEvents; sessions: SessionStore },
  channel: { sessionId: string; userId: string },
  close: (code: number, reason: string) => void,
): () => void {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const unsubscribe = [
    deps.live.subscribe(sessionEndKey(channel.sessionId), () => end('signedOut')),
    deps.live.subscribe(userEndKey(channel.userId), (message) =>
      end(message.reason === 'accessChanged' ? 'accessChanged' : 'signedOut'),
    ),
  ];
  function stop() {
    stopped = true;
    clearTimeout(timer);
    for (const off of unsubscribe) off();
  }
  function end(reason: EndReason) {
    if (stopped) return;
    stop();
    close(...CLOSE_CODES[reason]);
  }
  function watchExpiry() {
    deps.sessions.expiry(channel.sessionId).then(
      (until) => {
        if (stopped) return;
        if (!until) return end('signedOut');
        timer = setTimeout(watchExpiry, Math.min(MAX_DELAY_MS, Math.max(0, until.getTime() - Date.now()) + MARGIN_MS));
      },
      () => {
        if (!stopped) timer = setTimeout(watchExpiry, RETRY_MS);
      },
    );
  }
  // Read at once too: the session may have ended between the gate's check and these subscriptions.
  watchExpiry();
  return stop;
}

// Keeps the thumbnails current while any is being rendered: a render's live event refreshes the concept's
// templates at once, and polling every few seconds catches what the live channel missed (a reconnect, or a
// render that finished before the tab listened).
import { useEffect } from 'react';
import { subscribeLive } from '../../assets/live/socket';
import { refresh } from '../../providers/invalidation';

export const RENDER_POLL_MS = 3_000;

/** The live message of a finished or failed render (api/live/render-notifier.ts), sent to the version's uploader. */
const RENDER_MESSAGE = 'template-render';

export function useRenderWatch(conceptId: string, rendering: boolean): void {
  useEffect(() => {
    if (!rendering) return;
    return subscribeLive({
      onMessage: (message) =>
        message.type === RENDER_MESSAGE && message.conceptId === conceptId && refresh('templateRendered'),
      onReconnect: () => refresh('templateRendered'),
    });
  }, [conceptId, rendering]);
}

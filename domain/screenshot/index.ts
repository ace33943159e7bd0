import type { ScreenshotEvent } from './events';
import { evolveRenderRequest, initialRenderRequestState, type RenderRequestState } from './state';

export * from './events';
export * from './state';
export * from './decide';
export * from './messages';
export * from './qa';
export * from './selection';
export * from './view';
export * from './access';

/** Stream `ScreenshotRender-<requestId>`: one render request and what became of each format it queued. */
export const ScreenshotRenderAggregate = {
  streamPrefix: 'ScreenshotRender',
  initialState: initialRenderRequestState,
  evolve: evolveRenderRequest,
} satisfies {
  streamPrefix: string;
  initialState(): RenderRequestState;
  evolve(s: RenderRequestState, e: ScreenshotEvent): RenderRequestState;
};

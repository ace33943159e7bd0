import type { BlobStore } from '../../commands/blob-store/port';
import type { TemplateWorkflowDeps } from '../../commands/templates';
import type { ScreenshotRenderer } from './screenshot-port';

/** What render activities reach the world through: the event store (through commands), the blob store, the renderer. */
export interface RenderDeps {
  commands: TemplateWorkflowDeps;
  blobs: BlobStore;
  /** The Chromium pool (workflows/render/chromium-pool.ts), shared by thumbnails and screenshots. */
  renderer: ScreenshotRenderer;
}

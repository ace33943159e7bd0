import type { BlobStore } from '../../commands/blob-store/port';
import type { TemplateWorkflowDeps } from '../../commands/templates';

/** What render activities reach the world through: the event store (through commands), the blob store, Chromium. */
export interface RenderDeps {
  commands: TemplateWorkflowDeps;
  blobs: BlobStore;
  chromiumPath: string;
}

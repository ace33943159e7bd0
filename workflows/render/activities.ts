// The render workflow's activities: learn the version from the concept's template stream, render it (an HTML
// template in Chromium, a video template's first frame with ffmpeg), store the PNG, record the outcome through
// commands. Idempotent: a version already rendered, or deleted, is left alone.
import { Readable } from 'node:stream';
import { ApplicationFailure, Context } from '@temporalio/activity';
import sharp from 'sharp';
import { OTHER_SIZE } from '../../domain/template/name';
import type { TemplateVersion } from '../../domain/template';
import { loadConceptTemplates, recordRenderOutcome } from '../../commands/templates';
import { BlobNotFoundError } from '../../commands/blob-store/port';
import { FFMPEG, pngFrameArgs, runTool } from '../media/tools';
import type { RenderDeps } from './deps';

export interface RenderTarget {
  conceptId: string;
  templateId: string;
  version: number;
}

/** The size a template of no readable size is rendered at: the concept preview's (spec 3 §9). */
const FALLBACK_RENDER_SIZE = { width: 300, height: 250 };
/** Not worth retrying: the workflow records the failure at once. */
const unrenderable = (message: string) => ApplicationFailure.nonRetryable(message, 'Unrenderable');

export const renderWorkflowId = (target: Pick<RenderTarget, 'templateId' | 'version'>) =>
  `render-template-${target.templateId}-${target.version}`;
const thumbnailKey = (t: Pick<TemplateVersion, 'partnerId' | 'conceptId' | 'templateId'>) =>
  `template-renders/${t.partnerId}/${t.conceptId}/${t.templateId}.png`;

function renderSize(t: Pick<TemplateVersion, 'sizeGroup'>): { width: number; height: number } {
  if (t.sizeGroup === OTHER_SIZE) return FALLBACK_RENDER_SIZE;
  const [width, height] = t.sizeGroup.split('x').map(Number) as [number, number];
  return { width, height };
}

async function fileOf(deps: RenderDeps, key: string): Promise<Buffer | null> {
  try {
    const stream = await deps.blobs.open(key);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  } catch (error) {
    if (error instanceof BlobNotFoundError) return null;
    throw error;
  }
}

async function videoFrame(
  deps: RenderDeps,
  t: TemplateVersion,
  size: { width: number; height: number },
): Promise<Buffer> {
  const frame = await deps.blobs
    .withLocalFile(`${t.storage}/${t.entry}`, (file) => runTool(FFMPEG, pngFrameArgs(file)))
    .catch(() => {
      throw unrenderable('The video has no frame that can be read');
    });
  return sharp(frame)
    .resize({ ...size, fit: 'contain', background: '#000000' })
    .png()
    .toBuffer();
}

export function createRenderActivities(deps: RenderDeps) {
  /** An HTML template in the renderer's Chromium, with its defaults; what it asked of the network is refused, and
   * logged so a bare thumbnail is explained. */
  const renderPage = async (t: TemplateVersion, size: { width: number; height: number }) => {
    const context = Context.current();
    const { png, refused } = await deps.renderer.render(
      {
        fingerprint: renderWorkflowId(t),
        kind: 'html',
        ...size,
        entry: t.entry,
        file: (path) => (t.files.includes(path) ? fileOf(deps, `${t.storage}/${path}`) : Promise.resolve(null)),
        values: {},
        asset: () => Promise.resolve(null),
        weightLimitBytes: null,
      },
      context.cancellationSignal,
    );
    if (refused.length > 0)
      context.log.info('render refused remote requests', { templateId: t.templateId, blocked: refused });
    return png;
  };

  const live = async (target: RenderTarget) => {
    const t = (await loadConceptTemplates(deps.commands, target.conceptId)).templates[target.templateId];
    return t && t.version === target.version ? t : null;
  };
  const outcomeTarget = (t: TemplateVersion) => ({
    conceptId: t.conceptId,
    partnerId: t.partnerId,
    workflowId: renderWorkflowId(t),
  });

  return {
    /** Renders the version to a PNG at its size and records it; false when there was nothing to do. */
    async renderTemplate(target: RenderTarget): Promise<boolean> {
      const t = await live(target);
      if (!t || t.renderStatus === 'done') return false;
      const size = renderSize(t);
      const png = t.kind === 'video' ? await videoFrame(deps, t, size) : await renderPage(t, size);
      const thumbLocation = thumbnailKey(t);
      await deps.blobs.put(thumbLocation, Readable.from(png), { contentType: 'image/png' });
      await recordRenderOutcome(deps.commands, outcomeTarget(t), {
        type: 'RecordTemplateRender',
        templateId: t.templateId,
        version: t.version,
        thumbLocation,
        ...size,
      });
      return true;
    },
    async failRender(target: RenderTarget, reason: string): Promise<void> {
      const t = await live(target);
      if (t)
        await recordRenderOutcome(deps.commands, outcomeTarget(t), {
          type: 'FailTemplateRender',
          templateId: t.templateId,
          version: t.version,
          reason,
        });
    },
  };
}

export type RenderActivities = ReturnType<typeof createRenderActivities>;

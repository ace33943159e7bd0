// Meta previews (spec 2 §2 'Meta preview', §7, §8 'Preview'): POST /facebook/preview (one image or video ad) and
// POST /facebook/preview/carousel answer Meta's iframe at the requested size (400×505 by default), through the node
// integration holding the ad account and its page. Every reader of creatives may preview (all but analysts); a
// library image must be one the caller may see. The refusals are the spec's: an image or video not uploaded for the
// format, a video Meta is still processing (409) or failed to process, and 'Preview not available.' with Meta's
// reason when Meta refuses to render it.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { MetaPreview } from '../../../domain/meta/answers';
import { META_MESSAGES, PREVIEW_MESSAGES, PREVIEW_SIZE, type PreviewFormat } from '../../../domain/meta/messages';
import { DomainError } from '../../../domain/shared/errors';
import type { AdAccount, CreativeFile } from '../../../platforms/ad-platform';
import { actorOf } from '../../auth/gate';
import type { AppDeps } from '../../deps';
import { errors } from '../../http/errors';
import { onPlatform } from '../../http/platform-errors';
import { CarouselPreviewBody, PreviewBody } from '../../schemas/meta';
import { metaConnection } from './connection';
import { libraryFile } from './library-file';

const config = { access: 'NOT_ANALYSTS' as const };
const tags = ['meta'];
const answers = { 200: MetaPreview, ...errors(403, 404, 409, 422, 429, 503) };

/** Meta refusing to render the ad is 'Preview not available.', its reason in the details. */
async function rendered(preview: () => Promise<string>): Promise<string> {
  try {
    return await onPlatform(preview);
  } catch (error) {
    if (error instanceof DomainError && (error.details as { kind?: string } | undefined)?.kind === 'invalid')
      throw DomainError.unprocessable(PREVIEW_MESSAGES.notAvailable, { reason: error.message });
    throw error;
  }
}

export const metaPreviewRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    const { ads, previews } = deps.oauth.meta;

    /** The ad account's connection, once its node's page is the one asked for. */
    async function connection(request: FastifyRequest, adAccountId: string, pageId: string): Promise<AdAccount> {
      const account = await metaConnection(deps, actorOf(request), adAccountId);
      if (!account.ids.facebookPageId) throw DomainError.unprocessable(META_MESSAGES.pageIdNotDefined);
      if (account.ids.facebookPageId !== pageId)
        throw DomainError.unprocessable(`The Facebook page ${pageId} is not this ad account's business node's`);
      return account;
    }

    /** A library image the caller may see, as a file to upload to Meta; the format's message when there is none. */
    async function image(request: FastifyRequest, assetId: string | undefined, format: PreviewFormat) {
      const file = assetId ? await libraryFile(deps, request, assetId, 'image') : null;
      if (!file) throw DomainError.unprocessable(PREVIEW_MESSAGES.uploadImage(format));
      return file;
    }

    /** A video already on Meta, once Meta has processed it. */
    async function video(account: AdAccount, videoId: string | undefined, format: PreviewFormat) {
      if (!videoId) throw DomainError.unprocessable(PREVIEW_MESSAGES.uploadVideo(format));
      const { status } = await onPlatform(() => ads.video(account, videoId));
      if (status === 'processing')
        throw new DomainError(409, 'NOT_ALLOWED', PREVIEW_MESSAGES.availableSoon, {
          format,
          hint: PREVIEW_MESSAGES.videoProcessing(format),
        });
      if (status === 'error') throw DomainError.unprocessable(PREVIEW_MESSAGES.videoFailed(format), { format });
      return { id: videoId };
    }

    app.post(
      '/facebook/preview',
      { config, schema: { tags, body: PreviewBody, response: answers } },
      async (request) => {
        const { body } = request;
        const { format, height = PREVIEW_SIZE.height, width = PREVIEW_SIZE.width } = body;
        const account = await connection(request, body.advertiserId, body.pageId);
        const media =
          body.FbVisibleType === 'video'
            ? { video: { ...(await video(account, body.videoId, format)), thumbnail: body.thumbnail } }
            : { image: await image(request, body.asset, format) };
        const fields = {
          Text: body.message ?? '',
          Headline: body.name ?? '',
          'News feed link description': body.description ?? '',
          'Display Link': body.caption ?? '',
          'Call to Action': body.callToAction ?? '',
        };
        const iframe = await rendered(() =>
          previews.single(account, { format, height, width, pageId: body.pageId, fields, link: body.link, ...media }),
        );
        return { body: iframe, height, width };
      },
    );

    app.post(
      '/facebook/preview/carousel',
      { config, schema: { tags, body: CarouselPreviewBody, response: answers } },
      async (request) => {
        const { body } = request;
        const { height = PREVIEW_SIZE.height, width = PREVIEW_SIZE.width, values } = body;
        const account = await connection(request, body.advertiserId, body.pageId);
        const cardImages: CreativeFile[] = [];
        for (const card of values.cards) cardImages.push(await image(request, card.asset, 'square'));
        const fields: Record<string, string> = {
          Text: values.message ?? '',
          'Call to Action': values.callToAction ?? '',
        };
        values.cards.forEach((card, i) => {
          fields[`Card ${i + 1} Headline`] = card.headline ?? '';
          fields[`Card ${i + 1} Description`] = card.description ?? '';
          fields[`Card ${i + 1} Website URL`] = card.websiteUrl ?? '';
        });
        const iframe = await rendered(() =>
          previews.carousel(account, {
            format: 'square',
            height,
            width,
            pageId: body.pageId,
            fields,
            link: body.link,
            cardImages,
          }),
        );
        return { body: iframe, height, width };
      },
    );
  };

// GET /report/screenshot/{campaignId}/{fingerprint} (ours; issue 21 §3, §4): the picture of content a campaign's ad
// carried, for every reader of its results. Analysts may not open the screenshots area, but a report row leads to the
// creative's picture; this serves only pictures of content the campaign published (report_ad, as served).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { scopedCampaign } from '../../../commands/campaigns';
import { DomainError } from '../../../domain/shared/errors';
import { wasPublished } from '../../../projections/reporting/reporter';
import { screenshotFile } from '../../../projections/screenshots/queries';
import { actorOf } from '../../auth/gate';
import type { AppDeps } from '../../deps';
import { errors } from '../../http/errors';
import { Id, Params } from '../../http/schemas';
import { FileAnswer } from '../../schemas/assets';

const SCREENSHOT_NOT_FOUND = 'Screenshot not found';

export const reportScreenshotRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/report/screenshot/:campaignId/:fingerprint',
      {
        config: { access: 'ALL' },
        schema: {
          tags: ['report'],
          params: Params({ campaignId: Id, fingerprint: Type.String({ pattern: '^[0-9a-f]{64}$' }) }),
          response: { 200: FileAnswer('The screenshot (PNG)', ['image/png']), ...errors(403, 404) },
        },
      },
      async (request, reply) => {
        const { campaignId, fingerprint } = request.params;
        const campaign = await scopedCampaign(deps.lookups, actorOf(request), campaignId, 'ALL');
        const file = (await wasPublished(deps.pool, campaign.id, fingerprint))
          ? await screenshotFile(deps.pool, fingerprint)
          : null;
        if (!file || file.partnerId !== campaign.partnerId) throw DomainError.notFound(SCREENSHOT_NOT_FOUND);
        // Named by the fingerprint of the content it pictures: it never changes.
        reply.header('content-type', 'image/png').header('cache-control', 'private, max-age=31536000, immutable');
        return reply.send(await deps.blobs.open(file.blobKey));
      },
    );
  };

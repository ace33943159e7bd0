// POST /facebook/videos {asset, advertiserId} (ours): a library video on Meta for the Meta preview, uploaded once (its
// title names the asset, so asking again finds it) and answered with Meta's processing status, which the preview's
// format toggle follows (spec 2 §8 'Preview': disabled while the video uploads or after it failed). For every reader
// of creatives (all but analysts) through the node integration holding the ad account; the asset one they may see.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MetaVideo } from '../../../domain/meta/answers';
import { DomainError } from '../../../domain/shared/errors';
import { actorOf } from '../../auth/gate';
import type { AppDeps } from '../../deps';
import { errors } from '../../http/errors';
import { onPlatform } from '../../http/platform-errors';
import { Body, Id } from '../../http/schemas';
import { AdAccountId } from '../../schemas/meta';
import { metaConnection } from './connection';
import { libraryFile } from './library-file';

const NOT_A_VIDEO = 'The asset is not a video in the library';

export const metaVideoRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    const { ads } = deps.oauth.meta;
    app.post(
      '/facebook/videos',
      {
        config: { access: 'NOT_ANALYSTS' },
        schema: {
          tags: ['meta'],
          body: Body({ asset: Id, advertiserId: AdAccountId }),
          response: { 200: MetaVideo, ...errors(403, 404, 422, 429, 503) },
        },
      },
      async (request) => {
        const { asset, advertiserId } = request.body;
        const account = await metaConnection(deps, actorOf(request), advertiserId);
        const file = await libraryFile(deps, request, asset, 'video');
        if (!file) throw DomainError.unprocessable(NOT_A_VIDEO);
        return onPlatform(async () => {
          const videoId = await ads.videoTitled(account, `varia-asset-${asset}`, file);
          return { videoId, status: (await ads.video(account, videoId)).status };
        });
      },
    );
  };

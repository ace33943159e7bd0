// A library asset the caller may see, read as a file to send to Meta (a preview's image, a video for the preview's
// format). Another partner's or an unreachable asset is not found; an asset of another kind, or not stored yet, is
// null, for the caller to answer with its format's message.
import { buffer } from 'node:stream/consumers';
import type { FastifyRequest } from 'fastify';
import { canSeeAsset, reachableNodes } from '../../../commands/asset-scope';
import { ASSET_NOT_FOUND } from '../../../domain/asset/decide';
import { DomainError } from '../../../domain/shared/errors';
import type { CreativeFile } from '../../../platforms/ad-platform';
import { contentTypeOf } from '../../../workflows/render/content-types';
import { actorOf } from '../../auth/gate';
import type { AppDeps } from '../../deps';

export async function libraryFile(
  deps: AppDeps,
  request: FastifyRequest,
  assetId: string,
  kind: 'image' | 'video',
): Promise<CreativeFile | null> {
  const actor = actorOf(request);
  const [asset, reachable] = await Promise.all([deps.lookups.asset(assetId), reachableNodes(deps.lookups, actor)]);
  if (!asset || !canSeeAsset(actor, asset, reachable)) throw DomainError.notFound(ASSET_NOT_FOUND);
  if (asset.kind !== kind || !asset.location) return null;
  return {
    name: asset.name,
    contentType: contentTypeOf(asset.format),
    bytes: await buffer(await deps.blobs.open(asset.location)),
  };
}

// The library assets a variant's live preview shows. The preview runs sandboxed, of an opaque origin, so its requests
// carry no session cookie (templates/preview-links.ts): the page names each asset by a signed link, made once the
// caller was allowed the preview and only for assets of the campaign's partner, with a key of its own.
// - GET /api/variant-assets/{partnerId}/{assetId}/{signature}: the asset's file, for a valid signature.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ASSET_NOT_FOUND } from '../../../domain/asset';
import type { ElementValue } from '../../../domain/personalise/events';
import { DomainError } from '../../../domain/shared/errors';
import { assetsByIds, getAsset } from '../../../projections/assets/queries';
import { contentTypeOf } from '../../../workflows/render/content-types';
import type { AppDeps } from '../../deps';
import { found } from '../../http/found';
import { Id, Params } from '../../http/schemas';
import { signerOf } from '../templates/preview-links';

const SIGNED_ASSETS = '/api/variant-assets';
const PURPOSE = 'variant-asset';
const subject = (partnerId: string, assetId: string) => `${partnerId}/${assetId}`;

/** The address the preview's page gets for each asset it names: a signed link for the partner's stored assets. */
export async function previewAssetUrls(
  deps: AppDeps,
  partnerId: string,
  values: Readonly<Record<string, Pick<ElementValue, 'assetId'>>>,
): Promise<(assetId: string) => string> {
  const ids = [...new Set(Object.values(values).flatMap((v) => (v.assetId ? [v.assetId] : [])))];
  const stored = new Set(
    ids.length === 0
      ? []
      : (await assetsByIds(deps.pool, ids)).filter((a) => a.partnerId === partnerId && a.location).map((a) => a.id),
  );
  const signer = signerOf(deps, PURPOSE);
  const now = new Date();
  // An asset that is not the partner's (or is gone) gets no link: the page shows it as missing, as a render would.
  return (assetId) =>
    stored.has(assetId)
      ? `${SIGNED_ASSETS}/${partnerId}/${assetId}/${signer.sign(subject(partnerId, assetId), now)}`
      : `${SIGNED_ASSETS}/${partnerId}/${assetId}/missing`;
}

/** Registered beside /api/v1, as the template previews' signed links are: no API call, the signature is the access. */
export const signedAssetRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      `${SIGNED_ASSETS}/:partnerId/:assetId/:signature`,
      {
        schema: {
          hide: true,
          params: Params({ partnerId: Id, assetId: Id, signature: Type.String({ maxLength: 80 }) }),
        },
      },
      async (request, reply) => {
        const { partnerId, assetId, signature } = request.params;
        if (!signerOf(deps, PURPOSE).verify(subject(partnerId, assetId), signature, new Date()))
          throw DomainError.notFound(ASSET_NOT_FOUND);
        const asset = await getAsset(deps.pool, assetId);
        const row = found(
          asset?.partnerId === partnerId && asset.location && asset.uploadStatus === 'DONE' ? asset : null,
          ASSET_NOT_FOUND,
        );
        reply.header('content-type', contentTypeOf(row.format));
        // The sandboxed page is of an opaque origin: a same-origin resource policy would refuse it the file.
        reply.header('cross-origin-resource-policy', 'cross-origin');
        // Uploaded files are untrusted: one opened on its own runs no script on our origin.
        reply.header('content-security-policy', "default-src 'none'; sandbox");
        reply.header('x-content-type-options', 'nosniff');
        reply.header('cache-control', 'private, max-age=3600');
        return reply.send(await deps.blobs.open(row.location!));
      },
    );
  };

// OpenAPI links between the upload calls: what a client calls next, with which value. An upload's items and the
// asset each becomes go by tempAssetId; its batch by uid, which is no asset id (a client guessing links from field
// names would take it for one).
import { linkTo } from '../../schemas/openapi';

/** Operation ids of the calls the links name. */
export const UPLOAD_ITEM = 'getUploadItem';
export const UPLOAD_BATCH = 'getUploadBatch';

const FIRST_UPLOADED = '$response.body#/uploadedAssets/0/tempAssetId';

/** The calls on the asset an upload becomes, whose id is its tempAssetId (they answer 404 until it is DONE). */
const ASSET_CALLS = [
  ['Asset', 'get', '/assets/single-files/{id}'],
  ['ChangeAsset', 'patch', '/assets/single-files/{id}'],
  ['ArchiveAsset', 'patch', '/assets/single-files/{id}/archive'],
  ['UnarchiveAsset', 'patch', '/assets/single-files/{id}/unarchive'],
  ['AssetNodes', 'put', '/assets/single-files/{id}/business-nodes'],
  ['AssetFile', 'get', '/assets/single-files/{id}/file'],
  ['AssetThumbnail', 'get', '/assets/single-files/{id}/thumbnail'],
  ['AssetCropperPreview', 'get', '/assets/single-files/{id}/cropper-preview'],
] as const;

/** From POST /assets/single-files (202). */
export const AFTER_UPLOAD = {
  UploadItem: { operationId: UPLOAD_ITEM, parameters: { 'path.id': FIRST_UPLOADED } },
  UploadBatch: { operationId: UPLOAD_BATCH, parameters: { 'query.uid': '$response.body#/uid' } },
  ...Object.fromEntries(
    ASSET_CALLS.map(([name, method, path]) => [name, linkTo(method, path, { 'path.id': FIRST_UPLOADED })]),
  ),
};

/** From GET /assets/single-files/uploads (200). */
export const AFTER_BATCH = {
  UploadItem: { operationId: UPLOAD_ITEM, parameters: { 'path.id': '$response.body#/0/tempAssetId' } },
};

// What the asset routes answer: library assets (../routes/assets/view.ts), upload items
// (domain/asset/upload-item.ts), the answers of upload calls, and the files themselves.
import type { Readable } from 'node:stream';
import { Type } from 'typebox';
import { ASSET_CATEGORIES, CROP_FORMATS } from '../../domain/asset/rules';
import { LIBRARY_STATUSES } from '../../domain/asset';
import { Answer, Body, Id, Literals, Nullable, OneOf, Timestamp } from '../http/schemas';

/** A crop as asked for (POST /assets/single-files/crop) and as the cropped asset remembers it. */
export const Crop = Body({
  x: Type.Integer({ minimum: 0 }),
  y: Type.Integer({ minimum: 0 }),
  width: Type.Integer({ minimum: 1 }),
  height: Type.Integer({ minimum: 1 }),
  format: Literals(CROP_FORMATS),
  auto: Type.Boolean(),
});

const Bytes = Type.Number({ description: 'bytes' });

/** A library asset (spec 1 §3 'Asset (single file)'). */
export const Asset = Answer(
  {
    _id: Id,
    id: Id,
    partnerId: Id,
    name: Type.String(),
    type: OneOf(ASSET_CATEGORIES),
    kind: Nullable(Type.String({ description: 'image, video, audio, document, font, archive or other' })),
    url: Nullable(Type.String({ description: 'GET it for the original file' })),
    hash: Nullable(Type.String({ description: 'SHA-256 of the bytes' })),
    format: Type.String(),
    dimension: Nullable(Type.String({ examples: ['1920x1080'] })),
    durationSeconds: Nullable(Type.Number()),
    size: Nullable(Bytes),
    thumbLocation: Nullable(Type.String({ description: 'the thumbnail URL' })),
    isFromDam: Type.Boolean(),
    isLink: Type.Boolean(),
    createdAt: Timestamp,
    businessNodes: Type.Array(Id),
    additionalNodes: Type.Array(Id),
    fullOriginalName: Type.String(),
    tags: Type.Array(Type.String()),
    status: OneOf(LIBRARY_STATUSES),
    parentId: Nullable(Id),
    crop: Nullable(Crop),
    archived: Type.Boolean(),
    updatedAt: Timestamp,
    updatedBy: Type.String({ description: 'a user id, or the upload workflow' }),
  },
  'A library asset',
);

export const AssetPage = Answer({ total: Type.Integer(), results: Type.Array(Asset) }, 'A page of the library');

/** The temporary upload item of spec 1 §3, as the upload screen polls it. */
export const UploadItem = Answer(
  {
    tempAssetId: Id,
    uid: Type.String({ description: 'the upload batch' }),
    status: Type.String({
      description: 'PENDING, UPLOADING, PROCESSING, DONE, FAILED, URL_FAILED, MERGED or EXPANDED',
    }),
    loaded: Bytes,
    total: Nullable(Bytes),
    data: Answer({ name: Type.String(), errors: Type.Array(Type.String()) }),
    isLink: Type.Boolean(),
    assetId: Nullable(Id),
    message: Nullable(Type.String()),
  },
  'An upload',
);

const Pending = Type.Literal('PENDING');
const acceptedFields = { tempAssetId: Id, name: Type.String(), status: Pending };
const AcceptedFile = Answer({ ...acceptedFields, loaded: Bytes, total: Bytes });

/** POST /assets/single-files: every file is accepted (a refused request keeps none); progress follows over /ws. */
export const UploadAccepted = Answer(
  {
    uploadedAssets: Type.Array(AcceptedFile),
    mergedAssets: Type.Array(AcceptedFile, {
      maxItems: 0,
      description: 'duplicates are found later, while processing',
    }),
    results: Type.Array(AcceptedFile),
    total: Type.Integer(),
    uid: Type.String({ description: 'the upload batch' }),
  },
  'The upload started',
);
export const LinkAccepted = Answer({ ...acceptedFields, isLink: Type.Literal(true) }, 'The link upload started');
export const CropAccepted = Answer(acceptedFields, 'The crop started');

export const Formats = Type.Array(Type.String(), { description: 'The formats in the library' });

/** Bytes, not JSON (a stream, a buffer, or a text such as HTML); the content types are the file's own. */
export const FileAnswer = (description: string, contentTypes: string[]) => ({
  description,
  content: Object.fromEntries(
    contentTypes.map((type) => [
      type,
      { schema: Type.Unsafe<Readable | Buffer | string>({ type: 'string', format: 'binary' }) },
    ]),
  ),
});

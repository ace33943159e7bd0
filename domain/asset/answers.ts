// What the asset routes answer: library assets (api/routes/assets/view.ts builds them from the read model), the
// temporary upload item of spec 1 §3, the answers of upload calls, and the library's formats. The API declares these
// answers; the read model, the upload worker and the screens take their types from them.
import { Type, type Static } from 'typebox';
import { Answer, Id, Literals, Nullable, OneOf, Timestamp } from '../shared/schema';
import { LIBRARY_STATUSES } from './decide';
import { ASSET_CATEGORIES, CROP_FORMATS, type UploadStatus } from './rules';

/** A crop as asked for (POST /assets/single-files/crop) and as the cropped asset remembers it. */
export const Crop = Answer({
  x: Type.Integer({ minimum: 0 }),
  y: Type.Integer({ minimum: 0 }),
  width: Type.Integer({ minimum: 1 }),
  height: Type.Integer({ minimum: 1 }),
  format: Literals(CROP_FORMATS),
  auto: Type.Boolean(),
  /** Cut from the image without its background (POST /assets/remove-image-background): always a PNG. */
  isBackgroundRemoved: Type.Optional(Type.Boolean()),
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
    /** Kept beside businessNodes; the business-nodes editor sends them back unchanged. */
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
export type Asset = Static<typeof Asset>;

export const AssetPage = Answer({ total: Type.Integer(), results: Type.Array(Asset) }, 'A page of the library');
export type AssetPage = Static<typeof AssetPage>;

/** An upload's statuses: its lifecycle, or what it became besides a new asset (a duplicate merged, a zip expanded). */
export type UploadItemStatus = UploadStatus | 'MERGED' | 'EXPANDED';

/**
 * The temporary upload item of spec 1 §3: what the upload screen shows, whether the read model answers it (GET
 * /assets/single-files/uploads) or a worker reports progress live.
 */
export const UploadItem = Answer(
  {
    tempAssetId: Id,
    uid: Type.String({ description: 'the upload batch' }),
    status: Type.Unsafe<UploadItemStatus>(
      Type.String({ description: 'PENDING, UPLOADING, PROCESSING, DONE, FAILED, URL_FAILED, MERGED or EXPANDED' }),
    ),
    loaded: Bytes,
    total: Nullable(Bytes),
    data: Answer({ name: Type.String(), errors: Type.Array(Type.String()) }),
    isLink: Type.Boolean(),
    /** The library asset the upload became: itself when DONE, the existing one when MERGED. */
    assetId: Nullable(Id),
    /** What the user is told beside the status: a merge's note, or why a failed upload failed. */
    message: Nullable(Type.String()),
  },
  'An upload',
);
export type UploadItem = Static<typeof UploadItem>;

const Pending = Type.Literal('PENDING');
const acceptedFields = { tempAssetId: Id, name: Type.String(), status: Pending };
const AcceptedFile = Answer({ ...acceptedFields, loaded: Bytes, total: Bytes });
/** A file of an upload just accepted: pending, nothing stored yet. */
export type AcceptedFile = Static<typeof AcceptedFile>;

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
export type UploadAccepted = Static<typeof UploadAccepted>;
export const LinkAccepted = Answer({ ...acceptedFields, isLink: Type.Literal(true) }, 'The link upload started');
export const CropAccepted = Answer(acceptedFields, 'The crop started');

export const Formats = Type.Array(Type.String(), { description: 'The formats in the library' });

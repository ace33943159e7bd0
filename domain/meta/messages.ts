// Meta's messages of spec 2 §8, verbatim: the publishing notifications a Meta adapter raises, the toast of a failed
// look-up, and the six preview messages (per format: Square, Vertical or Horizontal).

export const META_MESSAGES = {
  pageIdNotDefined: 'Meta page id not defined',
  videoUploadFailed: 'Meta video upload failed',
  videosStillUploading: 'some videos still uploading',
  imageOrVideoNotSpecified: 'image or video not specified',
  variationHasNoVideo: 'variation has no video',
  /** The toast over a failed campaigns or ad sets look-up; the server's reason goes under it. */
  failedToLoadCampaigns: 'Failed to load Meta campaigns',
  /** Ours: no business node the caller may use holds this ad account. */
  adAccountNotFound: 'Meta ad account not found',
} as const;

/** The Meta preview's format toggles (spec 2 §2 'Meta preview'). */
export const PREVIEW_FORMATS = ['square', 'vertical', 'horizontal'] as const;
export type PreviewFormat = (typeof PREVIEW_FORMATS)[number];
/** The preview's requested size (spec 2 §2). */
export const PREVIEW_SIZE = { height: 400, width: 505 } as const;

const label = (format: PreviewFormat) => format.charAt(0).toUpperCase() + format.slice(1);

export const PREVIEW_MESSAGES = {
  uploadImage: (format: PreviewFormat) => `Please upload the ${label(format)} image to enable this format`,
  uploadVideo: (format: PreviewFormat) => `Please upload the ${label(format)} video to enable this format`,
  videoProcessing: (format: PreviewFormat) => `Please wait until ${label(format)} video will be processed by Meta`,
  videoFailed: (format: PreviewFormat) =>
    `${label(format)} video uploading and processing failed, please upload the video again`,
  availableSoon: 'A preview of this variant will be available soon. Currently, Meta is processing the video asset(s)',
  notAvailable: 'Preview not available.',
} as const;

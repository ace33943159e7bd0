// A variant's previews in the personalise table (spec 2 §2 'Preview options', the templatePreview and
// previewWithoutTemplate modals; §4; §9): the texts and size the spec gives, the scale of the live preview, and where
// the API serves a format's page. (The preview widths are the thumbnails': admin-ui/src/screenshots/previewWidth.ts.)

/** Spec 2 §2: the preview sidebar's title. */
export const PREVIEW_OPTIONS_TITLE = 'Preview options';
/** Spec 2 §4: a variant whose required fields are not all filled. */
export const FILL_REQUIRED_TO_PREVIEW = 'Fill out all required fields to preview.';
/** Why a video format has no live preview: its template is no page. */
export const NO_HTML_PREVIEW = 'A video format has no HTML preview';

/** Spec 2 §2, §9: the template preview is at most this many pixels on its longest side. */
export const TEMPLATE_PREVIEW_MAX = 600;

/** The scale that fits a format of this size into TEMPLATE_PREVIEW_MAX on its longest side (never enlarged). */
export function previewScale(width: number, height: number): number {
  const longest = Math.max(width, height);
  return longest > TEMPLATE_PREVIEW_MAX ? TEMPLATE_PREVIEW_MAX / longest : 1;
}

/** Where the API serves a format's page: its template version with the variant's values over the defaults. */
export const variantPreviewUrl = (ref: { campaignId: string; treeId: string; variantId: string; formatId: string }) =>
  `/api/v1/campaigns/${ref.campaignId}/personalize/${ref.treeId}/variants/${ref.variantId}/formats/${ref.formatId}/preview`;

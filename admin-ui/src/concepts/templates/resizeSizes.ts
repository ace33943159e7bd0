// The sizes the 'Resize' dialog offers (spec 3 §9): Google's master sizes first, then the other display sizes
// of the brief's format catalogue; any other WxH may be typed in.
import { FORMAT_CATALOGUE } from '../../../../domain/concept/format-catalogue';

export const GOOGLE_MASTER_SIZES: readonly string[] = ['970x250', '300x600'];

export const DISPLAY_SIZES: readonly string[] = FORMAT_CATALOGUE.google.display
  .flatMap((format) => (format.size ? [format.size] : []))
  .filter((size) => !GOOGLE_MASTER_SIZES.includes(size));

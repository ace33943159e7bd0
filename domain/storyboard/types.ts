// Storyboard types (spec 3 §3): video, display ('Display & Social'), guide ('Fix & Flex Guide') and image, the
// default. A type the product does not know is coerced to image rather than refused.
import { REQUIRED, showsNothing } from '../shared/validation';

export const STORYBOARD_TYPES = ['video', 'display', 'guide', 'image'] as const;
export type StoryboardType = (typeof STORYBOARD_TYPES)[number];
const DEFAULT_STORYBOARD_TYPE: StoryboardType = 'image';

export const STORYBOARD_TYPE_TITLES: Record<StoryboardType, string> = {
  video: 'Video',
  display: 'Display & Social',
  guide: 'Fix & Flex Guide',
  image: 'Image',
};

const isStoryboardType = (type: string): type is StoryboardType =>
  (STORYBOARD_TYPES as readonly string[]).includes(type);

/** A type given but nobody can see ('\u200B\u200B') is refused as empty ('Required'), like a name. */
export function storyboardTypeError(type: string | null | undefined): string | null {
  return type != null && type !== '' && showsNothing(type) ? REQUIRED : null;
}

/** Unknown, empty or missing types become image. */
export function coerceStoryboardType(type: string | null | undefined): StoryboardType {
  return type != null && isStoryboardType(type) ? type : DEFAULT_STORYBOARD_TYPE;
}

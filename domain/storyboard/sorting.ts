// Listing and numbering (spec 3 §9: "sorted by name within type, then numbered in type-name order").
// We read it as: storyboards are grouped by type, the groups in the order of their titles ('Display & Social',
// 'Fix & Flex Guide', 'Image', 'Video'); inside a group by name (case-insensitive, digits as numbers, so
// 'Scene 2' comes before 'Scene 10'); then each is numbered from 1 within its type and labelled with the type's
// title: 'Video 1', 'Video 2', 'Display & Social 1'. A bulk reorder (client-assigned sortIndex) takes precedence
// over the name inside a type: storyboards with a sortIndex come first, in its order; the rest follow by name.
import { STORYBOARD_TYPE_TITLES, type StoryboardType } from './types';

interface Sortable {
  name: string;
  type: StoryboardType;
  sortIndex: number | null;
}

export type Numbered<T> = T & { number: number; label: string; typeTitle: string };

const byText = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });

function compare(a: Sortable, b: Sortable): number {
  const byType = byText(STORYBOARD_TYPE_TITLES[a.type], STORYBOARD_TYPE_TITLES[b.type]);
  if (byType !== 0) return byType;
  if (a.sortIndex !== b.sortIndex) {
    if (a.sortIndex === null) return 1;
    if (b.sortIndex === null) return -1;
    return a.sortIndex - b.sortIndex;
  }
  return byText(a.name, b.name) || a.name.localeCompare(b.name);
}

/** The storyboards in list order, each with its number within its type and its label. */
export function numberStoryboards<T extends Sortable>(storyboards: readonly T[]): Numbered<T>[] {
  const counts = new Map<StoryboardType, number>();
  return [...storyboards].sort(compare).map((storyboard) => {
    const number = (counts.get(storyboard.type) ?? 0) + 1;
    counts.set(storyboard.type, number);
    const typeTitle = STORYBOARD_TYPE_TITLES[storyboard.type];
    return { ...storyboard, number, typeTitle, label: `${typeTitle} ${number}` };
  });
}

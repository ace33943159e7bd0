// The tab's sections: the server's list (already in order, numbered within each type) cut into its types, and the
// sort indexes a one-place move gives the storyboards of a type.
import type { Storyboard } from '../../providers/adapters/storyboards';

interface StoryboardGroup {
  typeTitle: string;
  storyboards: Storyboard[];
}

export function groupByType(storyboards: readonly Storyboard[]): StoryboardGroup[] {
  const groups: StoryboardGroup[] = [];
  for (const storyboard of storyboards) {
    const last = groups.at(-1);
    if (last?.typeTitle === storyboard.typeTitle) last.storyboards.push(storyboard);
    else groups.push({ typeTitle: storyboard.typeTitle, storyboards: [storyboard] });
  }
  return groups;
}

/** The whole type renumbered 0…n-1 with the storyboard at `index` swapped with its neighbour `step` away. */
export function moveWithinType(
  group: readonly Storyboard[],
  index: number,
  step: -1 | 1,
): { _id: string; sortIndex: number }[] {
  const order = [...group];
  const other = index + step;
  [order[index], order[other]] = [order[other]!, order[index]!];
  return order.map((s, sortIndex) => ({ _id: s.id, sortIndex }));
}

import type { StoryboardApproval, StoryboardEvent, StoryboardVersion } from './events';
import type { StoryboardType } from './types';

export interface Storyboard {
  id: string;
  name: string;
  type: StoryboardType;
  sortIndex: number | null;
  /** Oldest first; the last one is the latest version. */
  versions: StoryboardVersion[];
  approvals: StoryboardApproval[];
  /** How many versions were ever uploaded, deleted ones too: the next version's number is one more. */
  uploads: number;
}

/** The concept's storyboards by id; deleted ones are gone. */
export type StoryboardsState = { conceptId: string | null; storyboards: Record<string, Storyboard> };

export const initialStoryboardsState = (): StoryboardsState => ({ conceptId: null, storyboards: {} });

const change = (state: StoryboardsState, id: string, fn: (s: Storyboard) => Storyboard): StoryboardsState => {
  const storyboard = state.storyboards[id];
  return storyboard ? { ...state, storyboards: { ...state.storyboards, [id]: fn(storyboard) } } : state;
};

export function evolveStoryboards(state: StoryboardsState, event: StoryboardEvent): StoryboardsState {
  switch (event.type) {
    case 'StoryboardCreated': {
      const { conceptId, storyboardId: id, name, storyboardType: type, sortIndex } = event.data;
      return {
        conceptId,
        storyboards: {
          ...state.storyboards,
          [id]: { id, name, type, sortIndex, versions: [], approvals: [], uploads: 0 },
        },
      };
    }
    case 'StoryboardChanged': {
      const { name, storyboardType, sortIndex } = event.data;
      return change(state, event.data.storyboardId, (s) => ({
        ...s,
        ...(name === undefined ? {} : { name }),
        ...(storyboardType === undefined ? {} : { type: storyboardType }),
        ...(sortIndex === undefined ? {} : { sortIndex }),
      }));
    }
    case 'StoryboardsReordered':
      return event.data.order.reduce(
        (s, { storyboardId, sortIndex }) => change(s, storyboardId, (b) => ({ ...b, sortIndex })),
        state,
      );
    case 'StoryboardDeleted': {
      const { [event.data.storyboardId]: _, ...rest } = state.storyboards;
      return { ...state, storyboards: rest };
    }
    case 'StoryboardVersionAdded': {
      const { conceptId: _c, storyboardId, ...version } = event.data;
      return change(state, storyboardId, (s) => ({
        ...s,
        versions: [...s.versions, version],
        uploads: Math.max(s.uploads, version.number),
      }));
    }
    case 'StoryboardVersionDeleted': {
      const { versionId } = event.data;
      return change(state, event.data.storyboardId, (s) => ({
        ...s,
        versions: s.versions.filter((v) => v.versionId !== versionId),
        approvals: s.approvals.filter((a) => a.versionId !== versionId),
      }));
    }
    case 'StoryboardApproved': {
      const { conceptId: _c, storyboardId, ...approval } = event.data;
      return change(state, storyboardId, (s) => ({ ...s, approvals: [...s.approvals, approval] }));
    }
  }
}

/** The latest version: the last one uploaded that is not deleted. */
export const latestVersion = (storyboard: Pick<Storyboard, 'versions'>): StoryboardVersion | null =>
  storyboard.versions.at(-1) ?? null;

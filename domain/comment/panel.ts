// The comments panel (spec 2 §2 "Comments panel"): its query parameters, its contexts and empty texts, and what
// its switches keep of a list of threads. The screen and the tests read the same rules.
import type { Static } from 'typebox';
import type { CommentThread } from './answers';
import type { CommentedEntityType } from './events';

/** A comment as the API answers it (./answers.ts): a thread's first comment with its replies nested under it;
 * a reply is one too, with none. */
export type CommentView = Static<typeof CommentThread>;

export const PANEL_PARAMS = [
  'commentsOpen',
  'commentsShowForMe',
  'commentsShowResolved',
  'commentsShowWithTimeCode',
  'commentsSortByTimeCode',
  'commentsHideGeneralComments',
  'commentsScrollToId',
  'commentsCommentedEntityId',
  'commentsCommentedEntityType',
  'commentsCommentedEntityName',
  'commentsDefaultMessage',
] as const;

export interface PanelSwitches {
  showForMe: boolean;
  showResolved: boolean;
  showWithTimeCode: boolean;
  sortByTimeCode: boolean;
  hideGeneralComments: boolean;
}

/** Booleans travel as 1 or 0. */
export const flag = (value: string | null | undefined) => value === '1';
export const flagText = (on: boolean) => (on ? '1' : '0');

const PANEL_CONTEXTS = ['Personalize', 'Creatives', 'StoryboardIndex', 'Storyboard', 'Template'] as const;
export type PanelContext = (typeof PANEL_CONTEXTS)[number];

export const EMPTY_TEXTS = {
  variant: 'There are no comments on this variant',
  campaign: 'There are no comments on this campaign',
  storyboards: 'There are no comments on the Storyboards tab.',
  template: 'There are no comments on this template.',
  named: (name: string) => `There are no comments on ${name}`,
} as const;

/** What the panel says when nothing is left to show, by what it is about. */
export function emptyText(entityType: CommentedEntityType | null, name: string | null): string {
  if (entityType === 'variant') return EMPTY_TEXTS.variant;
  if (entityType === 'storyboards') return EMPTY_TEXTS.storyboards;
  if (entityType === 'template') return EMPTY_TEXTS.template;
  if (entityType !== 'campaign' && name) return EMPTY_TEXTS.named(name);
  return EMPTY_TEXTS.campaign;
}

/** Written by, or mentioning, the user: the first comment or any reply of the thread. */
function isForUser(thread: CommentView, userId: string): boolean {
  return [thread, ...thread.threadedComments].some(
    (c) => !c.isDeleted && (c.user._id === userId || c.mentions.some((m) => m._id === userId)),
  );
}

/** A general comment points at no moment or place of the entity. */
const isGeneral = (comment: Pick<CommentView, 'timeCode' | 'hotspot'>) =>
  comment.timeCode === null && comment.hotspot === null;

/** The threads the switches keep, in the order they ask for (newest first, or by time code with general ones last). */
export function panelThreads(threads: readonly CommentView[], switches: PanelSwitches, userId: string): CommentView[] {
  const kept = threads.filter(
    (t) =>
      (switches.showResolved || !t.resolved) &&
      (!switches.showForMe || isForUser(t, userId)) &&
      (!switches.showWithTimeCode || t.timeCode !== null) &&
      (!switches.hideGeneralComments || !isGeneral(t)),
  );
  const newestFirst = [...kept].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  if (!switches.sortByTimeCode) return newestFirst;
  return newestFirst.sort(
    (a, b) => (a.timeCode ?? Number.POSITIVE_INFINITY) - (b.timeCode ?? Number.POSITIVE_INFINITY),
  );
}

/** 75 → '01:15'. */
export function timeCodeText(seconds: number): string {
  const whole = Math.floor(seconds);
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** {x: 0.4, y: 0.6} → 'At 40% across, 60% down': where on the picture or frame a comment points. */
export function hotspotText(hotspot: { x: number; y: number }): string {
  return `At ${Math.round(hotspot.x * 100)}% across, ${Math.round(hotspot.y * 100)}% down`;
}

// A tree whose variants come from one feed import (issue 23 §3), as a team with thousands of variants would make
// them: a row per variant, keyed by its segment's targeting key, naming the variant and its segment and carrying its
// values (a variant's own value as its row's cell). One call instead of two per variant; the import appends in
// parts, so one cut short leaves the first parts, and the next seed's import adds the rest (the rows already there
// are unchanged and append nothing).
import type { FeedImportAnswer } from '../domain/personalise/answers';
import type { ApiClient } from './api-client';
import type { FeedSpec, TreeSpec } from './campaign-data';
import { importFeedFile } from './feeds';

/** The targeting key of variant `index`'s segment, its feed row's key too. */
export const segmentKey = (index: number) => `key-${index + 1}`;

const KEY = 'Targeting key';
const VARIANT = 'Variant';
const SEGMENT = 'Segment';

/** The feed's table: the key, variant and segment columns, then a column per element, named as the element. */
function treeFeed(spec: TreeSpec, feed: FeedSpec): string[][] {
  const overrides = feed.overrides ?? {};
  const elements = [...new Set([spec.values, ...Object.values(overrides)].flatMap((v) => Object.keys(v)))];
  const rows = Array.from({ length: spec.variants }, (_, i) => {
    const values = { ...spec.values, ...overrides[i] };
    return [segmentKey(i), spec.name(i), spec.name(i), ...elements.map((element) => values[element] ?? '')];
  });
  return [[KEY, VARIANT, SEGMENT, ...elements], ...rows];
}

/** Imports the tree's variants, each with its segment, as one feed; the segments must be the tree's already. */
export function importTreeFeed(
  api: ApiClient,
  tree: { campaignId: string; treeId: string },
  spec: TreeSpec,
  feed: FeedSpec,
): Promise<FeedImportAnswer> {
  const table = treeFeed(spec, feed);
  const elements = Object.fromEntries(table[0]!.slice(3).map((element) => [element, element]));
  const mapping = { idColumn: KEY, nameColumn: VARIANT, signalsColumn: SEGMENT, elements };
  return importFeedFile(api, tree, mapping, table, feed.file);
}

// Assembly variations in a campaign's personalise trees (issue 23 §2): every permutation of the campaign's
// datasources becomes one variant of each tree, so assembly variations take the same creatives view, renders,
// approvals and publishing as decision-tree variants. They enter a tree as a feed's rows do (decide-feed.ts), keyed by
// their permutation hash: a regeneration creates the new permutations (NEW), leaves the unchanged alone (so their
// approvals stand), and archives the vanished (ARCHIVE). A row holds only the elements the tree's templates have.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { FeedColumns } from '../personalise/decide-feed';
import { textElements, type FeedRow } from '../personalise/feed-rows';
import type { TreeFacts } from '../personalise/state';
import { canonicalJson } from '../personalise/fingerprint';
import { permutationsOf, type Datasource, type Permutation } from './datasource';

/** A tree's feed keys of assembly variations start so; the tree's other feed keys are a feed's. */
export const ASSEMBLY_KEY_PREFIX = 'assembly-';
export const isAssemblyKey = (key: string) => key.startsWith(ASSEMBLY_KEY_PREFIX);

/** The variant's name: unique in the tree as its permutation is, and stable across regenerations. */
export const variationName = (hash: string) => `Variation ${hash}`;

/** The column the CSV messages would name for a variation's name. */
export const ASSEMBLY_COLUMNS: FeedColumns = { name: 'Variation', signals: null };

/** Every datasource's permutations, an equal one once, in the datasources' order. */
export function campaignPermutations(datasources: Iterable<Datasource>): Permutation[] {
  const seen = new Map<string, Permutation>();
  for (const datasource of datasources)
    for (const permutation of permutationsOf(datasource))
      if (!seen.has(permutation.hash)) seen.set(permutation.hash, permutation);
  return [...seen.values()];
}

/** The permutations as one tree's rows: each keeps the elements the tree's templates have. */
export function variationRows(tree: Pick<TreeFacts, 'templates'>, permutations: readonly Permutation[]): FeedRow[] {
  const own = textElements(tree.templates);
  return permutations.map((permutation, i) => {
    const values = Object.fromEntries(Object.entries(permutation.values).filter(([element]) => own.has(element)));
    const name = variationName(permutation.hash);
    const hash = bytesToHex(sha256(utf8ToBytes(canonicalJson({ name, values })))).slice(0, 32);
    return { row: i + 1, key: `${ASSEMBLY_KEY_PREFIX}${permutation.hash}`, name, values, signals: null, hash };
  });
}

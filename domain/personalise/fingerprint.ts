// An approval is bound to the exact content it judged (issue 10): the fingerprint of a format's content is a
// SHA-256 of its template version, element values and carousel cards written as canonical JSON (keys sorted at
// every level), so the same content always gives the same fingerprint however its values were built up.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import stableStringify from 'safe-stable-stringify';
import type { ElementValue } from './events';

/** JSON with object keys sorted at every level (safe-stable-stringify; undefined members left out, as JSON.stringify
 * does). */
export const canonicalJson = (value: unknown): string => stableStringify(value) ?? 'null';

/** The fingerprint of one format's content: which template version, filled with which values, with how many cards. */
export function contentFingerprint(
  template: { templateId: string; version: number },
  values: Readonly<Record<string, ElementValue>>,
  cards: number | null,
): string {
  return bytesToHex(
    sha256(utf8ToBytes(canonicalJson({ templateId: template.templateId, version: template.version, values, cards }))),
  );
}

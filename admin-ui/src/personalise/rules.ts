// What a row shows and offers, from the row and its tree (spec 2 §2, §4): the visible status tags, the
// menu's hiding rules, the row checkbox's state, rich text as text.
import { fallbackAllowed } from '../../../domain/personalise/activation';
import type { StatusTag, VariantRow } from '../../../domain/personalise/answers';
import type { PersonaliseTree } from '../providers/adapters/personalise';

/** An archived variant shows only 'archived'; 'scheduled' only when the variant is not live. */
export function visibleTags(row: Pick<VariantRow, 'archived' | 'statusTags'>): StatusTag[] {
  if (row.archived) return ['archived'];
  const live = row.statusTags.includes('active');
  return row.statusTags.filter((tag) => tag !== 'archived' && !(tag === 'scheduled' && live));
}

/** A format counts as approved only with final approval (rule 5). */
const isApproved = (row: VariantRow) => row.formats.filter((f) => !f.archived).every((f) => f.approval === 'approved');

/** Set as Fallback is hidden for the fallback and wherever the server would refuse it (domain fallbackAllowed). */
export const canBeFallback = (row: VariantRow, tree: PersonaliseTree) =>
  !row.isFallback &&
  fallbackAllowed(
    { archived: row.archived, anyFormatArchived: row.formats.some((f) => f.archived), enabled: row.enabled },
    tree.isFallbackEnabled,
  );

/** Editing these warns first (spec 2 §4 "Editing approved variants"). */
export const editWarns = (row: VariantRow) => row.enabled || row.isFallback || isApproved(row);

type CheckState = 'checked' | 'indeterminate' | 'unchecked';

/** Checked when all the variant's formats are selected, indeterminate when some, unchecked otherwise. */
export function checkState(formatIds: readonly string[], selected: ReadonlySet<string> | undefined): CheckState {
  const count = selected ? formatIds.filter((id) => selected.has(id)).length : 0;
  if (count === 0) return 'unchecked';
  return count === formatIds.length ? 'checked' : 'indeterminate';
}

/**
 * The rich-text cell: line breaks, style blocks and tags removed (spec 2 §2). The browser's own HTML parser reads it
 * (a parsed document runs no script), so entities, comments and odd markup come out as a browser would show them.
 */
export function richTextAsText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll('style, script, template').forEach((element) => element.remove());
  doc.querySelectorAll('br').forEach((br) => br.replaceWith(' '));
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Whether a dropped file may fill a cell: image/* on image cells, video/* or image/gif on video cells. */
export function dropAllowed(cellType: string, fileType: string): boolean {
  if (cellType === 'image') return fileType.startsWith('image/');
  if (cellType === 'video') return fileType.startsWith('video/') || fileType === 'image/gif';
  return false;
}

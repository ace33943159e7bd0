// The table's dynamic-element columns: every element a template of the tree has, those shared by all templates
// first (they also make the 'Shared across formats' band). Carousel card elements are edited per format, on the rows
// of its cards (./CarouselCards.tsx).
import type { ElementHeader } from '../../../../domain/personalise/fields';
import type { VariantFormatRow, VariantRow } from '../../../../domain/personalise/answers';
import type { PersonaliseTree } from '../../providers/adapters/personalise';

export interface ElementColumn extends ElementHeader {
  shared: boolean;
}

export function elementColumns(tree: PersonaliseTree): ElementColumn[] {
  const shared = new Set(tree.sharedElements.map((h) => h.name));
  const seen = new Map<string, ElementColumn>();
  for (const h of tree.sharedElements) seen.set(h.name, { ...h, shared: true });
  for (const t of tree.templates)
    for (const h of t.elements) if (!seen.has(h.name)) seen.set(h.name, { ...h, shared: shared.has(h.name) });
  return [...seen.values()];
}

/** The format's template as the tree holds it. */
export const templateOfFormat = (tree: PersonaliseTree, format: VariantFormatRow) =>
  tree.templates.find((t) => t.templateId === format.templateId);

/** Whether a format's template has the element. */
export function formatHas(tree: PersonaliseTree, format: VariantFormatRow, name: string): boolean {
  return !!templateOfFormat(tree, format)?.elements.some((h) => h.name === name);
}

/** The variant's live formats that have the element. */
export const formatsWith = (tree: PersonaliseTree, row: VariantRow, name: string) =>
  row.formats.filter((f) => !f.archived && formatHas(tree, f, name));

// Which of a tree's formats a render request takes, each with the fingerprint of its content now (the one approvals
// bind to): the live formats of a campaign's trees (or those in one approval state), or the formats a user chose.
// Formats that are not filled are not rendered: the picture would show the template's defaults, not the variant
// (spec 2 §4: 'Fill out all required fields to preview.').
import type { FormatApproval } from '../personalise/events';
import { formatFilled } from '../personalise/facts';
import type { TreeTemplate } from '../personalise/fields';
import { contentFingerprint } from '../personalise/fingerprint';
import type { FormatState, TreeState, VariantState } from '../personalise/state';
import type { QueuedFormat } from './events';

export interface FormatContent extends QueuedFormat {
  approval: FormatApproval;
  filled: boolean;
}

/** The fingerprint of a format's content as the tree holds it now. */
export function fingerprintOf(templates: readonly TreeTemplate[], format: FormatState): string {
  const template = templates.find((t) => t.templateId === format.templateId);
  return contentFingerprint(
    { templateId: format.templateId, version: template?.version ?? 0 },
    format.values,
    format.cards,
  );
}

const contentOf = (
  templates: readonly TreeTemplate[],
  treeId: string,
  v: VariantState,
  f: FormatState,
): FormatContent => ({
  formatId: f.formatId,
  variantId: v.variantId,
  treeId,
  fingerprint: fingerprintOf(templates, f),
  approval: f.approval,
  filled: formatFilled(f),
});

/** Every live format of the tree (neither it nor its variant archived), in variant then template order. */
export function liveFormats(templates: readonly TreeTemplate[], treeId: string, state: TreeState): FormatContent[] {
  const formats: FormatContent[] = [];
  for (const v of state.variants.values()) {
    if (v.archived) continue;
    for (const f of v.formats) if (!f.archived) formats.push(contentOf(templates, treeId, v, f));
  }
  return formats;
}

/** The named formats of the tree; null when one of them is not the tree's. */
export function chosenFormats(
  templates: readonly TreeTemplate[],
  treeId: string,
  state: TreeState,
  formatIds: readonly string[],
): FormatContent[] | null {
  const formats: FormatContent[] = [];
  for (const formatId of new Set(formatIds)) {
    const variant = state.variants.get(state.formatOwners.get(formatId) ?? '');
    const format = variant?.formats.find((f) => f.formatId === formatId);
    if (!variant || !format) return null;
    formats.push(contentOf(templates, treeId, variant, format));
  }
  return formats;
}

/** What a request does with the formats it names: queue those whose content is not pictured yet. */
export interface RequestPlan {
  queued: QueuedFormat[];
  alreadyRendered: number;
  unfilled: number;
}

export function planRequest(formats: readonly FormatContent[], pictured: ReadonlySet<string>): RequestPlan {
  const plan: RequestPlan = { queued: [], alreadyRendered: 0, unfilled: 0 };
  for (const { approval: _a, filled, ...format } of formats) {
    if (!filled) plan.unfilled += 1;
    else if (pictured.has(format.fingerprint)) plan.alreadyRendered += 1;
    else plan.queued.push(format);
  }
  return plan;
}

// A variant as the table shows it (spec 2 §2, §3): status tags, what blocks its activation now (the domain's own
// rules, domain/personalise/activation.ts), its signals by type and one entry per format with its dynamic elements.
import { activationBlockers, activationTooltip, type ActivationFacts } from '../../domain/personalise/activation';
import { formatElements, type ElementHeader, type TreeTemplate } from '../../domain/personalise/fields';
import type { SignalType } from '../../domain/personalise/signals';
import type {
  DynamicElementCell,
  NamedSignal,
  StatusTag,
  VariantFormatRow,
  VariantRow,
} from '../../domain/personalise/answers';
import type { PageScreenshots } from '../screenshots/format-screenshots';
import type { FormatRecord, TreeInfo, VariantRecord } from './queries';

/** An archived variant shows only 'archived'; 'scheduled' only when it is not live (spec 2 §4). */
function statusTags(v: VariantRecord): StatusTag[] {
  if (v.archived) return ['archived'];
  const tags: StatusTag[] = [];
  if (v.live) tags.push('active');
  else if (v.scheduled) tags.push('scheduled');
  if (v.isFallback) tags.push('fallback');
  return tags;
}

/** How many different values each element has across the variant's live formats. */
function distinctValues(formats: readonly FormatRecord[]): Map<string, number> {
  const seen = new Map<string, Set<string>>();
  for (const f of formats) {
    if (f.archived) continue;
    for (const name in f.values) {
      let values = seen.get(name);
      if (!values) seen.set(name, (values = new Set()));
      values.add(f.values[name]!.value);
    }
  }
  const counts = new Map<string, number>();
  for (const [name, values] of seen) counts.set(name, values.size);
  return counts;
}

/** What every row of one page shares: the tree's templates, each one's element headers per card count, and the
 * screenshots of the page's formats. */
export class RowContext {
  private readonly templates: Map<string, TreeTemplate>;
  private readonly headers = new Map<string, ElementHeader[]>();

  constructor(
    readonly tree: TreeInfo,
    readonly screenshots: PageScreenshots,
  ) {
    this.templates = new Map(tree.templates.map((t) => [t.templateId, t]));
  }

  template(templateId: string): TreeTemplate | undefined {
    return this.templates.get(templateId);
  }

  elements(template: TreeTemplate, cards: number | null): ElementHeader[] {
    const key = `${template.templateId}/${cards ?? 0}`;
    let headers = this.headers.get(key);
    if (!headers) this.headers.set(key, (headers = formatElements(template, cards)));
    return headers;
  }
}

function formatRow(
  context: RowContext,
  template: TreeTemplate,
  f: FormatRecord,
  unique: Map<string, number>,
): VariantFormatRow {
  const dynamicElements: Record<string, DynamicElementCell> = {};
  for (const h of context.elements(template, f.cards)) {
    const value = f.values[h.name];
    dynamicElements[h.name] = {
      value: value?.value ?? null,
      type: h.type,
      assetId: value?.assetId ?? null,
      thumbLocation: thumbnailOf(value),
      uniqueValuesAmount: unique.get(h.name) ?? 0,
    };
  }
  return {
    id: f.id,
    templateId: f.templateId,
    name: template.name,
    shortName: template.shortName,
    version: template.version,
    approval: f.approval,
    archived: f.archived,
    status: f.archived ? 'archived' : f.approval,
    ...screenshotFields(context.screenshots, f.id),
    cards: f.cards,
    signals: f.signalIds,
    dynamicElements,
    filled: f.filled,
    hash: `${f.contentHash}_${template.version}_${template.shortName}`,
  };
}

export function toVariantRow(
  context: RowContext,
  v: VariantRecord,
  formats: readonly FormatRecord[],
  signals: Map<string, NamedSignal & { type: SignalType }>,
): VariantRow {
  const facts: ActivationFacts = {
    platform: context.tree.platform,
    isFallback: v.isFallback,
    archived: v.archived,
    hasSegment: v.hasSegment,
    filled: v.filled,
    approved: v.approved,
    anyFormatArchived: v.anyFormatArchived,
    fallbackOn: context.tree.isFallbackEnabled,
  };
  const byType: Record<SignalType, NamedSignal[]> = { userSegment: [], schedule: [], location: [] };
  for (const id of v.signalIds) {
    const signal = signals.get(id);
    if (signal) byType[signal.type].push({ id: signal.id, name: signal.name });
  }
  const unique = distinctValues(formats);
  const rows: VariantFormatRow[] = [];
  for (const f of formats) {
    const template = context.template(f.templateId);
    if (template) rows.push(formatRow(context, template, f, unique));
  }
  return {
    id: v.id,
    name: v.name,
    enabled: v.enabled,
    archived: v.archived,
    isFallback: v.isFallback,
    statusTags: statusTags(v),
    filled: v.filled,
    activationBlockers: activationBlockers(facts),
    activationTooltip: activationTooltip(facts),
    signals: byType,
    formats: rows,
  };
}

/** A format's screenshot as a row carries it: the render state of its content, the picture to show, why it failed. */
export function screenshotFields(screenshots: PageScreenshots, formatId: string) {
  const { status, picture, reason } = screenshots.of(formatId);
  return { screenshotRenderStatus: status, screenshot: picture, screenshotError: reason };
}

/** A library asset's thumbnail as the asset API serves it (where it is stored stays on the server). */
function thumbnailOf(value: { assetId: string | null; thumbLocation: string | null } | undefined): string | null {
  return value?.assetId && value.thumbLocation ? `/api/v1/assets/single-files/${value.assetId}/thumbnail` : null;
}

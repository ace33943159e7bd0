// A variant as the table shows it (spec 2 §2, §3): status tags, what blocks its activation now (the domain's own
// rules, domain/personalise/activation.ts), its signals by type and one entry per format with its dynamic elements.
import { createHash } from 'node:crypto';
import { activationBlockers, activationTooltip, type ActivationFacts } from '../../domain/personalise/activation';
import type { FormatApproval } from '../../domain/personalise/events';
import { formatElements, type ElementType, type TreeTemplate } from '../../domain/personalise/fields';
import type { SignalType } from '../../domain/personalise/signals';
import type { FormatRecord, TreeInfo, VariantRecord } from './queries';

export type StatusTag = 'active' | 'scheduled' | 'fallback' | 'archived';

export interface DynamicElementCell {
  /** Null while the element has no value. */
  value: string | null;
  type: ElementType;
  assetId: string | null;
  thumbLocation: string | null;
  /** How many different values the element has across the variant's formats (the '+N' badge). */
  uniqueValuesAmount: number;
}

export interface VariantFormatRow {
  id: string;
  templateId: string;
  name: string;
  shortName: string;
  version: number;
  approval: FormatApproval;
  archived: boolean;
  /** The format status label: 'archived', else its approval. */
  status: FormatApproval | 'archived';
  screenshotRenderStatus: 'unrendered';
  cards: number | null;
  signals: string[];
  dynamicElements: Record<string, DynamicElementCell>;
  filled: boolean;
  /** The variation hash `hash_version_formatSuffix` (spec 2 §3): the hash follows the format's values. */
  hash: string;
}

export interface NamedSignal {
  id: string;
  name: string;
}

export interface VariantRow {
  id: string;
  name: string;
  enabled: boolean;
  archived: boolean;
  isFallback: boolean;
  statusTags: StatusTag[];
  filled: boolean;
  activationBlockers: string[];
  activationTooltip: string | null;
  signals: Record<SignalType, NamedSignal[]>;
  formats: VariantFormatRow[];
}

/** An archived variant shows only 'archived'; 'scheduled' only when it is not live (spec 2 §4). */
function statusTags(v: VariantRecord): StatusTag[] {
  if (v.archived) return ['archived'];
  const tags: StatusTag[] = [];
  if (v.live) tags.push('active');
  else if (v.scheduled) tags.push('scheduled');
  if (v.isFallback) tags.push('fallback');
  return tags;
}

function distinctValues(formats: readonly FormatRecord[]): Map<string, number> {
  const seen = new Map<string, Set<string>>();
  for (const f of formats.filter((f) => !f.archived)) {
    for (const [name, { value }] of Object.entries(f.values)) (seen.get(name) ?? seen.set(name, new Set()).get(name)!).add(value);
  }
  return new Map([...seen].map(([name, values]) => [name, values.size]));
}

function formatRow(template: TreeTemplate, f: FormatRecord, unique: Map<string, number>): VariantFormatRow {
  const dynamicElements = Object.fromEntries(
    formatElements(template, f.cards).map((h) => {
      const value = f.values[h.name];
      return [h.name, { value: value?.value ?? null, type: h.type, assetId: value?.assetId ?? null, thumbLocation: thumbnailOf(value), uniqueValuesAmount: unique.get(h.name) ?? 0 }];
    }),
  );
  const hash = createHash('sha256').update(f.id).update(JSON.stringify(f.values)).digest('hex').slice(0, 12);
  return {
    id: f.id, templateId: f.templateId, name: template.name, shortName: template.shortName, version: template.version, approval: f.approval,
    archived: f.archived, status: f.archived ? 'archived' : f.approval, screenshotRenderStatus: 'unrendered', cards: f.cards, signals: f.signalIds,
    dynamicElements, filled: f.filled, hash: `${hash}_${template.version}_${template.shortName}`,
  };
}

export function toVariantRow(tree: TreeInfo, v: VariantRecord, formats: readonly FormatRecord[], signals: Map<string, NamedSignal & { type: SignalType }>): VariantRow {
  const facts: ActivationFacts = {
    platform: tree.platform, isFallback: v.isFallback, archived: v.archived, hasSegment: v.hasSegment, filled: v.filled, approved: v.approved,
    anyFormatArchived: v.anyFormatArchived, fallbackOn: tree.isFallbackEnabled,
  };
  const byType: Record<SignalType, NamedSignal[]> = { userSegment: [], schedule: [], location: [] };
  for (const id of v.signalIds) {
    const signal = signals.get(id);
    if (signal) byType[signal.type].push({ id: signal.id, name: signal.name });
  }
  const templates = new Map(tree.templates.map((t) => [t.templateId, t]));
  const unique = distinctValues(formats);
  return {
    id: v.id, name: v.name, enabled: v.enabled, archived: v.archived, isFallback: v.isFallback, statusTags: statusTags(v), filled: v.filled,
    activationBlockers: activationBlockers(facts), activationTooltip: activationTooltip(facts), signals: byType,
    formats: formats.flatMap((f) => {
      const template = templates.get(f.templateId);
      return template ? [formatRow(template, f, unique)] : [];
    }),
  };
}

/** A library asset's thumbnail as the asset API serves it (where it is stored stays on the server). */
function thumbnailOf(value: { assetId: string | null; thumbLocation: string | null } | undefined): string | null {
  return value?.assetId && value.thumbLocation ? `/api/v1/assets/single-files/${value.assetId}/thumbnail` : null;
}

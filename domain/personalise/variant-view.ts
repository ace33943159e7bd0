// A variant row as the API sends it (api/schemas/personalise.ts VariantRow) and the personalise table reads it
// (admin-ui/src/personalise/): status tags, what blocks its activation now, its signals by type and one entry per
// format with its dynamic elements. The read model builds it (projections/personalise/variant-row.ts).
import type { ScreenshotPicture, ScreenshotRenderStatus } from '../screenshot/view';
import type { FormatApproval } from './events';
import type { ElementType } from './fields';
import type { SignalType } from './signals';

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
  /** The render state of its current content (spec 2 §4 'Render states'; domain/screenshot/view.ts). */
  screenshotRenderStatus: ScreenshotRenderStatus;
  /** The picture of its current content, else its last one marked stale, or null. */
  screenshot: ScreenshotPicture | null;
  /** Why the last render of its current content failed. */
  screenshotError: string | null;
  cards: number | null;
  signals: string[];
  dynamicElements: Record<string, DynamicElementCell>;
  filled: boolean;
  /**
   * The variation hash `hash_version_formatSuffix` (spec 2 §3): the hash follows the format's values
   * (projections/personalise/queries.ts contentHash).
   */
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
  /** The 'Please check:' items this variant fails now. */
  activationBlockers: string[];
  /** Why the toggle cannot turn it on now (domain/personalise/activation.ts), or null. */
  activationTooltip: string | null;
  signals: Record<SignalType, NamedSignal[]>;
  formats: VariantFormatRow[];
}

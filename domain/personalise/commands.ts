// What can be asked of a personalise tree. Ids of new things (variants, formats, signals) come in with the
// command, so deciding again after a lost race makes the same ones.
import type { FeedColumns, NewVariantIds } from './decide-feed';
import type { ElementValue } from './events';
import type { FeedRow } from './feed-rows';
import type { Signal } from './signals';

export interface VariantSelection {
  variantId: string;
  /** The formats selected on the screen; absent means all of them. */
  formats?: Record<string, boolean>;
}

export type SignalFields = Omit<Signal, 'signalId'>;

export type PersonaliseCommand =
  | {
      type: 'CreateVariant';
      variantId: string;
      name: string;
      formatIds: string[];
      createdBy: string;
      createdAt: string;
    }
  | {
      type: 'CloneVariant';
      sourceVariantId: string;
      variantId: string;
      name: string;
      formatIds: string[];
      createdBy: string;
      createdAt: string;
    }
  | { type: 'RenameVariant'; variantId: string; name: string }
  | { type: 'ArchiveVariant'; variantId: string }
  | { type: 'RestoreVariant'; variantId: string }
  | { type: 'ArchiveFormat'; variantId: string; formatId: string }
  | { type: 'RestoreFormat'; variantId: string; formatId: string }
  | { type: 'SetFallback'; variantId: string }
  | { type: 'ActivateVariants'; variants: VariantSelection[]; includeArchived: boolean }
  | { type: 'DeactivateVariants'; variantIds: string[] }
  | { type: 'SetDynamicElements'; formatIds: string[]; values: Record<string, ElementValue | null> }
  | {
      type: 'ChangeApprovals';
      approvals: string[];
      rejections: string[];
      final: boolean;
      by: string;
      role: string;
      at: string;
      /** What the reviewer wrote with the decision (at most APPROVAL_COMMENT_MAX characters). */
      comment: string | null;
    }
  | { type: 'CreateSignal'; signal: Signal }
  | { type: 'ChangeSignal'; signal: Signal }
  | { type: 'DeleteSignal'; signalId: string }
  | { type: 'ImportSignals'; signals: Signal[]; source: 'csv' | 'lineItems' | 'adSets' }
  | { type: 'SetFormatSignals'; formatIds: string[]; signalIds: string[] }
  | { type: 'AddCarouselCard'; formatIds: string[] }
  | { type: 'RemoveCarouselCard'; formatIds: string[] }
  | {
      /** One part of a feed import (decide-feed.ts): rows to create or update, keys to archive. */
      type: 'ApplyFeed';
      rows: FeedRow[];
      archive: string[];
      columns: FeedColumns;
      newIds: Record<string, NewVariantIds>;
      createdBy: string;
      createdAt: string;
    };

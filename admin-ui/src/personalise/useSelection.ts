// The selected creatives: per variant, which of its formats are chosen (spec 2 §3 "Creative selection": a
// selection state plus a map of format to boolean). Rows on the page toggle themselves; 'select all' fills it
// from variant-identifiers, so a selection spans pages without loading them.
import { useCallback, useMemo, useState } from 'react';

export interface VariantSelection {
  /** Every format of the variant, to tell 'some' from 'all'. */
  formatIds: readonly string[];
  selected: ReadonlySet<string>;
}

export type Selection = ReadonlyMap<string, VariantSelection>;

export function useSelection() {
  const [selection, setSelection] = useState<Selection>(new Map());

  /** All of the variant's formats, or none when all were selected. */
  const toggleVariant = useCallback((variantId: string, formatIds: readonly string[]) => {
    setSelection((prev) => {
      const next = new Map(prev);
      const current = prev.get(variantId);
      if (current && current.selected.size === formatIds.length) next.delete(variantId);
      else next.set(variantId, { formatIds, selected: new Set(formatIds) });
      return next;
    });
  }, []);

  const toggleFormat = useCallback((variantId: string, formatIds: readonly string[], formatId: string) => {
    setSelection((prev) => {
      const next = new Map(prev);
      const selected = new Set(prev.get(variantId)?.selected);
      if (selected.has(formatId)) selected.delete(formatId);
      else selected.add(formatId);
      if (selected.size) next.set(variantId, { formatIds, selected });
      else next.delete(variantId);
      return next;
    });
  }, []);

  /** Adds these variants whole (select the page, select all). */
  const selectVariants = useCallback((variants: readonly { variantId: string; formatIds: readonly string[] }[]) => {
    setSelection((prev) => {
      const next = new Map(prev);
      for (const v of variants) next.set(v.variantId, { formatIds: v.formatIds, selected: new Set(v.formatIds) });
      return next;
    });
  }, []);

  const unselectVariants = useCallback((variantIds: readonly string[]) => {
    setSelection((prev) => {
      const next = new Map(prev);
      for (const id of variantIds) next.delete(id);
      return next;
    });
  }, []);

  const clear = useCallback(() => setSelection(new Map()), []);

  const formatCount = useMemo(() => [...selection.values()].reduce((n, v) => n + v.selected.size, 0), [selection]);
  return { selection, toggleVariant, toggleFormat, selectVariants, unselectVariants, clear, formatCount };
}

/** The bulk activation's body: each variant with its formats as a map of format to boolean. */
export const activationBody = (selection: Selection) =>
  [...selection].map(([id, v]) => ({
    id,
    formats: Object.fromEntries(v.formatIds.map((f) => [f, v.selected.has(f)])),
  }));

export const selectedFormatIds = (selection: Selection) => [...selection.values()].flatMap((v) => [...v.selected]);

// Which preview is open, kept in the URL (spec 1 §2.4: params in the URL) beside the table's own params, so a reload or
// a shared link opens the same one: the variant (`previewVariant`), the format chosen in 'Preview options'
// (`previewFormat`, a template id; the variant's first live format when none) and whether it shows with its template
// (`previewTemplate=0`: previewWithoutTemplate; templatePreview otherwise).
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface PreviewParams {
  variantId: string | null;
  templateId: string | null;
  withTemplate: boolean;
}

const KEYS = { variantId: 'previewVariant', templateId: 'previewFormat', withTemplate: 'previewTemplate' } as const;

export function usePreviewParams(): { params: PreviewParams; change: (change: Partial<PreviewParams>) => void } {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(
    (): PreviewParams => ({
      variantId: search.get(KEYS.variantId),
      templateId: search.get(KEYS.templateId),
      withTemplate: search.get(KEYS.withTemplate) !== '0',
    }),
    [search],
  );
  const change = useCallback(
    (change: Partial<PreviewParams>) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
          if (change.variantId !== undefined) set(KEYS.variantId, change.variantId);
          if (change.templateId !== undefined) set(KEYS.templateId, change.templateId);
          if (change.withTemplate !== undefined) set(KEYS.withTemplate, change.withTemplate ? null : '0');
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return { params, change };
}

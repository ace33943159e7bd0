// A variant's previews on the personalise screen (spec 2 §2): the 'Preview options' button and sidebar, and the
// preview the URL names (./usePreviewParams.ts; a row's preview button opens it), among the page's variants.
import { useState } from 'react';
import { Button } from '@mui/material';
import Tune from '@mui/icons-material/Tune';
import { PREVIEW_OPTIONS_TITLE } from '../../../domain/personalise/preview';
import type { VariantRow } from '../../../domain/personalise/variant-view';
import type { PersonaliseTree, TreeRef } from '../providers/adapters/personalise';
import { PreviewDialog } from './modals/PreviewDialog';
import { PreviewOptions } from './PreviewOptions';
import { usePreviewParams } from './usePreviewParams';

interface VariantPreviewsProps {
  treeRef: TreeRef;
  tree: PersonaliseTree;
  /** The page's rows: the preview moves among them. */
  rows: readonly VariantRow[];
}

export const VariantPreviews = ({ treeRef, tree, rows }: VariantPreviewsProps) => {
  const [optionsOpen, setOptionsOpen] = useState(false);
  const { params, change } = usePreviewParams();
  const index = rows.findIndex((r) => r.id === params.variantId);
  const row = rows[index];
  return (
    <>
      <Button startIcon={<Tune />} onClick={() => setOptionsOpen(true)}>
        {PREVIEW_OPTIONS_TITLE}
      </Button>
      <PreviewOptions
        open={optionsOpen}
        tree={tree}
        params={params}
        onChange={change}
        onClose={() => setOptionsOpen(false)}
      />
      {row && (
        <PreviewDialog
          treeRef={treeRef}
          tree={tree}
          row={row}
          params={params}
          onChange={change}
          previous={rows[index - 1] ?? null}
          next={rows[index + 1] ?? null}
          onOptions={() => setOptionsOpen(true)}
          onClose={() => change({ variantId: null })}
        />
      )}
    </>
  );
};

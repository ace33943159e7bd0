// A variant's previews on the personalise screen (spec 2 §2): the 'Preview options' button and sidebar, and the
// preview the URL names (./usePreviewParams.ts; a row's preview button opens it), among the page's variants. A Meta
// tree's variant shows Meta's own preview (./meta/MetaPreviewDialog.tsx).
import { useState } from 'react';
import { Button } from '@mui/material';
import Tune from '@mui/icons-material/Tune';
import { PREVIEW_OPTIONS_TITLE } from '../../../domain/personalise/preview';
import type { VariantRow } from '../../../domain/personalise/answers';
import type { PersonaliseTree, TreeRef } from '../providers/adapters/personalise';
import { MetaPreviewDialog } from './meta/MetaPreviewDialog';
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
      {row && tree.platform === 'facebook' && (
        <MetaPreviewDialog treeRef={treeRef} tree={tree} row={row} onClose={() => change({ variantId: null })} />
      )}
      {row && tree.platform !== 'facebook' && (
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

// A variant's preview (spec 2 §2): the templatePreview modal (the format live, ./TemplatePreview.tsx) or the
// previewWithoutTemplate one (its values alone, ./PreviewWithoutTemplate.tsx), of the format 'Preview options' chose
// (the variant's first live one when it has not that format). A format whose required fields are not all filled shows
// 'Fill out all required fields to preview.' (spec 2 §4). Esc closes; the left and right arrows move to the previous
// and next variant of the page.
import { useId, type KeyboardEvent } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Typography } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import {
  FILL_REQUIRED_TO_PREVIEW,
  NO_HTML_PREVIEW,
  PREVIEW_OPTIONS_TITLE,
  variantPreviewUrl,
} from '../../../../domain/personalise/preview';
import type { VariantRow } from '../../../../domain/personalise/answers';
import { WhyDisabled } from '../../common/WhyDisabled';
import type { PersonaliseTree, TreeRef } from '../../providers/adapters/personalise';
import { usePreviewWidth } from '../../screenshots/previewWidth';
import type { PreviewParams } from '../usePreviewParams';
import { PreviewWithoutTemplate } from './PreviewWithoutTemplate';
import { TemplatePreview } from './TemplatePreview';

interface PreviewDialogProps {
  treeRef: TreeRef;
  tree: PersonaliseTree;
  row: VariantRow;
  params: PreviewParams;
  onChange: (change: Partial<PreviewParams>) => void;
  /** The page's previous and next variants, if any. */
  previous: VariantRow | null;
  next: VariantRow | null;
  onOptions: () => void;
  onClose: () => void;
}

/** The variant's format of the chosen template, else its first live format, else its first. */
const formatOf = (row: VariantRow, templateId: string | null) => {
  const live = row.formats.filter((f) => !f.archived);
  return live.find((f) => f.templateId === templateId) ?? live[0] ?? row.formats[0];
};

export const PreviewDialog = (props: PreviewDialogProps) => {
  const { treeRef, tree, row, params, onChange, previous, next, onOptions, onClose } = props;
  const titleId = useId();
  const width = usePreviewWidth();
  const format = formatOf(row, params.templateId);
  const template = format && tree.templates.find((t) => t.templateId === format.templateId);
  const modal = params.withTemplate ? 'templatePreview' : 'previewWithoutTemplate';
  const onKeyDown = (event: KeyboardEvent) => {
    const to = event.key === 'ArrowLeft' ? previous : event.key === 'ArrowRight' ? next : null;
    if (!to) return;
    event.preventDefault();
    onChange({ variantId: to.id });
  };
  const body = () => {
    if (!format || !template) return <Typography color="text.secondary">This variant has no formats.</Typography>;
    if (!format.filled) return <Typography>{FILL_REQUIRED_TO_PREVIEW}</Typography>;
    if (!params.withTemplate)
      return (
        <PreviewWithoutTemplate
          format={format}
          elements={[...template.elements, ...template.cardElements]}
          width={width.pixels}
        />
      );
    if (template.kind !== 'html') return <Typography color="text.secondary">{NO_HTML_PREVIEW}</Typography>;
    return (
      <TemplatePreview
        // A new page for new content: the frame loads again and its progress shows.
        key={`${format.id}-${format.hash}`}
        src={variantPreviewUrl({ ...treeRef, variantId: row.id, formatId: format.id })}
        size={template.size}
        title={`Preview of ${row.name} ${format.shortName}`}
      />
    );
  };
  return (
    <Dialog open onClose={onClose} onKeyDown={onKeyDown} aria-labelledby={titleId} maxWidth={false} data-testid={modal}>
      <DialogTitle id={titleId}>
        {row.name}
        {format ? ` · ${format.name} (${format.shortName})` : ''}
        {params.withTemplate ? '' : ' · without template'}
      </DialogTitle>
      <DialogContent sx={{ minWidth: 400 }}>{body()}</DialogContent>
      <DialogActions>
        <Button onClick={() => onChange({ withTemplate: !params.withTemplate })}>
          {params.withTemplate ? 'Without template' : 'With template'}
        </Button>
        <Button onClick={onOptions}>{PREVIEW_OPTIONS_TITLE}</Button>
        <Box sx={{ flex: 1 }} />
        <WhyDisabled reason={!previous && 'This is the first variant of the page'}>
          <IconButton
            aria-label="Previous variant"
            disabled={!previous}
            onClick={() => previous && onChange({ variantId: previous.id })}
          >
            <ChevronLeft />
          </IconButton>
        </WhyDisabled>
        <WhyDisabled reason={!next && 'This is the last variant of the page'}>
          <IconButton
            aria-label="Next variant"
            disabled={!next}
            onClick={() => next && onChange({ variantId: next.id })}
          >
            <ChevronRight />
          </IconButton>
        </WhyDisabled>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
};

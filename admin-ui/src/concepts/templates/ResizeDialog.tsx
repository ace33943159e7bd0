// 'Resize' a template (POST /assets/concepts/{id}/resize-templates): sizes as checkboxes (Google's master
// sizes, the display sizes) and any other WxH typed in; each chosen size becomes a new generation
// '<size>-<title>' with this version's files. Sizes the concept already has for the title are shown disabled.
import { useState } from 'react';
import { Box, Button, Checkbox, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { isDimension } from '../../../../domain/asset/rules';
import { TEMPLATE_SIZE_WRONG_FORMAT } from '../../../../domain/template/name';
import { useNotifyError } from '../../common/notifications';
import { WhyDisabled, WORKING } from '../../common/WhyDisabled';
import type { VariaDataProvider } from '../../providers/dataProvider';
import type { Template } from '../../providers/adapters/templates';
import { useCommand } from '../../providers/useCommand';
import { DISPLAY_SIZES, GOOGLE_MASTER_SIZES } from './resizeSizes';
import { SaveDialog } from '../../common/SaveDialog';

/** The server's answer to a size the concept has for the title. */
export const ALREADY_EXIST = 'Already exist';
const NO_SIZE = 'Choose at least one size';

interface SizeBoxesProps {
  title: string;
  sizes: readonly string[];
  chosen: ReadonlySet<string>;
  existing: ReadonlySet<string>;
  onToggle: (size: string) => void;
}

const SizeBoxes = ({ title, sizes, chosen, existing, onToggle }: SizeBoxesProps) => (
  <Box role="group" aria-label={title} sx={{ mt: 1 }}>
    <Typography variant="subtitle2">{title}</Typography>
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))' }}>
      {sizes.map((size) => (
        <WhyDisabled key={size} reason={existing.has(size) && ALREADY_EXIST}>
          <FormControlLabel
            control={
              <Checkbox
                size="small"
                checked={chosen.has(size) || existing.has(size)}
                disabled={existing.has(size)}
                onChange={() => onToggle(size)}
              />
            }
            label={size}
          />
        </WhyDisabled>
      ))}
    </Box>
  </Box>
);

interface ResizeDialogProps {
  template: Template;
  onClose: () => void;
}

export const ResizeDialog = ({ template, onClose }: ResizeDialogProps) => {
  const dataProvider = useDataProvider<VariaDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  // The tab's own query: already loaded.
  const templates = useQuery({
    queryKey: ['concept-templates', template.conceptId],
    queryFn: () => dataProvider.conceptTemplates(template.conceptId),
  });
  const existing = new Set((templates.data ?? []).filter((t) => t.title === template.title).map((t) => t.size));
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const [run, { isPending }] = useCommand('resizeTemplate');
  const listed = new Set([...GOOGLE_MASTER_SIZES, ...DISPLAY_SIZES]);
  const others = [...chosen].filter((size) => !listed.has(size));

  const toggle = (size: string) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (!next.delete(size)) next.add(size);
      return next;
    });
  const addTyped = () => {
    const size = typed.trim().toLowerCase();
    const error = !isDimension(size) ? TEMPLATE_SIZE_WRONG_FORMAT : existing.has(size) ? ALREADY_EXIST : null;
    setTypedError(error);
    if (error) return;
    setChosen((prev) => new Set(prev).add(size));
    setTyped('');
  };
  const save = () => {
    const formats = [...chosen];
    void run(
      { conceptId: template.conceptId, templateId: template.id, formats },
      {
        onSuccess: () => {
          notify(`${template.title} resized to ${formats.join(', ')}`, { type: 'success' });
          onClose();
        },
        onError: notifyError,
      },
    );
  };
  const whyNotSave = isPending ? WORKING : chosen.size ? null : NO_SIZE;
  const boxes = { chosen, existing, onToggle: toggle };
  return (
    <SaveDialog
      title={`Resize ${template.name}`}
      saveLabel="Resize"
      whyNotSave={whyNotSave}
      onSave={save}
      onClose={onClose}
    >
      <Typography variant="body2" color="text.secondary">
        Each size becomes a new template &lsquo;size-{template.title}&rsquo; with the files of v{template.version}; its
        layout must adapt to the size.
      </Typography>
      <SizeBoxes title="Google master sizes" sizes={GOOGLE_MASTER_SIZES} {...boxes} />
      <SizeBoxes title="Display sizes" sizes={DISPLAY_SIZES} {...boxes} />
      {others.length > 0 && <SizeBoxes title="Other sizes" sizes={others} {...boxes} />}
      <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start', mt: 2 }}>
        <TextField
          size="small"
          label="Other size (WxH)"
          placeholder="320x480"
          value={typed}
          error={!!typedError}
          helperText={typedError ?? ' '}
          onChange={(e) => {
            setTyped(e.target.value);
            setTypedError(null);
          }}
          onKeyDown={(e) => {
            // Enter adds the size rather than submitting the dialog.
            if (e.key !== 'Enter') return;
            e.preventDefault();
            addTyped();
          }}
        />
        <WhyDisabled reason={typed.trim() ? null : 'Type a size such as 320x480 first'}>
          <Button startIcon={<Add />} disabled={!typed.trim()} onClick={addTyped} sx={{ flex: 'none', mt: 0.5 }}>
            Add size
          </Button>
        </WhyDisabled>
      </Stack>
    </SaveDialog>
  );
};

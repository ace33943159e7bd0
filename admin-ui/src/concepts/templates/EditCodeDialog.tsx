// Edit a template's HTML (PATCH …/edit-code): the code in a monospace text area; 'Preview' shows the unsaved
// code in the sandboxed preview (POST …/code-editor-preview), saving makes a new version of the generation,
// which the card then shows.
import { useId, useState } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import { useNotifyError } from '../../common/notifications';
import { NOTHING_CHANGED, WhyDisabled, WORKING } from '../../common/WhyDisabled';
import { useCommand } from '../../providers/useCommand';
import { useNewVersionSaved, type NewVersionDialogProps } from './newVersion';
import { TemplatePreviewDialog } from './TemplatePreviewDialog';
import { useTemplateCode } from './useTemplateCode';

export const CODE_FONT = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

export const EditCodeDialog = ({ template, onClose, onSaved }: NewVersionDialogProps) => {
  const titleId = useId();
  const notifyError = useNotifyError();
  const saved = useNewVersionSaved({ onClose, onSaved });
  const code = useTemplateCode(template.id);
  /** The edited code; null until the first change. */
  const [text, setText] = useState<string | null>(null);
  const [previewLocation, setPreviewLocation] = useState<string | null>(null);
  const [run, { isPending }] = useCommand('editTemplateCode');
  const [preview, { isPending: previewing }] = useCommand('previewTemplateCode');
  const ofTemplate = { conceptId: template.conceptId, templateId: template.id };
  const notLoaded = code.isPending ? 'Please wait: the code is loading' : code.error ? code.error.message : null;
  const reason = isPending ? WORKING : text === null || text === code.data ? NOTHING_CHANGED : null;
  const previewReason = notLoaded ?? (previewing ? 'Please wait: the preview is being made' : null);
  const save = () => void run({ ...ofTemplate, editedCode: text! }, saved);
  const current = text ?? code.data ?? '';
  const showPreview = () =>
    void preview(
      { ...ofTemplate, editedCode: current },
      {
        onSuccess: (data: { previewLocation: string }) => setPreviewLocation(data.previewLocation),
        onError: notifyError,
      },
    );
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>
        Edit code of {template.name} · v{template.version}
      </DialogTitle>
      <DialogContent>
        {code.isPending ? (
          <CircularProgress aria-label="Loading the code" />
        ) : code.error ? (
          <Alert severity="error">{code.error.message}</Alert>
        ) : (
          <TextField
            label="HTML"
            multiline
            fullWidth
            minRows={16}
            maxRows={28}
            value={text ?? code.data}
            onChange={(e) => setText(e.target.value)}
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: CODE_FONT, fontSize: 13 } } }}
            sx={{ mt: 1 }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <WhyDisabled reason={previewReason} title="Show the code as it is now, without saving it">
          <Button startIcon={<Visibility />} disabled={!!previewReason} onClick={showPreview} sx={{ mr: 'auto' }}>
            Preview
          </Button>
        </WhyDisabled>
        <Button color="inherit" onClick={onClose}>
          Cancel
        </Button>
        <WhyDisabled reason={reason}>
          <Button variant="contained" disabled={!!reason} onClick={save}>
            Save as new version
          </Button>
        </WhyDisabled>
      </DialogActions>
      {previewLocation && (
        <TemplatePreviewDialog
          template={template}
          unsaved={{ location: previewLocation, title: `Unsaved preview of ${template.name}` }}
          onClose={() => setPreviewLocation(null)}
        />
      )}
    </Dialog>
  );
};

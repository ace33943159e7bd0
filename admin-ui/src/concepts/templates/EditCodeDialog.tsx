// Edit a template's HTML (PATCH …/edit-code): the code in a monospace text area; saving makes a new version
// of the generation, which the card then shows.
import { useId, useState } from 'react';
import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { useNotifyError } from '../../common/notifications';
import { NOTHING_CHANGED, WhyDisabled, WORKING } from '../../common/WhyDisabled';
import type { VariaDataProvider } from '../../providers/dataProvider';
import type { Template } from '../../providers/adapters/templates';
import { useCommand } from '../../providers/useCommand';

export interface EditCodeDialogProps {
  template: Template;
  onClose: () => void;
  /** The new version was made. */
  onSaved: () => void;
}

export const EditCodeDialog = ({ template, onClose, onSaved }: EditCodeDialogProps) => {
  const titleId = useId();
  const dataProvider = useDataProvider<VariaDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  // A version's code never changes (an edit is a new version): loaded once.
  const code = useQuery({ queryKey: ['template-code', template.id], queryFn: () => dataProvider.templateCode(template), staleTime: Infinity });
  /** The edited code; null until the first change. */
  const [text, setText] = useState<string | null>(null);
  const [run, { isPending }] = useCommand('editTemplateCode');
  const reason = isPending ? WORKING : text === null || text === code.data ? NOTHING_CHANGED : null;
  const save = () =>
    void run(
      { conceptId: template.conceptId, templateId: template.id, editedCode: text! },
      {
        onSuccess: (data) => {
          notify(`${data.name} saved as v${data.version}`, { type: 'success' });
          onSaved();
          onClose();
        },
        onError: notifyError,
      },
    );
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>Edit code of {template.name} · v{template.version}</DialogTitle>
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
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 } } }}
            sx={{ mt: 1 }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose}>
          Cancel
        </Button>
        <WhyDisabled reason={reason}>
          <Button variant="contained" disabled={!!reason} onClick={save}>
            Save as new version
          </Button>
        </WhyDisabled>
      </DialogActions>
    </Dialog>
  );
};

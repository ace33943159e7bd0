// Editing one dynamic element of one or many creatives (spec 2 §2): the editor its header names, the multi-edit
// note, Save through PATCH formats/dynamic-elements, and Clear for an optional element. A refused save says 'Failed to
// update value' (spec 2 §8) over the server's reason.
import { useCallback, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useNotify } from 'react-admin';
import { TOAST } from '../../../../domain/personalise/messages';
import { useNotifyFailure } from '../../common/notifications';
import { WhyDisabled, WORKING } from '../../common/WhyDisabled';
import type { ElementInput, TreeRef } from '../../providers/adapters/personalise';
import { useCommand } from '../../providers/useCommand';
import type { EditTarget } from './editTarget';
import { MediaEditor, type MediaChoice } from './MediaEditor';
import { TextEditor, urlError } from './TextEditor';

interface ElementDialogProps {
  treeRef: TreeRef;
  target: EditTarget | null;
  partnerId: string;
  nodeIds: string[];
  onClose: () => void;
}

export const ElementDialog = (props: ElementDialogProps) => (
  <Dialog open={!!props.target} onClose={props.onClose} fullWidth maxWidth="sm" aria-labelledby="element-edit-title">
    {props.target && <ElementForm {...props} target={props.target} />}
  </Dialog>
);

const isMedia = (type: string) => type === 'image' || type === 'video' || type === 'audio';

const ElementForm = ({ treeRef, target, partnerId, nodeIds, onClose }: ElementDialogProps & { target: EditTarget }) => {
  const { column } = target;
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const first = target.values.find((v) => v?.value);
  const [text, setText] = useState(first?.value ?? '');
  const [media, setMedia] = useState<MediaChoice | null>(
    first?.assetId ? { assetId: first.assetId, name: first.value ?? '', thumbLocation: first.thumbLocation } : null,
  );
  const [busy, setBusy] = useState<string | null>(null);
  const onBusy = useCallback((reason: string | null) => setBusy(reason), []);
  const [save, { isPending }] = useCommand('setDynamicElements');
  const mediaElement = isMedia(column.type);
  const value: ElementInput | null = mediaElement
    ? media && { value: media.name, assetId: media.assetId }
    : text.trim() === ''
      ? null
      : { value: text };
  const tooLong = !mediaElement && column.maxLength !== null && text.length > column.maxLength;
  const why = busy || (isPending ? WORKING : null);
  const saveWhy =
    why ||
    (!value && `Enter a value first${column.optional ? ', or clear it' : ''}`) ||
    urlError(column, text) ||
    (tooLong && `At most ${column.maxLength} characters`);
  const run = (element: ElementInput | null) =>
    save(
      { ...treeRef, formats: target.formatIds, elements: { [column.name]: element } },
      {
        onSuccess: () => {
          notify(`${column.label} ${element ? 'saved' : 'cleared'}`, { type: 'success' });
          onClose();
        },
        onError: (error) => notifyFailure(TOAST.updateValue, error),
      },
    );
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!saveWhy && value) void run(value);
      }}
    >
      <DialogTitle id="element-edit-title">{column.label}</DialogTitle>
      <DialogContent>
        {target.note && (
          <Alert severity="info" sx={{ mb: 1 }} data-testid="multi-edit-note">
            {target.note}
          </Alert>
        )}
        {mediaElement ? (
          <MediaEditor
            column={column}
            partnerId={partnerId}
            nodeIds={nodeIds}
            current={media}
            file={target.file}
            onChange={setMedia}
            onBusy={onBusy}
          />
        ) : (
          <TextEditor column={column} value={text} onChange={setText} />
        )}
      </DialogContent>
      <DialogActions>
        {column.optional && (
          <WhyDisabled reason={why || (!first && 'There is no value to clear')}>
            <Button color="warning" disabled={!!why || !first} onClick={() => void run(null)} sx={{ mr: 'auto' }}>
              Clear
            </Button>
          </WhyDisabled>
        )}
        <Button color="inherit" onClick={onClose}>
          Cancel
        </Button>
        <WhyDisabled reason={saveWhy}>
          <Button type="submit" variant="contained" disabled={!!saveWhy}>
            Save
          </Button>
        </WhyDisabled>
      </DialogActions>
    </form>
  );
};

// 'New storyboard' and 'Edit storyboard': a name (the product's name rule, as the server checks it) and a type by
// its title. With a storyboard it renames or retypes it; without, it creates one.
import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { useNotify } from 'react-admin';
import { nameError } from '../../../../domain/shared/validation';
import { STORYBOARD_TYPE_TITLES, STORYBOARD_TYPES, type StoryboardType } from '../../../../domain/storyboard/types';
import { useNotifyError } from '../../common/notifications';
import { SaveDialog } from '../../common/SaveDialog';
import { WORKING } from '../../common/WhyDisabled';
import type { Storyboard } from '../../providers/adapters/storyboards';
import { useCommand } from '../../providers/useCommand';

interface StoryboardDialogProps {
  conceptId: string;
  /** The storyboard to edit; none creates one. */
  storyboard?: Storyboard;
  onClose: () => void;
}

/** Mounted while open, so each opening starts from the storyboard as it is. */
export const StoryboardDialog = ({ conceptId, storyboard, onClose }: StoryboardDialogProps) => {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [create, creating] = useCommand('createStoryboard');
  const [change, changing] = useCommand('changeStoryboard');
  const [name, setName] = useState(storyboard?.name ?? '');
  const [type, setType] = useState<StoryboardType>(storyboard?.type ?? 'video');
  const [touched, setTouched] = useState(false);
  const error = nameError(name);
  const pending = creating.isPending || changing.isPending;
  const title = storyboard ? 'Edit storyboard' : 'New storyboard';
  const done = (text: string) => ({
    onSuccess: () => {
      notify(text, { type: 'success' });
      onClose();
    },
    onError: notifyError,
  });
  const submit = () => {
    setTouched(true);
    if (error) return;
    if (storyboard)
      void change({ conceptId, storyboardId: storyboard.id, name, type }, done(`Storyboard ${name.trimEnd()} saved`));
    else void create({ conceptId, name, type }, done(`Storyboard ${name.trimEnd()} created`));
  };
  return (
    <SaveDialog
      title={title}
      saveLabel={storyboard ? 'Save' : 'Create'}
      whyNotSave={pending ? WORKING : null}
      onSave={submit}
      onClose={onClose}
      maxWidth="xs"
    >
      <TextField
        autoFocus
        fullWidth
        margin="dense"
        label="Name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        onBlur={() => setTouched(true)}
        error={touched && !!error}
        helperText={touched && error ? error : ' '}
      />
      <TextField
        select
        fullWidth
        margin="dense"
        label="Type"
        value={type}
        onChange={(e) => setType(e.target.value as StoryboardType)}
      >
        {STORYBOARD_TYPES.map((t) => (
          <MenuItem key={t} value={t}>
            {STORYBOARD_TYPE_TITLES[t]}
          </MenuItem>
        ))}
      </TextField>
    </SaveDialog>
  );
};

// react-admin's SaveButton, saying why it is disabled (spec 1 §6): while the form is being saved, and
// before anything was changed (unless `alwaysEnable`, for forms whose first values may be saved as they are).
import { SaveButton, useFormIsDirty, type SaveButtonProps } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { NOTHING_CHANGED, WhyDisabled, WORKING } from './WhyDisabled';

interface SaveFormButtonProps extends Omit<SaveButtonProps, 'disabled'> {
  /** The save runs outside the form's own submit (a command): disabled meanwhile. */
  pending?: boolean;
}

export const SaveFormButton = ({ pending = false, alwaysEnable = false, ...props }: SaveFormButtonProps) => {
  const { isSubmitting } = useFormState();
  const dirty = useFormIsDirty();
  const reason = pending || isSubmitting ? WORKING : !alwaysEnable && !dirty ? NOTHING_CHANGED : null;
  return (
    <WhyDisabled reason={reason}>
      <SaveButton {...props} disabled={!!reason} alwaysEnable={!reason} />
    </WhyDisabled>
  );
};

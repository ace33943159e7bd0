// Creative Direction (OTHER_BUSINESS): free text, required, at most 1000 characters; longer input is cut
// (spec 1 §5), and a counter says how much is left.
import { TextField } from '@mui/material';
import { CREATIVE_DIRECTION_MAX_LENGTH } from '../../../../../domain/concept/brief-rules';
import type { BriefWizardState } from '../useBriefWizard';

export const CreativeDirectionStep = ({ wizard }: { wizard: BriefWizardState }) => {
  const { brief, edit, shownError, readOnly } = wizard;
  const text = brief.otherBusiness.text;
  const error = shownError('otherBusiness.text');
  return (
    <TextField
      label="Creative direction"
      multiline
      minRows={8}
      fullWidth
      required
      disabled={readOnly}
      value={text}
      error={!!error}
      helperText={
        <span style={{ display: 'flex', justifyContent: 'space-between' }}>
          <span>{error}</span>
          <span data-testid="creative-direction-count">
            {text.length}/{CREATIVE_DIRECTION_MAX_LENGTH}
          </span>
        </span>
      }
      onChange={(e) =>
        edit((b) => ({ ...b, otherBusiness: { text: e.target.value.slice(0, CREATIVE_DIRECTION_MAX_LENGTH) } }))
      }
    />
  );
};

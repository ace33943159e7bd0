// Sign Off: 'I agree to these terms', and when the storyboards are ready (spec 1 §2.5, §9).
import { Alert, Checkbox, FormControlLabel, FormHelperText, Stack } from '@mui/material';
import { AGREEMENT_LABEL } from '../../../../../domain/concept/brief-rules';
import { WIZARD_TEXTS } from '../../../../../domain/concept/wizard';
import type { BriefWizardState } from '../useBriefWizard';

export const SignOffStep = ({ wizard }: { wizard: BriefWizardState }) => {
  const { brief, edit, shownError, readOnly } = wizard;
  const error = shownError('signOff.areAgreementsAccepted');
  return (
    <Stack spacing={2}>
      <Alert severity="info">{WIZARD_TEXTS.deliveryPromise}</Alert>
      <div>
        <FormControlLabel
          label={AGREEMENT_LABEL}
          control={
            <Checkbox
              checked={brief.signOff.areAgreementsAccepted}
              disabled={readOnly}
              onChange={(e) => edit((b) => ({ ...b, signOff: { areAgreementsAccepted: e.target.checked } }))}
            />
          }
        />
        {error && <FormHelperText error>{error}</FormHelperText>}
      </div>
    </Stack>
  );
};

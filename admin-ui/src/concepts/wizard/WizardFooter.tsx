// The drawer's footer (spec 1 §2.5): Back (hidden on the first step), 'Step 2 of 7', and Next named after the
// next step — 'Finish & Send' with a check on the last, 'Close' in a submitted brief. Next is enabled exactly
// when the step's rules hold; its tooltip says which one does not.
import { Box, Button, Stack, Typography } from '@mui/material';
import Check from '@mui/icons-material/Check';
import { BRIEF_STEPS } from '../../../../domain/concept/brief';
import { nextLabel, nextStep, previousStep, WIZARD_TEXTS } from '../../../../domain/concept/wizard';
import { WhyDisabled, WORKING } from '../../common/WhyDisabled';
import type { BriefWizardState } from './useBriefWizard';

const CLOSE = 'Close';

export const WizardFooter = ({
  wizard,
  onNext,
  onClose,
}: {
  wizard: BriefWizardState;
  onNext: () => void;
  onClose: () => void;
}) => {
  const { step, readOnly, saving } = wizard;
  const back = previousStep(step);
  const last = nextStep(step) === null;
  const blocked = saving ? WORKING : wizard.blockedBy(step);
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}
      data-testid="wizard-footer"
    >
      <Box sx={{ minWidth: 90 }}>
        {back && (
          <Button color="inherit" disabled={saving} onClick={() => void wizard.goTo(back)}>
            {WIZARD_TEXTS.back}
          </Button>
        )}
      </Box>
      <Typography sx={{ flex: 1, textAlign: 'center' }} color="text.secondary" data-testid="step-indicator">
        Step {BRIEF_STEPS.indexOf(step) + 1} of {BRIEF_STEPS.length}
      </Typography>
      {readOnly ? (
        <Button variant="contained" onClick={onClose}>
          {CLOSE}
        </Button>
      ) : (
        <WhyDisabled reason={blocked}>
          <Button variant="contained" disabled={!!blocked} endIcon={last ? <Check /> : undefined} onClick={onNext}>
            {nextLabel(step)}
          </Button>
        </WhyDisabled>
      )}
    </Stack>
  );
};

// The step shown, animated in on every move (spec 1 §9: animation delay 100 ms, duration 800 ms), with what
// the server refused on this step above it.
import { Alert, Box, Fade } from '@mui/material';
import type { BriefStep } from '../../../../domain/concept/brief';
import { AssetsStep } from './steps/AssetsStep';
import { ChannelsStep } from './steps/ChannelsStep';
import { CreativeDirectionStep } from './steps/CreativeDirectionStep';
import { DetailsStep } from './steps/DetailsStep';
import { FormatsStep } from './steps/FormatsStep';
import { ObjectivesStep } from './steps/ObjectivesStep';
import { SignOffStep } from './steps/SignOffStep';
import type { BriefWizardState } from './useBriefWizard';

const STEP_ANIMATION = { delayMs: 100, durationMs: 800 };

const STEPS: Record<BriefStep, (props: { wizard: BriefWizardState; partnerId: string }) => React.JSX.Element> = {
  INTRO: DetailsStep,
  OBJECTIVES: ObjectivesStep,
  CHANNELS: ChannelsStep,
  FORMATS: FormatsStep,
  ASSETS: AssetsStep,
  OTHER_BUSINESS: CreativeDirectionStep,
  SIGN_OFF: SignOffStep,
};

export const StepContent = ({ wizard, partnerId }: { wizard: BriefWizardState; partnerId: string }) => {
  const Step = STEPS[wizard.step];
  const refused = wizard.refused.find((failure) => failure.step === wizard.step);
  return (
    <Fade
      key={wizard.step}
      in
      appear
      timeout={STEP_ANIMATION.durationMs}
      style={{ transitionDelay: `${STEP_ANIMATION.delayMs}ms` }}
    >
      <Box data-testid="brief-step" data-step={wizard.step}>
        {refused && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="refused-step">
            {refused.errors.map((error) => error.message).join(', ')}
          </Alert>
        )}
        <Step wizard={wizard} partnerId={partnerId} />
      </Box>
    </Fade>
  );
};

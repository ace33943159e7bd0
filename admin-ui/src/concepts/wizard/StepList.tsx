// The side step list (spec 1 §2.5): jump to a step; forward only past steps that hold. A submitted brief's
// steps all show as finished.
import { List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { BRIEF_STEP_LABELS, BRIEF_STEPS } from '../../../../domain/concept/brief';
import { WhyDisabled } from '../../common/WhyDisabled';
import type { BriefWizardState } from './useBriefWizard';

const FINISH_EARLIER_STEPS = 'Finish the steps before this one first';

export const StepList = ({ wizard }: { wizard: BriefWizardState }) => (
  <List
    component="nav"
    aria-label="Brief steps"
    dense
    sx={{ width: 200, flexShrink: 0, borderRight: 1, borderColor: 'divider' }}
  >
    {BRIEF_STEPS.map((step, index) => {
      const current = step === wizard.step;
      const finished = wizard.readOnly || (index < BRIEF_STEPS.indexOf(wizard.step) && wizard.blockedBy(step) === null);
      const reachable = wizard.reachable(step);
      return (
        <WhyDisabled key={step} reason={!reachable && FINISH_EARLIER_STEPS} block>
          <ListItemButton
            selected={current}
            aria-current={current ? 'step' : undefined}
            disabled={!reachable || wizard.saving}
            onClick={() => void wizard.goTo(step)}
          >
            <ListItemIcon sx={{ minWidth: 32 }}>
              {finished ? (
                <CheckCircle color="success" fontSize="small" titleAccess="Finished" />
              ) : (
                <RadioButtonUnchecked fontSize="small" />
              )}
            </ListItemIcon>
            <ListItemText primary={BRIEF_STEP_LABELS[step]} />
          </ListItemButton>
        </WhyDisabled>
      );
    })}
  </List>
);

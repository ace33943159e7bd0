// The wizard inside the drawer: header, step list (or the summary), the step, footer, the saving overlay,
// the confirmations of Cancel and Save Draft, and the thank-you screen once sent (spec 1 §2.5, §4).
// Enter moves on when the step allows it; Esc (the drawer's close) asks to cancel.
import { useEffect, useState, type KeyboardEvent } from 'react';
import { Backdrop, Box, CircularProgress, Stack } from '@mui/material';
import { BRIEF_STEPS } from '../../../../domain/concept/brief';
import { nextStep } from '../../../../domain/concept/wizard';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { StepContent } from './StepContent';
import { StepList } from './StepList';
import { SummaryPane } from './SummaryPane';
import { ThanksScreen } from './ThanksScreen';
import { useBriefWizard, type BriefWizardStart } from './useBriefWizard';
import { ALREADY_SUBMITTED, DRAFT_NEEDS_DETAILS, WizardHeader } from './WizardHeader';
import { WizardFooter } from './WizardFooter';

interface BriefWizardProps extends BriefWizardStart {
  /** Set by the drawer when Esc or a click outside asks to close. */
  cancelRequested: boolean;
  onCancelRequest: (asked: boolean) => void;
  onClose: () => void;
}

/** Enter in these moves nothing on: they use the key themselves. */
const OWNS_ENTER = 'textarea, button, a, [role="combobox"], [role="option"], [role="button"]';

export const BriefWizard = ({ cancelRequested, onCancelRequest, onClose, ...start }: BriefWizardProps) => {
  const wizard = useBriefWizard(start);
  const [summaryOpen, setSummaryOpen] = useState(false);
  const [confirmDraft, setConfirmDraft] = useState(false);
  const { step, readOnly, saving } = wizard;

  const next = () => {
    if (wizard.blockedBy(step) !== null || saving) return;
    const to = nextStep(step);
    void (to === null ? wizard.submit() : wizard.goTo(to));
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (
      e.key !== 'Enter' ||
      e.shiftKey ||
      e.defaultPrevented ||
      readOnly ||
      (e.target as HTMLElement).closest(OWNS_ENTER)
    )
      return;
    e.preventDefault();
    next();
  };
  const saveDraft = async () => {
    if (await wizard.saveDraft()) onClose();
    setConfirmDraft(false);
  };
  const draftDisabled = readOnly ? ALREADY_SUBMITTED : step === BRIEF_STEPS[0] ? DRAFT_NEEDS_DETAILS : null;
  // A submitted brief has nothing to lose: it closes at once.
  useEffect(() => {
    if (cancelRequested && readOnly) onClose();
  }, [cancelRequested, readOnly, onClose]);

  if (wizard.submitted)
    return <ThanksScreen conceptName={wizard.saved?.name ?? wizard.brief.intro.name} onClose={onClose} />;
  return (
    <>
      <WizardHeader
        readOnlyName={readOnly ? (wizard.saved?.name ?? wizard.brief.intro.name) : null}
        summaryOpen={summaryOpen}
        draftDisabled={draftDisabled}
        onCancel={() => (readOnly ? onClose() : onCancelRequest(true))}
        onToggleSummary={() => setSummaryOpen((open) => !open)}
        onSaveDraft={() => setConfirmDraft(true)}
      />
      <Stack direction="row" sx={{ flex: 1, minHeight: 0 }}>
        {summaryOpen ? <SummaryPane brief={wizard.brief} partnerId={start.partnerId} /> : <StepList wizard={wizard} />}
        <Box sx={{ flex: 1, overflow: 'auto', p: 3 }} onKeyDown={onKeyDown}>
          <StepContent wizard={wizard} partnerId={start.partnerId} />
        </Box>
      </Stack>
      <WizardFooter wizard={wizard} onNext={next} onClose={onClose} />
      <Backdrop
        open={saving}
        sx={{ position: 'absolute', zIndex: 1, color: 'primary.main', bgcolor: 'rgba(255,255,255,0.6)' }}
      >
        <CircularProgress color="inherit" aria-label="Saving the brief" />
      </Backdrop>
      <ConfirmDialog
        open={cancelRequested && !readOnly}
        title="Cancel this brief?"
        content="What you changed since the last save will be lost."
        confirm="Discard"
        cancel="Keep editing"
        destructive
        onConfirm={onClose}
        onClose={() => onCancelRequest(false)}
      />
      <ConfirmDialog
        open={confirmDraft}
        title="Save this brief as a draft?"
        content="The draft keeps its step: it reopens where you left it."
        confirm="Save Draft"
        pending={saving}
        onConfirm={() => void saveDraft()}
        onClose={() => setConfirmDraft(false)}
      />
    </>
  );
};

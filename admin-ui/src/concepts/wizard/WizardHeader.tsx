// The drawer's header (spec 1 §2.5): Cancel, the title, the Summary toggle and Save Draft (disabled on the
// first step, and in a submitted brief).
import { Button, Stack, Typography } from '@mui/material';
import { WIZARD_TEXTS } from '../../../../domain/concept/wizard';
import { WhyDisabled } from '../../common/WhyDisabled';

export const DRAFT_NEEDS_DETAILS = 'Finish Details and move on first: the draft is saved from the second step';
export const ALREADY_SUBMITTED = 'This brief has been submitted';

export interface WizardHeaderProps {
  summaryOpen: boolean;
  /** Why Save Draft is disabled, or null. */
  draftDisabled: string | null;
  onCancel: () => void;
  onToggleSummary: () => void;
  onSaveDraft: () => void;
}

export const WizardHeader = ({ summaryOpen, draftDisabled, onCancel, onToggleSummary, onSaveDraft }: WizardHeaderProps) => (
  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
    <Button color="inherit" onClick={onCancel}>
      {WIZARD_TEXTS.cancel}
    </Button>
    <Typography variant="h6" component="h2" sx={{ flex: 1, textAlign: 'center' }}>
      {WIZARD_TEXTS.title}
    </Typography>
    <Button onClick={onToggleSummary} aria-pressed={summaryOpen}>
      {summaryOpen ? WIZARD_TEXTS.closeSummary : WIZARD_TEXTS.summary}
    </Button>
    <WhyDisabled reason={draftDisabled}>
      <Button variant="outlined" disabled={!!draftDisabled} onClick={onSaveDraft}>
        {WIZARD_TEXTS.saveDraft}
      </Button>
    </WhyDisabled>
  </Stack>
);

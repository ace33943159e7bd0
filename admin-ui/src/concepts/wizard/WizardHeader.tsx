// The drawer's header (spec 1 §2.5): Cancel, the title, the Summary toggle and Save Draft (disabled on the
// first step). A submitted brief is read only: titled by the concept's name, with Close and no Save Draft.
import { Button, Stack, Typography } from '@mui/material';
import { briefTitle, WIZARD_TEXTS } from '../../../../domain/concept/wizard';
import { WhyDisabled } from '../../common/WhyDisabled';

export const DRAFT_NEEDS_DETAILS = 'Finish Details and move on first: the draft is saved from the second step';
export const ALREADY_SUBMITTED = 'This brief has been submitted';

interface WizardHeaderProps {
  /** The concept's name when the brief is read only (submitted); null while it is requested. */
  readOnlyName: string | null;
  summaryOpen: boolean;
  /** Why Save Draft is disabled, or null. */
  draftDisabled: string | null;
  onCancel: () => void;
  onToggleSummary: () => void;
  onSaveDraft: () => void;
}

export const WizardHeader = ({
  readOnlyName,
  summaryOpen,
  draftDisabled,
  onCancel,
  onToggleSummary,
  onSaveDraft,
}: WizardHeaderProps) => (
  <Stack
    direction="row"
    spacing={1}
    sx={{ alignItems: 'center', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
  >
    <Button color="inherit" onClick={onCancel}>
      {readOnlyName === null ? WIZARD_TEXTS.cancel : WIZARD_TEXTS.close}
    </Button>
    <Typography variant="h6" component="h2" sx={{ flex: 1, textAlign: 'center' }}>
      {briefTitle(readOnlyName)}
    </Typography>
    <Button onClick={onToggleSummary} aria-pressed={summaryOpen}>
      {summaryOpen ? WIZARD_TEXTS.closeSummary : WIZARD_TEXTS.summary}
    </Button>
    {readOnlyName === null && (
      <WhyDisabled reason={draftDisabled}>
        <Button variant="outlined" disabled={!!draftDisabled} onClick={onSaveDraft}>
          {WIZARD_TEXTS.saveDraft}
        </Button>
      </WhyDisabled>
    )}
  </Stack>
);

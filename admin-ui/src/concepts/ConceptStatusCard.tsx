// The concept's status on a stepper of the five statuses (spec 3 §4), and the one move forward the final
// approvers may make (domain/concept/approvals.ts); others see the move disabled, with the reason.
import { Paper, Stack, Step, StepLabel, Stepper, Typography } from '@mui/material';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { mayApproveStoryboardsAndTemplates } from '../../../domain/concept/approvals';
import { CONCEPT_STATUSES } from '../../../domain/concept/events';
import { CONCEPT_STATUS_LABELS, nextConceptStatus } from '../../../domain/concept/status-labels';
import { useSession } from '../auth/session';
import { ConfirmCommandButton } from '../common/ConfirmCommandButton';
import type { ConceptDetail } from '../../../domain/concept/answers';
import { NOT_A_FINAL_APPROVER } from './conceptAccess';

const STATUS_NOTES = {
  draft: 'The brief is a draft: the concept moves on once its brief is submitted.',
  ready: 'The concept is ready: its templates can be used in campaigns.',
} as const;

export const ConceptStatusCard = ({ concept }: { concept: ConceptDetail }) => {
  const session = useSession();
  const next = nextConceptStatus(concept.status);
  const current = CONCEPT_STATUSES.indexOf(concept.status);
  const approver = !!session && mayApproveStoryboardsAndTemplates(session.role);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 2 }}>
        Status
      </Typography>
      <Stepper activeStep={current} alternativeLabel aria-label="Concept status">
        {CONCEPT_STATUSES.map((status, index) => (
          <Step key={status} completed={index < current || concept.status === 'ready'}>
            <StepLabel>{CONCEPT_STATUS_LABELS[status]}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary">
          {next ? `Next: ${CONCEPT_STATUS_LABELS[next]}` : STATUS_NOTES[concept.status as keyof typeof STATUS_NOTES]}
        </Typography>
        {next && (
          <ConfirmCommandButton
            command="changeConceptStatus"
            params={{ id: concept.id, status: next }}
            verb={{
              label: `Move to ${CONCEPT_STATUS_LABELS[next]}`,
              icon: <ArrowForward fontSize="small" />,
              done: `moved to ${CONCEPT_STATUS_LABELS[next]}`,
            }}
            entity="Concept"
            subject={`“${concept.name}”`}
            content={`The concept moves from ${CONCEPT_STATUS_LABELS[concept.status]} to ${CONCEPT_STATUS_LABELS[next]}. A concept moves one step at a time and does not move back.`}
            variant="button"
            disabledReason={approver ? null : NOT_A_FINAL_APPROVER}
          />
        )}
      </Stack>
    </Paper>
  );
};

// The 'Request new concept' drawer, 50 % wide (spec 1 §2.5, §9): it finds what the wizard starts from — a new
// brief in the current client, or the saved concept (a draft at its stored step, a submitted one read-only
// from its first step) — and hands it to the wizard.
import { useCallback, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Drawer, type AlertColor } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { emptyBrief } from '../../../../domain/concept/brief';
import { briefTitle } from '../../../../domain/concept/wizard';
import { useSession } from '../../auth/session';
import { useCurrentPartner } from '../../layout/usePartners';
import { getBriefConcept, type BriefConcept } from './briefCalls';
import { BriefWizard } from './BriefWizard';
import { NEW_BRIEF } from './openBrief';
import type { BriefWizardStart } from './useBriefWizard';

const CHOOSE_CLIENT = 'Choose a client in the client switcher (Client Name) at the top to request a concept for it.';

/** The UI is not told which nodes a user below the admins reaches: the tree offers them all, and a node out of
 * reach is refused by the server on Details (422), which the wizard shows there. */
const ALL_NODES = 'all' as const;

function startOf(concept: BriefConcept): Pick<BriefWizardStart, 'concept' | 'brief' | 'partnerId'> {
  const { brief } = concept;
  const at = concept.status === 'draft' ? brief.meta.currentStep : 'INTRO';
  return { concept, partnerId: concept.partnerId, brief: { ...brief, meta: { ...brief.meta, currentStep: at } } };
}

const Loading = () => (
  <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
    <CircularProgress aria-label="Loading the brief" />
  </Box>
);

/** What the drawer says instead of the wizard, with a way out. */
const Notice = ({
  severity,
  text,
  onClose,
}: {
  severity: AlertColor;
  text: string | undefined;
  onClose: () => void;
}) => (
  <Alert
    severity={severity}
    sx={{ m: 3 }}
    action={
      <Button color="inherit" size="small" onClick={onClose}>
        Close
      </Button>
    }
  >
    {text}
  </Alert>
);

interface BriefDrawerProps {
  /** ?brief= as the drawer was opened: 'new' or a concept id. */
  opened: string;
  onCreated: (conceptId: string) => void;
  onClose: () => void;
}

export const BriefDrawer = ({ opened, onCreated, onClose }: BriefDrawerProps) => {
  const session = useSession();
  const partner = useCurrentPartner();
  const [cancelRequested, setCancelRequested] = useState(false);
  const isNew = opened === NEW_BRIEF;
  const concept = useQuery({
    queryKey: ['concepts', opened, 'brief'],
    queryFn: () => getBriefConcept(opened),
    enabled: !isNew,
    staleTime: Infinity,
  });
  const close = useCallback(() => onClose(), [onClose]);
  // Titled as opened: a brief sent from this drawer stays 'Request new concept' through its thank-you screen.
  const [readOnlyName, setReadOnlyName] = useState<string | null | undefined>(undefined);
  if (readOnlyName === undefined && (isNew || concept.data))
    setReadOnlyName(concept.data && concept.data.status !== 'draft' ? concept.data.name : null);

  let body;
  // Only the wizard has something to lose: anything else closes at once.
  let wizardShown = false;
  if (!session) body = null;
  else if (isNew && partner.isPending) body = <Loading />;
  else if (isNew && !partner.partnerId) body = <Notice severity="info" text={CHOOSE_CLIENT} onClose={close} />;
  else if (!isNew && concept.isPending) body = <Loading />;
  else if (!isNew && !concept.data) body = <Notice severity="error" text={concept.error?.message} onClose={close} />;
  else {
    wizardShown = true;
    const start = concept.data
      ? startOf(concept.data)
      : { concept: null, brief: emptyBrief(), partnerId: partner.partnerId! };
    body = (
      <BriefWizard
        {...start}
        namePartner={partner.canSwitch}
        allowedNodeIds={ALL_NODES}
        cancelRequested={cancelRequested}
        onCancelRequest={setCancelRequested}
        onCreated={onCreated}
        onClose={close}
      />
    );
  }
  return (
    <Drawer
      anchor="right"
      open
      onClose={() => (wizardShown ? setCancelRequested(true) : close())}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-label': briefTitle(readOnlyName ?? null),
          sx: { width: { xs: '100%', md: '50%' }, display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      {body}
    </Drawer>
  );
};

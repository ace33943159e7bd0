// After the brief is sent (spec 1 §2.5): the rocket, 'Thanks for submitting {concept name}' and when the
// designs will be ready.
import { Button, Stack, Typography } from '@mui/material';
import RocketLaunch from '@mui/icons-material/RocketLaunch';
import { thanksMessage, WIZARD_TEXTS } from '../../../../domain/concept/wizard';

export const ThanksScreen = ({ conceptName, onClose }: { conceptName: string; onClose: () => void }) => (
  <Stack
    spacing={2}
    sx={{ flex: 1, alignItems: 'center', justifyContent: 'center', textAlign: 'center', p: 4 }}
    data-testid="brief-thanks"
  >
    <RocketLaunch color="primary" sx={{ fontSize: 96 }} titleAccess="Rocket" />
    <Typography variant="h5">{thanksMessage(conceptName)}</Typography>
    <Typography color="text.secondary">{WIZARD_TEXTS.deliveryPromise}</Typography>
    <Button variant="contained" onClick={onClose} autoFocus>
      Close
    </Button>
  </Stack>
);

// 'Request new concept' opens the brief wizard (spec 1 §2.5) for the roles that may create concepts.
import { Button } from '@mui/material';
import Add from '@mui/icons-material/Add';
import { inGroup } from '../../../domain/roles';
import { useSession } from '../auth/session';
import { CONCEPT_CREATORS } from './conceptAccess';
import { useOpenBrief } from './wizard/openBrief';

export const RequestConceptButton = () => {
  const session = useSession();
  const openBrief = useOpenBrief();
  if (!session || !inGroup(session.role, CONCEPT_CREATORS)) return null;
  return (
    <Button variant="contained" startIcon={<Add />} onClick={() => openBrief()}>
      Request new concept
    </Button>
  );
};

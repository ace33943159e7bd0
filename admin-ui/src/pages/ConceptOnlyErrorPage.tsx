// Concept-only mode, signed out, with ?error=true (spec 1 §2.2, §8): the session could not be continued
// here; the visitor retries through the main application.
import { Typography } from '@mui/material';
import { usePageTitle } from '../common/usePageTitle';
import { PublicFrame } from './PublicFrame';

const CONCEPT_ONLY_ERROR = 'Something went wrong!';

export const ConceptOnlyErrorPage = () => {
  usePageTitle('Error');
  return (
    <PublicFrame title={CONCEPT_ONLY_ERROR}>
      <Typography color="text.secondary">Please go back to the main application and try again from there.</Typography>
    </PublicFrame>
  );
};

export default ConceptOnlyErrorPage;

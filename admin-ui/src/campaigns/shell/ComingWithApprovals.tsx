// The creatives and tools tabs: what they will hold arrives with creative approvals (issue 10); until then they say
// so rather than show invented data.
import { Paper } from '@mui/material';
import { EmptyState } from '../../common/ListStates';

const TEXTS = {
  creatives: 'The creatives of this tree, with their approvals, arrive with creative approvals.',
  tools: "The campaign's tools (screenshots, PDFs, publishing) arrive with creative approvals.",
};

export const ComingWithApprovals = ({ tab }: { tab: keyof typeof TEXTS }) => (
  <Paper variant="outlined" data-testid={`campaign-${tab}`}>
    <EmptyState title={tab === 'creatives' ? 'No creatives to review yet' : 'No tools yet'} text={TEXTS[tab]} />
  </Paper>
);

// The tools tab: what it will hold (screenshots, PDFs, publishing) arrives later; until then it says so rather than
// show invented data.
import { Paper } from '@mui/material';
import { EmptyState } from '../../common/ListStates';

const TEXTS = {
  tools: "The campaign's tools (screenshots, PDFs, publishing) arrive with creative approvals.",
};

export const ComingWithApprovals = ({ tab }: { tab: keyof typeof TEXTS }) => (
  <Paper variant="outlined" data-testid={`campaign-${tab}`}>
    <EmptyState title="No tools yet" text={TEXTS[tab]} />
  </Paper>
);

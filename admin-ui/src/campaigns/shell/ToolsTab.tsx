// The tools tab: no campaign tools exist yet, and it says so rather than show invented data or promise a date.
import { Paper } from '@mui/material';
import { EmptyState } from '../../common/ListStates';

export const ToolsTab = () => (
  <Paper variant="outlined" data-testid="campaign-tools">
    <EmptyState title="No tools yet" text="This campaign has no tools: none are built yet." />
  </Paper>
);

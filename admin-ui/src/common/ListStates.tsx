// Loading, empty and error states shared by the lists.
import type { ReactNode } from 'react';
import { Alert, AlertTitle, Box, Button, Typography } from '@mui/material';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import { useListContext } from 'react-admin';
import { PageLoader } from './PageLoader';

export const EmptyState = ({ title, text, action }: { title: string; text?: ReactNode; action?: ReactNode }) => (
  <Box sx={{ textAlign: 'center', py: 8, px: 2 }} data-testid="empty-state">
    <InboxOutlined sx={{ fontSize: 64, color: 'text.disabled' }} />
    <Typography variant="h6" sx={{ mt: 1 }}>
      {title}
    </Typography>
    {text && (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {text}
      </Typography>
    )}
    {action && <Box sx={{ mt: 3 }}>{action}</Box>}
  </Box>
);

/** A list whose filters match nothing: `what` is the rows' name ('campaigns'). */
export const NoMatch = ({ what }: { what: string }) => (
  <EmptyState title={`No ${what} match these filters`} text="Change the search or the filters to see more." />
);

export const ErrorState = ({ message, onRetry }: { message?: string; onRetry?: () => void }) => (
  <Alert
    severity="error"
    sx={{ m: 2 }}
    action={
      onRetry && (
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      )
    }
  >
    <AlertTitle>Could not load the data</AlertTitle>
    {message}
  </Alert>
);

/** Error state for a react-admin list: shows the server's message and a retry button. */
export const ListError = () => {
  const { error, refetch } = useListContext();
  return <ErrorState message={error?.message} onRetry={() => void refetch()} />;
};

/**
 * A list's rows once its first page has come, a loading indicator until then (issue 22: a slow first load, as while
 * the demo seeds, showed nothing for a second and then react-admin's grey placeholder rows, which read as an empty
 * table). The empty state is react-admin's, shown only once loaded with no rows.
 */
export const UntilLoaded = ({ children }: { children: ReactNode }) => {
  const { isPending } = useListContext();
  return isPending ? <PageLoader /> : children;
};

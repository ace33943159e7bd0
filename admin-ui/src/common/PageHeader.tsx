import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { usePageTitle } from './usePageTitle';

interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
}

/** The heading of a page; also sets document.title. */
export const PageHeader = ({ title, subtitle, actions }: PageHeaderProps) => {
  usePageTitle(title);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-end', justifyContent: 'space-between', mb: 2, mt: 1 }}>
      <Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {actions && (
        <Stack direction="row" spacing={1}>
          {actions}
        </Stack>
      )}
    </Stack>
  );
};

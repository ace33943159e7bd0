import type { ReactNode } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';

/** Centered card for the public pages (login, join, 404). */
export const PublicFrame = ({
  title,
  children,
  width = 420,
}: {
  title?: string;
  children: ReactNode;
  width?: number;
}) => (
  <Box
    sx={{
      minHeight: '100vh',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      background: 'linear-gradient(135deg, #1f2a5c 0%, #3346a8 60%, #6f80d8 100%)',
      p: 2,
    }}
  >
    <Card sx={{ width, maxWidth: '100%' }} elevation={8}>
      <CardContent sx={{ p: 4 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 3 }}>
          <Box component="img" src="/favicon.svg" alt="" sx={{ width: 32, height: 32 }} />
          <Typography variant="h6" sx={{ fontWeight: 700 }}>
            Varia
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Video & Display
          </Typography>
        </Stack>
        {title && (
          <Typography variant="h5" component="h1" sx={{ mb: 2, fontWeight: 600 }}>
            {title}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  </Box>
);

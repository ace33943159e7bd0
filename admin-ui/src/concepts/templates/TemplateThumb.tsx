// A template's thumbnail (rendered by headless Chromium in the render workflow): a spinner while it is being
// made, a note when rendering failed, a video icon for video templates without one.
import { useState, type ReactNode } from 'react';
import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import BrokenImageOutlined from '@mui/icons-material/BrokenImageOutlined';
import Movie from '@mui/icons-material/Movie';
import type { Template } from '../../providers/adapters/templates';
import { isRendering } from './templateGroups';

const HEIGHT = 160;

const Note = ({ icon, text }: { icon: ReactNode; text: string }) => (
  <Stack sx={{ alignItems: 'center', gap: 1 }}>
    {icon}
    <Typography variant="caption" color="text.secondary">
      {text}
    </Typography>
  </Stack>
);

export const TemplateThumb = ({ template }: { template: Template }) => {
  const [failed, setFailed] = useState(false);
  return (
    <Box
      sx={{
        height: HEIGHT,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'grey.100',
        overflow: 'hidden',
      }}
    >
      {isRendering(template) ? (
        <Note icon={<CircularProgress size={28} aria-label="Rendering" />} text="Rendering…" />
      ) : template.renderStatus === 'failed' ? (
        <Note
          icon={<BrokenImageOutlined sx={{ fontSize: 48, color: 'text.disabled' }} />}
          text="The thumbnail could not be rendered"
        />
      ) : template.thumbLocation && !failed ? (
        <Box
          component="img"
          src={template.thumbLocation}
          alt={`Thumbnail of ${template.name}`}
          data-testid="template-thumbnail"
          onError={() => setFailed(true)}
          sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
        />
      ) : template.kind === 'video' ? (
        <Note icon={<Movie sx={{ fontSize: 48, color: 'text.disabled' }} />} text="Video template" />
      ) : (
        <Note icon={<BrokenImageOutlined sx={{ fontSize: 48, color: 'text.disabled' }} />} text="No thumbnail" />
      )}
    </Box>
  );
};

// A version's file as the browser shows it: a picture, a playable mp4, or a link that opens a pdf (the product's
// pages may not be framed, so a pdf opens in its own tab).
import { Box, Link } from '@mui/material';
import PictureAsPdf from '@mui/icons-material/PictureAsPdfOutlined';
import { API_URL } from '../../providers/httpClient';
import type { StoryboardVersion } from '../../providers/adapters/storyboards';

const FRAME = {
  width: '100%',
  height: 180,
  objectFit: 'contain',
  bgcolor: 'grey.100',
  borderRadius: 1,
  display: 'block',
} as const;

export const VersionPreview = ({ version }: { version: StoryboardVersion }) => {
  const src = `${API_URL}${version.file}`;
  if (version.format === 'mp4')
    return (
      <Box
        component="video"
        src={src}
        controls
        preload="metadata"
        sx={FRAME}
        aria-label={`Video ${version.fileName}`}
      />
    );
  if (version.format === 'pdf')
    return (
      <Box sx={{ ...FRAME, display: 'flex', alignItems: 'center', justifyContent: 'center', flexDirection: 'column' }}>
        <PictureAsPdf sx={{ fontSize: 56, color: 'text.secondary' }} />
        <Link href={src} target="_blank" rel="noopener">
          Open {version.fileName}
        </Link>
      </Box>
    );
  return <Box component="img" src={src} alt={version.fileName} loading="lazy" sx={FRAME} />;
};

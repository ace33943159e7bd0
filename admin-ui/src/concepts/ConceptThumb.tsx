// A concept's thumbnail: the library image chosen in its settings, else an icon. The image is the asset's
// own thumbnail, which only roles that reach the library may load; others see the icon.
import { useState } from 'react';
import { Box } from '@mui/material';
import Lightbulb from '@mui/icons-material/LightbulbOutlined';
import { API_URL } from '../providers/httpClient';

export const thumbnailSrc = (assetId: string) => `${API_URL}/assets/single-files/${encodeURIComponent(assetId)}/thumbnail`;

export const ConceptThumb = ({ thumbnail, name, size = 48 }: { thumbnail: string | null; name: string; size?: number }) => {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = thumbnail && failed !== thumbnail;
  return (
    <Box sx={{ width: size * 1.5, height: size, borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.100', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      {shown ? (
        <Box component="img" src={thumbnailSrc(thumbnail)} alt={`Thumbnail of ${name}`} loading="lazy" onError={() => setFailed(thumbnail)} sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'cover' }} />
      ) : (
        <Lightbulb sx={{ fontSize: size * 0.6, color: 'text.disabled' }} />
      )}
    </Box>
  );
};

// A concept's thumbnail: the library image chosen in its settings, else an icon. A saved concept's comes through
// the concept (GET /assets/concepts/{id}/thumbnail, for everyone who reads the concept); one just picked in the
// settings, not saved yet, is the library asset's own.
import { useState } from 'react';
import { Box } from '@mui/material';
import Lightbulb from '@mui/icons-material/LightbulbOutlined';
import { API_URL } from '../providers/httpClient';

const assetThumbnail = (assetId: string) => `${API_URL}/assets/single-files/${encodeURIComponent(assetId)}/thumbnail`;
/** The thumbnail asset's id rides along as a cache key, so a changed thumbnail is a new address. */
const conceptThumbnail = (conceptId: string, assetId: string) =>
  `${API_URL}/assets/concepts/${encodeURIComponent(conceptId)}/thumbnail?thumbnail=${encodeURIComponent(assetId)}`;

interface ConceptThumbProps {
  /** The saved concept whose thumbnail it is; without it, `thumbnail` is a library asset just picked. */
  conceptId?: string;
  thumbnail: string | null;
  name: string;
  size?: number;
}

export const ConceptThumb = ({ conceptId, thumbnail, name, size = 48 }: ConceptThumbProps) => {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = thumbnail && failed !== thumbnail;
  return (
    <Box
      sx={{
        width: size * 1.5,
        height: size,
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'grey.100',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      {shown ? (
        <Box
          component="img"
          src={conceptId ? conceptThumbnail(conceptId, thumbnail) : assetThumbnail(thumbnail)}
          alt={`Thumbnail of ${name}`}
          loading="lazy"
          onError={() => setFailed(thumbnail)}
          sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'cover' }}
        />
      ) : (
        <Lightbulb sx={{ fontSize: size * 0.6, color: 'text.disabled' }} />
      )}
    </Box>
  );
};

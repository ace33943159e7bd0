// An asset's thumbnail (thumbLocation, a 320px JPEG), or an icon for its kind when there is none.
import { useState } from 'react';
import { Box } from '@mui/material';
import AudioFile from '@mui/icons-material/AudioFile';
import Description from '@mui/icons-material/Description';
import FolderZip from '@mui/icons-material/FolderZip';
import FontDownload from '@mui/icons-material/FontDownload';
import Image from '@mui/icons-material/Image';
import InsertDriveFile from '@mui/icons-material/InsertDriveFile';
import Movie from '@mui/icons-material/Movie';
import type { MediaKind } from '../../../domain/asset/rules';
import type { Asset } from '../providers/assetTypes';
import { kindOf } from './assetText';

const ICONS: Record<MediaKind, typeof Image> = {
  image: Image,
  video: Movie,
  audio: AudioFile,
  document: Description,
  font: FontDownload,
  archive: FolderZip,
  other: InsertDriveFile,
};

export const KindIcon = ({ format, size = 48 }: { format: string | null | undefined; size?: number }) => {
  const Icon = ICONS[kindOf(format)];
  return <Icon sx={{ fontSize: size, color: 'text.disabled' }} />;
};

export const AssetThumb = ({
  asset,
  height = 140,
  iconSize = 48,
}: {
  asset: Pick<Asset, 'name' | 'format' | 'thumbLocation'>;
  height?: number | string;
  iconSize?: number;
}) => {
  const [failed, setFailed] = useState(false);
  return (
    <Box
      sx={{
        height,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'grey.100',
        overflow: 'hidden',
      }}
    >
      {asset.thumbLocation && !failed ? (
        <Box
          component="img"
          src={asset.thumbLocation}
          alt={asset.name}
          loading="lazy"
          onError={() => setFailed(true)}
          sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
        />
      ) : (
        <KindIcon format={asset.format} size={iconSize} />
      )}
    </Box>
  );
};

// The templatePreview modal's body (spec 2 §2, §9): the format live as HTML, its template version with the variant's
// values over the defaults, served by the API (variantPreviewUrl) in a frame sandboxed as template previews are
// (scripts only, an opaque origin), at its own size scaled to at most 600 px on its longest side.
import { useState } from 'react';
import { Box, LinearProgress } from '@mui/material';
import { previewScale } from '../../../../domain/personalise/preview';
import { frameSize } from '../../concepts/templates/templateGroups';

interface TemplatePreviewProps {
  src: string;
  /** The format's size, 'WxH'. */
  size: string;
  title: string;
}

export const TemplatePreview = ({ src, size, title }: TemplatePreviewProps) => {
  const [loaded, setLoaded] = useState(false);
  const { width, height } = frameSize({ size });
  const scale = previewScale(width, height);
  return (
    <Box sx={{ bgcolor: 'grey.100', p: 1 }}>
      <Box sx={{ height: 4, mb: 1 }}>{!loaded && <LinearProgress aria-label="Loading the preview" />}</Box>
      <Box
        data-testid="template-preview-frame"
        sx={{ width: width * scale, height: height * scale, overflow: 'hidden', mx: 'auto', bgcolor: '#fff' }}
      >
        <iframe
          src={src}
          sandbox="allow-scripts"
          title={title}
          width={width}
          height={height}
          onLoad={() => setLoaded(true)}
          style={{ border: 0, display: 'block', transform: `scale(${scale})`, transformOrigin: '0 0' }}
        />
      </Box>
    </Box>
  );
};

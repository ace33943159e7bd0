// Upload a template (spec 3 §5): a button and a drop zone taking one .zip, .html or .mp4 file at a time,
// with the bytes' progress while it is sent. For roles that may not upload the zone is disabled and says why.
import { useRef, useState, type DragEvent } from 'react';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import CloudUpload from '@mui/icons-material/CloudUpload';
import { WhyDisabled } from '../../common/WhyDisabled';
import type { UploadProgress } from './useTemplateUpload';

export const TEMPLATE_FILE_TYPES = '.zip,.html,.htm,.mp4';

export interface TemplateDropZoneProps {
  onFile: (file: File) => void;
  progress: UploadProgress | null;
  disabledReason: string | null;
}

export const TemplateDropZone = ({ onFile, progress, disabledReason }: TemplateDropZoneProps) => {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const disabled = !!disabledReason || !!progress;
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const file = e.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };
  return (
    <Box
      data-testid="template-dropzone"
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      sx={{
        border: 2, borderStyle: 'dashed', borderRadius: 2, p: 2, textAlign: 'center',
        borderColor: over ? 'primary.main' : 'divider', bgcolor: over ? 'action.hover' : 'transparent',
      }}
    >
      {progress ? (
        <Box role="status" aria-live="polite">
          <Typography variant="body2">
            Uploading {progress.fileName}… {progress.percent}%
          </Typography>
          <LinearProgress variant="determinate" value={progress.percent} sx={{ mt: 1 }} aria-label={`Uploading ${progress.fileName}`} />
        </Box>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            Drop a template here (.zip or .html banner, .mp4 video), or
          </Typography>
          <WhyDisabled reason={disabledReason}>
            <Button variant="contained" startIcon={<CloudUpload />} sx={{ mt: 1 }} disabled={disabled} onClick={() => input.current?.click()}>
              Upload template
            </Button>
          </WhyDisabled>
        </>
      )}
      <input
        ref={input}
        type="file"
        accept={TEMPLATE_FILE_TYPES}
        hidden
        aria-label="Template file"
        data-testid="template-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
    </Box>
  );
};

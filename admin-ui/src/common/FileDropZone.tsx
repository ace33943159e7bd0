// A drop zone with a button for one file at a time, showing the bytes' progress while it is sent. Disabled,
// with the reason in a tooltip, for roles that may not upload (and while a file is on its way).
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import CloudUpload from '@mui/icons-material/CloudUpload';
import { WhyDisabled } from './WhyDisabled';

export interface FileProgress {
  fileName: string;
  /** 0-100: the bytes sent so far; what the server does with them afterwards is not counted. */
  percent: number;
}

export const fileProgress = (fileName: string, loaded: number, total: number): FileProgress => ({
  fileName,
  percent: total ? Math.round((loaded / total) * 100) : 0,
});

interface FileDropZoneProps {
  /** The button's label. */
  label: string;
  /** What the file is for, in the controls' accessible names ('Upload version: Opening'). */
  target?: string;
  hint: ReactNode;
  /** The file input's accept list. */
  accept: string;
  onFile: (file: File) => void;
  progress: FileProgress | null;
  disabledReason: string | null;
  compact?: boolean;
  /** Names the zone `<testId>-dropzone` and its file input `<testId>-input`. */
  testId: string;
}

export const FileDropZone = ({
  label,
  target,
  hint,
  accept,
  onFile,
  progress,
  disabledReason,
  compact = false,
  testId,
}: FileDropZoneProps) => {
  const name = target ? `${label}: ${target}` : label;
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
      data-testid={`${testId}-dropzone`}
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderRadius: 2,
        p: compact ? 1 : 2,
        textAlign: 'center',
        minWidth: 200,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        alignItems: 'center',
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'transparent',
      }}
    >
      {progress ? (
        <Box role="status" aria-live="polite">
          <Typography variant="body2">
            Uploading {progress.fileName}… {progress.percent}%
          </Typography>
          <LinearProgress
            variant="determinate"
            value={progress.percent}
            sx={{ mt: 1 }}
            aria-label={`Uploading ${progress.fileName}`}
          />
        </Box>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {hint}
          </Typography>
          <WhyDisabled reason={disabledReason}>
            <Button
              variant={compact ? 'outlined' : 'contained'}
              size={compact ? 'small' : 'medium'}
              startIcon={<CloudUpload />}
              sx={{ mt: 1 }}
              disabled={disabled}
              aria-label={name}
              onClick={() => input.current?.click()}
            >
              {label}
            </Button>
          </WhyDisabled>
        </>
      )}
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        aria-label={`${name} (file)`}
        data-testid={`${testId}-input`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
    </Box>
  );
};

// imageEdit and videoEdit (spec 2 §2): a library asset (the picker of admin-ui/src/assets/picker), or a file
// chosen or dropped here, uploaded into the library first (the upload workflow) and used once processed. Image
// elements take image/*, video elements video/* or image/gif; anything else is 'File type not allowed'.
import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import PhotoLibrary from '@mui/icons-material/PhotoLibrary';
import UploadFile from '@mui/icons-material/UploadFile';
import { FILE_TYPE_NOT_ALLOWED } from '../../../../domain/personalise/messages';
import { randomId } from '../../assets/live/randomId';
import { useTempAssetProgress } from '../../assets/live/useTempAssetProgress';
import { LibraryPicker } from '../../assets/picker/LibraryPicker';
import { uploadFiles } from '../../providers/assetUpload';
import { dropAllowed } from '../rules';
import type { ElementColumn } from '../table/columns';

export interface MediaChoice {
  assetId: string;
  name: string;
  thumbLocation: string | null;
}

interface MediaEditorProps {
  column: ElementColumn;
  partnerId: string;
  nodeIds: string[];
  current: MediaChoice | null;
  file: File | undefined;
  onChange: (choice: MediaChoice | null) => void;
  /** While a file is on its way: why saving must wait. */
  onBusy: (reason: string | null) => void;
}

const accepts = (type: string) => (type === 'video' ? 'video/*,image/gif' : `${type}/*`);
const pickable = (type: string, asset: { kind: string | null; format: string }) =>
  type === 'video' ? asset.kind === 'video' || asset.format === 'gif' : asset.kind === type;

export const MediaEditor = ({ column, partnerId, nodeIds, current, file, onChange, onBusy }: MediaEditorProps) => {
  const [picking, setPicking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [upload, setUpload] = useState<{ name: string; tempAssetId: string | null; percent: number } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const progress = useTempAssetProgress(!!upload, upload?.tempAssetId ?? null);

  const send = (chosen: File) => {
    setError(null);
    if (!dropAllowed(column.type, chosen.type)) return setError(FILE_TYPE_NOT_ALLOWED);
    setUpload({ name: chosen.name, tempAssetId: null, percent: 0 });
    onBusy('Please wait: the file is being uploaded');
    const handle = uploadFiles(
      { partnerId, uid: randomId(), files: [chosen], nodeIds, tags: [], unzip: false },
      (loaded, total) => setUpload((u) => u && { ...u, percent: total ? Math.round((loaded / total) * 100) : 0 }),
    );
    // Accepted, nothing stored yet: the live progress below says what it became.
    handle.done.then(
      (answer) => setUpload((u) => u && { ...u, tempAssetId: answer.uploadedAssets[0]?.tempAssetId ?? null }),
      (failure: Error) => {
        setUpload(null);
        onBusy(null);
        setError(failure.message);
      },
    );
  };

  // A dropped file is sent as soon as the editor opens.
  const sentDrop = useRef(false);
  useEffect(() => {
    if (file && !sentDrop.current) {
      sentDrop.current = true;
      send(file);
    }
  });

  // Processed (or merged into an asset the library already had): the element takes the asset.
  useEffect(() => {
    if (!upload || !progress) return;
    if ((progress.status === 'DONE' || progress.status === 'MERGED') && progress.assetId) {
      onChange({ assetId: progress.assetId, name: upload.name, thumbLocation: null });
      setUpload(null);
      onBusy(null);
    } else if (progress.status === 'FAILED' || progress.status === 'URL_FAILED') {
      setError(progress.message ?? progress.data?.errors.join(', ') ?? 'The upload failed');
      setUpload(null);
      onBusy(null);
    }
  }, [progress, upload, onChange, onBusy]);

  return (
    <Stack spacing={2} sx={{ mt: 1 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minHeight: 64 }} data-testid="media-current">
        {current?.thumbLocation && (
          <Box
            component="img"
            src={current.thumbLocation}
            alt=""
            sx={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 1 }}
          />
        )}
        <Typography variant="body2" color={current ? 'text.primary' : 'text.secondary'}>
          {current ? current.name : `No ${column.type} chosen`}
        </Typography>
      </Stack>
      {upload && (
        <Box>
          <Typography variant="body2">
            {upload.tempAssetId ? `Processing ${upload.name}…` : `Uploading ${upload.name}: ${upload.percent}%`}
          </Typography>
          <LinearProgress variant={upload.tempAssetId ? 'indeterminate' : 'determinate'} value={upload.percent} />
        </Box>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" startIcon={<PhotoLibrary />} onClick={() => setPicking(true)} disabled={!!upload}>
          Choose from library
        </Button>
        <Button
          variant="outlined"
          startIcon={<UploadFile />}
          onClick={() => input.current?.click()}
          disabled={!!upload}
        >
          Upload file
        </Button>
        <input
          ref={input}
          hidden
          type="file"
          accept={accepts(column.type)}
          data-testid="media-input"
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            e.target.value = '';
            if (chosen) send(chosen);
          }}
        />
      </Stack>
      <LibraryPicker
        open={picking}
        partnerId={partnerId}
        multiple={false}
        title={`Choose ${column.type === 'image' ? 'an image' : `a ${column.type}`}`}
        confirmLabel="Use"
        onClose={() => setPicking(false)}
        onPick={([asset]) => {
          setPicking(false);
          if (!asset) return;
          if (!pickable(column.type, asset)) return setError(FILE_TYPE_NOT_ALLOWED);
          setError(null);
          onChange({ assetId: asset.id, name: asset.name, thumbLocation: asset.thumbLocation });
        }}
      />
    </Stack>
  );
};

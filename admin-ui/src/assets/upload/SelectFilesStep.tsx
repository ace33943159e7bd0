// Step 0 (select files): drag and drop or pick files, add links; each file is checked before anything is sent.
import { useRef, useState, type DragEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Tooltip,
  Typography,
} from '@mui/material';
import CloudUpload from '@mui/icons-material/CloudUpload';
import Close from '@mui/icons-material/Close';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import LinkIcon from '@mui/icons-material/Link';
import { formatBytes } from '../assetText';
import { LinkInput } from './LinkInput';
import { batchError, selectedItems, type Selection } from './selection';

export const SelectFilesStep = ({
  selection,
  onChange,
}: {
  selection: Selection;
  onChange: (s: Selection) => void;
}) => {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const addFiles = (list: FileList | null) =>
    list?.length && onChange({ ...selection, files: [...selection.files, ...Array.from(list)] });
  const remove = (key: string) => {
    const index = Number(key.slice(1));
    if (key.startsWith('f')) onChange({ ...selection, files: selection.files.filter((_, i) => i !== index) });
    else onChange({ ...selection, links: selection.links.filter((_, i) => i !== index) });
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    addFiles(e.dataTransfer.files);
  };
  const tooMany = batchError(selection);
  const items = selectedItems(selection);

  return (
    <>
      <Box
        data-testid="upload-dropzone"
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderRadius: 2,
          p: 3,
          mb: 2,
          textAlign: 'center',
          borderColor: over ? 'primary.main' : 'divider',
          bgcolor: over ? 'action.hover' : 'transparent',
        }}
      >
        <CloudUpload sx={{ fontSize: 48, color: 'text.secondary' }} />
        <Typography>Drag and drop files here, or</Typography>
        <Button variant="outlined" sx={{ mt: 1 }} onClick={() => input.current?.click()}>
          Browse files
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          aria-label="Files to upload"
          data-testid="upload-input"
          onChange={(e) => {
            addFiles(e.target.files);
            e.target.value = '';
          }}
        />
      </Box>
      <LinkInput onAdd={(url) => onChange({ ...selection, links: [...selection.links, url] })} />
      {tooMany && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {tooMany}
        </Alert>
      )}
      <List dense aria-label="Selected files" sx={{ maxHeight: 280, overflow: 'auto' }}>
        {items.map((item) => (
          <ListItem
            key={item.key}
            secondaryAction={
              <Tooltip title="Remove">
                <IconButton edge="end" size="small" aria-label={`Remove ${item.name}`} onClick={() => remove(item.key)}>
                  <Close fontSize="small" />
                </IconButton>
              </Tooltip>
            }
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              {item.isLink ? <LinkIcon /> : <InsertDriveFileOutlined />}
            </ListItemIcon>
            <ListItemText
              primary={item.name}
              secondary={item.error ?? (item.isLink ? 'Link' : formatBytes(item.size))}
              slotProps={{
                primary: { noWrap: true },
                secondary: { color: item.error ? 'error' : 'text.secondary', role: item.error ? 'alert' : undefined },
              }}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
};

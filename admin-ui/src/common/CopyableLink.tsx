// A join link with a copy button (invite and re-invite dialogs).
import { useState } from 'react';
import { IconButton, InputAdornment, TextField, Tooltip } from '@mui/material';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { copyText } from './copyAndDownload';

/** The API may answer with a path (/join/{id}) or a full URL. */
function absoluteLink(link: string): string {
  return link.startsWith('/') ? `${window.location.origin}${link}` : link;
}

export const CopyableLink = ({ link, label = 'Join link' }: { link: string; label?: string }) => {
  const [copied, setCopied] = useState(false);
  const url = absoluteLink(link);
  return (
    <TextField
      label={label}
      value={url}
      fullWidth
      margin="dense"
      slotProps={{
        htmlInput: { readOnly: true, 'data-testid': 'join-link' },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title={copied ? 'Copied' : 'Copy link'}>
                <IconButton
                  aria-label="Copy link"
                  onClick={() => {
                    void copyText(url).then(() => setCopied(true));
                  }}
                >
                  <ContentCopy fontSize="small" />
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
      onFocus={(e) => e.target.select()}
    />
  );
};

// A join link with a copy button (invite and re-invite dialogs).
import { useState } from 'react';
import { IconButton, InputAdornment, TextField, Tooltip } from '@mui/material';
import ContentCopy from '@mui/icons-material/ContentCopy';

/** The API may answer with a path (/join/{id}) or a full URL. */
function absoluteLink(link: string): string {
  return link.startsWith('/') ? `${window.location.origin}${link}` : link;
}

async function copy(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // fall through to the selection copy
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  document.body.appendChild(area);
  area.select();
  document.execCommand('copy');
  area.remove();
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
                    void copy(url).then(() => setCopied(true));
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

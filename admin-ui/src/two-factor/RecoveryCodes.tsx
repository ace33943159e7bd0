// A new set of TOTP recovery codes (issue 22 §4), shown this once: the server keeps only their hashes. Each signs in
// once in place of the authenticator app's code. They can be copied, or saved as a text file, one code a line.
import { useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Download from '@mui/icons-material/Download';
import { copyText, downloadBlob } from '../common/copyAndDownload';

export const RECOVERY_CODES_FILE = 'varia-recovery-codes.txt';

export const RecoveryCodes = ({ codes }: { codes: string[] }) => {
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;
  return (
    <Alert severity="warning" icon={false} sx={{ my: 2 }} data-testid="recovery-codes">
      <Typography variant="subtitle2" component="h3">
        Your recovery codes
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Each code signs you in once if you lose your authenticator app. Keep them somewhere safe: they are not shown
        again.
      </Typography>
      <Box
        component="ul"
        sx={{ fontFamily: 'monospace', columns: 2, listStyle: 'none', p: 0, m: 0, mb: 1 }}
        aria-label="Recovery codes"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          startIcon={<ContentCopy />}
          onClick={() => void copyText(text).then(() => setCopied(true))}
        >
          {copied ? 'Copied' : 'Copy codes'}
        </Button>
        <Button
          size="small"
          startIcon={<Download />}
          onClick={() => downloadBlob(new Blob([text], { type: 'text/plain' }), RECOVERY_CODES_FILE)}
        >
          Download codes
        </Button>
      </Stack>
    </Alert>
  );
};

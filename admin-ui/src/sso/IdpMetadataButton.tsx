// 'Fill from IdP metadata' on a SAML config's form: the administrator pastes the metadata their identity provider
// publishes, and the entry point, certificate and issuer are read from it (./idpMetadata.ts) into the form.
import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { WhyDisabled } from '../common/WhyDisabled';
import { readIdpMetadata, type IdpMetadataFields } from './idpMetadata';

export function IdpMetadataButton({ onRead }: { onRead: (fields: IdpMetadataFields) => void }) {
  const [open, setOpen] = useState(false);
  const [xml, setXml] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setOpen(false);
    setXml('');
    setError(null);
  };
  const fill = () => {
    try {
      onRead(readIdpMetadata(xml));
      close();
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  return (
    <>
      <Button variant="outlined" sx={{ alignSelf: 'flex-start' }} onClick={() => setOpen(true)}>
        Fill from IdP metadata
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="md" aria-labelledby="idp-metadata-title">
        <DialogTitle id="idp-metadata-title">Fill from IdP metadata</DialogTitle>
        <DialogContent>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <TextField
            label="IdP metadata (XML)"
            value={xml}
            multiline
            minRows={8}
            fullWidth
            sx={{ mt: 1 }}
            helperText="The EntityDescriptor your identity provider publishes; its entry point, certificate and issuer fill the form"
            onChange={(e) => setXml(e.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <WhyDisabled reason={xml.trim() === '' && 'Paste the metadata first'}>
            <Button variant="contained" disabled={xml.trim() === ''} onClick={fill}>
              Fill
            </Button>
          </WhyDisabled>
        </DialogActions>
      </Dialog>
    </>
  );
}

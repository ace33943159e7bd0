// The upload wizard (spec 1 §3 step indexes: selectFiles 0, meta 1, tags 2, permissions 3, upload 4). It does
// not close silently while uploads run: the user confirms, and the uploads go on in the background.
import { useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Step,
  StepLabel,
  Stepper,
  Typography,
} from '@mui/material';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { WhyDisabled } from '../../common/WhyDisabled';
import { UPLOAD_WIZARD_STEPS } from '../../../../domain/asset/rules';
import { NodeChecklist } from '../NodeChecklist';
import { TagsInput } from '../TagsInput';
import { MetaStep } from './MetaStep';
import { SelectFilesStep } from './SelectFilesStep';
import { UploadProgress } from './UploadProgress';
import { EMPTY_SELECTION, selectionBlocked, type Selection } from './selection';
import { clearUpload, isRunning, startUpload, useUploadBatch } from './uploadStore';

const STEP_LABELS: Record<keyof typeof UPLOAD_WIZARD_STEPS, string> = {
  selectFiles: 'Select files',
  meta: 'Details',
  tags: 'Tags',
  permissions: 'Permissions',
  upload: 'Upload',
};
const STEPS = Object.entries(UPLOAD_WIZARD_STEPS)
  .sort((a, b) => a[1] - b[1])
  .map(([name]) => STEP_LABELS[name as keyof typeof STEP_LABELS]);
const { selectFiles, meta, tags, permissions, upload } = UPLOAD_WIZARD_STEPS;

export const UploadDialog = ({
  open,
  partnerId,
  onClose,
}: {
  open: boolean;
  partnerId: string | null;
  onClose: () => void;
}) => {
  const batch = useUploadBatch();
  const [chosenStep, setStep] = useState<number>(selectFiles);
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const [confirming, setConfirming] = useState(false);
  const step = batch ? upload : chosenStep;
  const running = isRunning(batch);
  const blocked = selectionBlocked(selection);

  const reset = () => {
    setSelection(EMPTY_SELECTION);
    setStep(selectFiles);
  };
  const requestClose = () => (running ? setConfirming(true) : close());
  const close = () => {
    setConfirming(false);
    if (batch && !running) {
      clearUpload();
      reset();
    }
    onClose();
  };
  const send = () => {
    startUpload({ partnerId, ...selection });
    reset();
  };

  return (
    <Dialog open={open} onClose={requestClose} fullWidth maxWidth="md" aria-labelledby="upload-title">
      <DialogTitle id="upload-title">Upload assets</DialogTitle>
      <DialogContent>
        <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
          {STEPS.map((label) => (
            <Step key={label}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {step === selectFiles && <SelectFilesStep selection={selection} onChange={setSelection} />}
        {step === meta && <MetaStep selection={selection} onChange={setSelection} />}
        {step === tags && (
          <TagsInput
            value={selection.tags}
            onChange={(t) => setSelection({ ...selection, tags: t })}
            helperText="Every uploaded asset gets these tags"
          />
        )}
        {step === permissions && (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Choose the business nodes that may use these assets. Assets on no business node are shared across the
              partner.
            </Typography>
            <NodeChecklist
              partnerId={partnerId}
              value={selection.nodeIds}
              onChange={(nodeIds) => setSelection({ ...selection, nodeIds })}
            />
          </>
        )}
        {step === upload && batch && <UploadProgress batch={batch} />}
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={requestClose}>
          {step === upload ? 'Close' : 'Cancel'}
        </Button>
        <Box sx={{ flex: 1 }} />
        {step > selectFiles && step < upload && <Button onClick={() => setStep(step - 1)}>Back</Button>}
        {step < permissions && (
          <WhyDisabled reason={blocked}>
            <Button variant="contained" disabled={!!blocked} onClick={() => setStep(step + 1)}>
              Next: {STEPS[step + 1]}
            </Button>
          </WhyDisabled>
        )}
        {step === permissions && (
          <Button variant="contained" onClick={send}>
            Upload
          </Button>
        )}
        {step === upload && !running && (
          <>
            <Button onClick={() => (clearUpload(), reset())}>Upload more</Button>
            <Button variant="contained" onClick={close}>
              Done
            </Button>
          </>
        )}
      </DialogActions>
      <ConfirmDialog
        open={confirming}
        title="Uploads are still running"
        content="Closing this window does not stop them. Open Upload again to follow their progress."
        confirm="Close"
        cancel="Stay"
        onConfirm={close}
        onClose={() => setConfirming(false)}
      />
    </Dialog>
  );
};

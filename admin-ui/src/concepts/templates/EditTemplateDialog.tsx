// 'Edit' a template version (POST …/edit, spec 3 §3 'Template save payload'): a new preview file (one .html
// replacing index.html), the dynamic fields' default values (a dropdown where the field has possible values)
// and CSS kept in the version. Saving makes a new version of the generation with only what changed.
import { useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import Clear from '@mui/icons-material/Clear';
import UploadFile from '@mui/icons-material/UploadFile';
import type { DynamicField } from '../../../../domain/template/code';
import { NOTHING_CHANGED, WORKING } from '../../common/WhyDisabled';
import { useCommand } from '../../providers/useCommand';
import { changedDefaults, defaultText } from './defaultValues';
import { CODE_FONT } from './EditCodeDialog';
import { useNewVersionSaved, type NewVersionDialogProps } from './newVersion';
import { SaveDialog } from '../../common/SaveDialog';
import { editedCssOf, useTemplateCode } from './useTemplateCode';

const BOOLEAN_VALUES = ['true', 'false'];

const DefaultValueField = ({
  field,
  value,
  onChange,
}: {
  field: DynamicField;
  value: string;
  onChange: (value: string) => void;
}) => {
  const choices = field.possibleValues ?? (typeof field.defaultValue === 'boolean' ? BOOLEAN_VALUES : null);
  return (
    <TextField
      select={!!choices}
      fullWidth
      margin="dense"
      label={field.name}
      helperText={field.type === 'text' ? undefined : field.type}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    >
      {choices?.map((choice) => (
        <MenuItem key={choice} value={choice}>
          {choice}
        </MenuItem>
      ))}
    </TextField>
  );
};

const PreviewFile = ({ file, onFile }: { file: File | null; onFile: (file: File | null) => void }) => {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, my: 1 }}>
      <Button variant="outlined" size="small" startIcon={<UploadFile />} onClick={() => input.current?.click()}>
        New preview file
      </Button>
      <Typography variant="body2" color="text.secondary" data-testid="edit-preview-file">
        {file ? file.name : 'index.html stays as it is'}
      </Typography>
      {file && (
        <Tooltip title="Keep index.html">
          <IconButton size="small" aria-label="Keep index.html" onClick={() => onFile(null)}>
            <Clear fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <input
        ref={input}
        type="file"
        accept=".html,.htm"
        hidden
        aria-label="New preview file (file)"
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          e.target.value = '';
          if (chosen) onFile(chosen);
        }}
      />
    </Stack>
  );
};

export const EditTemplateDialog = ({ template, onClose, onSaved }: NewVersionDialogProps) => {
  const saved = useNewVersionSaved({ onClose, onSaved });
  const code = useTemplateCode(template.id);
  const [file, setFile] = useState<File | null>(null);
  const [texts, setTexts] = useState<Record<string, string>>({});
  /** The edited CSS; null until the first change. */
  const [css, setCss] = useState<string | null>(null);
  const [run, { isPending }] = useCommand('editTemplate');
  const storedCss = code.data === undefined ? '' : editedCssOf(code.data);
  const newDynamicFields = changedDefaults(template.dynamicFields, texts) ?? undefined;
  const editedCSS = css === null || css === storedCss ? undefined : css;
  const unchanged = !file && !newDynamicFields && editedCSS === undefined;
  const whyNotSave = isPending
    ? WORKING
    : code.isPending
      ? 'Please wait: the template is loading'
      : unchanged
        ? NOTHING_CHANGED
        : null;
  const save = () =>
    void run(
      { conceptId: template.conceptId, templateId: template.id, file: file ?? undefined, newDynamicFields, editedCSS },
      saved,
    );
  return (
    <SaveDialog
      title={`Edit ${template.name} · v${template.version}`}
      saveLabel="Save as new version"
      whyNotSave={whyNotSave}
      onSave={save}
      onClose={onClose}
    >
      {code.isPending ? (
        <CircularProgress aria-label="Loading the template" />
      ) : code.error ? (
        <Alert severity="error">{code.error.message}</Alert>
      ) : (
        <>
          <PreviewFile file={file} onFile={setFile} />
          <Typography variant="subtitle2" sx={{ mt: 2 }}>
            Default values
          </Typography>
          {template.dynamicFields.length ? (
            <Box role="group" aria-label="Default values">
              {template.dynamicFields.map((field) => (
                <DefaultValueField
                  key={field.name}
                  field={field}
                  value={texts[field.name] ?? defaultText(field.defaultValue)}
                  onChange={(value) => setTexts((prev) => ({ ...prev, [field.name]: value }))}
                />
              ))}
            </Box>
          ) : (
            <Typography variant="body2" color="text.secondary">
              This template declares no dynamic fields.
            </Typography>
          )}
          <TextField
            label="CSS"
            multiline
            fullWidth
            minRows={4}
            maxRows={12}
            margin="normal"
            value={css ?? storedCss}
            onChange={(e) => setCss(e.target.value)}
            helperText="Kept in the version's <head>; empty removes it"
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: CODE_FONT, fontSize: 13 } } }}
          />
        </>
      )}
    </SaveDialog>
  );
};

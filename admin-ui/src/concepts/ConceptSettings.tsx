// The settings tab (top admins and the self-service group; spec 3 §7 PATCH /assets/concepts/{id} multipart):
// name, markets, languages and the thumbnail, a library image or none. Only changed fields are sent; the
// Details step's rules hold here too, and the server's refusals show on their fields.
import { useEffect, useState } from 'react';
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { conceptNameError, languagesError } from '../../../domain/concept/details-rules';
import type { FieldError } from '../../../domain/concept/format-rules';
import { NodeChecklist } from '../assets/NodeChecklist';
import { LibraryPicker } from '../assets/picker/LibraryPicker';
import { NOTHING_CHANGED, WhyDisabled, WORKING } from '../common/WhyDisabled';
import type { ConceptDetail } from '../../../domain/concept/answers';
import type { ConceptSettingsChange } from '../providers/adapters/concepts';
import { useCommand } from '../providers/useCommand';
import { ConceptThumb } from './ConceptThumb';
import { LanguagePicker } from './wizard/steps/LanguagePicker';

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** The fields of a 422 (details.steps[].errors); other refusals have none. */
function refusedFields(error: unknown): Map<string, string> {
  const steps =
    (error as { body?: { details?: { steps?: { errors: FieldError[] }[] } } } | null)?.body?.details?.steps ?? [];
  return new Map(steps.flatMap((step) => step.errors.map((e) => [e.field, e.message] as const)));
}

interface Values {
  name: string;
  businessNodes: string[];
  languages: string[];
  thumbnail: string | null;
}

const valuesOf = (concept: ConceptDetail): Values => ({
  name: concept.name,
  businessNodes: concept.businessNodes,
  languages: concept.languages,
  thumbnail: concept.thumbnail,
});

/** Only what differs from the saved concept. */
function changesOf(concept: ConceptDetail, values: Values): ConceptSettingsChange {
  const change: ConceptSettingsChange = { id: concept.id };
  if (values.name !== concept.name) change.name = values.name;
  if (!sameList(values.businessNodes, concept.businessNodes)) change.businessNodes = values.businessNodes;
  if (!sameList(values.languages, concept.languages)) change.languages = values.languages;
  if (values.thumbnail !== concept.thumbnail) change.thumbnail = values.thumbnail;
  return change;
}

export const ConceptSettings = ({ concept }: { concept: ConceptDetail }) => {
  const notify = useNotify();
  const [values, setValues] = useState<Values>(() => valuesOf(concept));
  const [picking, setPicking] = useState(false);
  useEffect(() => setValues(valuesOf(concept)), [concept]);
  const [run, save] = useCommand('changeConceptSettings', {
    onSuccess: () => notify(`Settings of ${concept.name} saved`, { type: 'success' }),
  });
  const refused = refusedFields(save.error);
  // A refusal is about the values sent: editing clears it.
  const set = (changes: Partial<Values>) => {
    if (save.error) save.reset();
    setValues((current) => ({ ...current, ...changes }));
  };

  // The server also checks uniqueness and the allowed markets; these are the rules the screen can check itself.
  const nameError =
    conceptNameError(values.name, {
      isNameTaken: () => false,
      ownName: concept.name,
      lockedMarkets: null,
      allowedNodeIds: 'all',
    }) ?? refused.get('name');
  const languageError = languagesError(values.languages) ?? refused.get('languages') ?? null;
  const change = changesOf(concept, values);
  const blocked = save.isPending
    ? WORKING
    : Object.keys(change).length === 1
      ? NOTHING_CHANGED
      : nameError || languageError || (values.businessNodes.length === 0 && 'Please choose at least one market');

  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, maxWidth: 720 }}
      component="form"
      noValidate
      aria-label="Concept settings"
      onSubmit={(e) => {
        e.preventDefault();
        if (!blocked) void run(change);
      }}
    >
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 2 }}>
        Settings
      </Typography>
      {save.error && refused.size === 0 && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {save.error.message}
        </Alert>
      )}
      <Stack spacing={2}>
        <TextField
          label="Name"
          value={values.name}
          onChange={(e) => set({ name: e.target.value })}
          error={!!nameError}
          helperText={nameError ?? ' '}
          required
          fullWidth
        />
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            Markets
          </Typography>
          {refused.get('businessNodes') && (
            <Alert severity="error" sx={{ my: 1 }}>
              {refused.get('businessNodes')}
            </Alert>
          )}
          <NodeChecklist
            partnerId={concept.partnerId}
            value={values.businessNodes}
            onChange={(businessNodes) => set({ businessNodes })}
            disabledReason={save.isPending && WORKING}
          />
        </Box>
        <LanguagePicker
          value={values.languages}
          disabled={save.isPending}
          error={languageError}
          onChange={(languages) => set({ languages })}
        />
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 500, mb: 1 }}>
            Thumbnail
          </Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <ConceptThumb thumbnail={values.thumbnail} name={concept.name} size={72} />
            <Button variant="outlined" onClick={() => setPicking(true)} disabled={save.isPending}>
              Choose from library
            </Button>
            <WhyDisabled reason={values.thumbnail === null && 'There is no thumbnail to reset'}>
              <Button
                color="inherit"
                disabled={values.thumbnail === null || save.isPending}
                onClick={() => set({ thumbnail: null })}
              >
                Reset thumbnail
              </Button>
            </WhyDisabled>
          </Stack>
          {refused.get('thumbnail') && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {refused.get('thumbnail')}
            </Alert>
          )}
        </Box>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <WhyDisabled reason={blocked}>
          <Button type="submit" variant="contained" disabled={!!blocked}>
            Save
          </Button>
        </WhyDisabled>
        <WhyDisabled reason={Object.keys(change).length === 1 && NOTHING_CHANGED}>
          <Button
            color="inherit"
            disabled={Object.keys(change).length === 1 || save.isPending}
            onClick={() => setValues(valuesOf(concept))}
          >
            Reset
          </Button>
        </WhyDisabled>
      </Stack>
      <LibraryPicker
        open={picking}
        partnerId={concept.partnerId}
        multiple={false}
        title="Choose a thumbnail"
        confirmLabel="Use as thumbnail"
        onClose={() => setPicking(false)}
        onPick={([image]) => {
          setPicking(false);
          if (image) set({ thumbnail: image.id });
        }}
      />
    </Paper>
  );
};

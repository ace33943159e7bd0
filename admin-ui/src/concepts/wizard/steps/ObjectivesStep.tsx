// Objectives: action, consideration, awareness or custom (with a description); the funnel presets of the chosen
// objectives are offered as channels and formats the user may apply (spec 1 §2.5, spec 2 §9).
import { Alert, Button, Checkbox, FormControlLabel, FormGroup, Stack, TextField, Typography } from '@mui/material';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import { OBJECTIVES, type Brief, type Objective } from '../../../../../domain/concept/brief';
import { CUSTOM_OBJECTIVE_MAX_LENGTH } from '../../../../../domain/concept/brief-rules';
import { CHANNEL_SLOTS, inSlot, slotFormats, withSlot } from '../../../../../domain/concept/format-catalogue';
import { recommendFromObjectives, type Recommendation } from '../../../../../domain/concept/funnel-presets';
import { slotLabel, titleCase } from '../labels';
import type { BriefWizardState } from '../useBriefWizard';

/** The recommendation added to what the brief asks already: channels on, formats joined in catalogue order. */
function applyRecommendation(brief: Brief, { channels, formats }: Recommendation): Brief {
  return CHANNEL_SLOTS.reduce((next, slot) => {
    const wanted = inSlot(formats, slot);
    if (!inSlot(channels, slot) || !wanted) return next;
    const joined = new Set([...(inSlot(next.formats, slot) ?? []), ...wanted]);
    const ordered = slotFormats(slot).flatMap((format) => (joined.has(format.id) ? [format.id] : []));
    return { ...next, channels: withSlot(next.channels, slot, true), formats: withSlot(next.formats, slot, ordered) };
  }, brief);
}

export const ObjectivesStep = ({ wizard }: { wizard: BriefWizardState }) => {
  const { brief, edit, shownError, readOnly } = wizard;
  const { elements, customText } = brief.objectives;
  const toggle = (objective: Objective, on: boolean) =>
    edit((b) => ({
      ...b,
      objectives: {
        ...b.objectives,
        elements: on ? [...b.objectives.elements, objective] : b.objectives.elements.filter((o) => o !== objective),
      },
    }));
  const recommendation = recommendFromObjectives(elements);
  const recommended = CHANNEL_SLOTS.flatMap((slot) => {
    const formats = inSlot(recommendation.formats, slot);
    return formats ? [{ slot, formats }] : [];
  });
  const descriptionError = shownError('objectives.customText');
  return (
    <Stack spacing={2}>
      <FormGroup aria-label="Objectives">
        {OBJECTIVES.map((objective) => (
          <FormControlLabel
            key={objective}
            label={titleCase(objective)}
            control={
              <Checkbox
                checked={elements.includes(objective)}
                disabled={readOnly}
                onChange={(e) => toggle(objective, e.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
      {elements.includes('custom') && (
        <TextField
          label="Description"
          multiline
          minRows={2}
          required
          disabled={readOnly}
          value={customText}
          error={!!descriptionError}
          helperText={descriptionError ?? `${customText.length}/${CUSTOM_OBJECTIVE_MAX_LENGTH}`}
          onChange={(e) => edit((b) => ({ ...b, objectives: { ...b.objectives, customText: e.target.value } }))}
        />
      )}
      {recommended.length > 0 && (
        <Alert
          severity="info"
          icon={<AutoAwesome />}
          data-testid="recommendations"
          action={
            !readOnly && (
              <Button color="inherit" size="small" onClick={() => edit((b) => applyRecommendation(b, recommendation))}>
                Apply
              </Button>
            )
          }
        >
          <Typography variant="subtitle2">Recommended channels and formats</Typography>
          {recommended.map(({ slot, formats }) => (
            <Typography key={slotLabel(slot)} variant="body2">
              {slotLabel(slot)}: {formats.join(', ')}
            </Typography>
          ))}
        </Alert>
      )}
    </Stack>
  );
};

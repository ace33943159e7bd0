// Formats: per chosen platform and channel, its catalogue's formats — six shown (eight for google) before
// 'Show all' — each with its value dropdown from its minimum to its maximum (frames, seconds, or versions to
// design), usable once the format is chosen (spec 1 §2.5, §5). Every chosen channel needs a format.
import { useState } from 'react';
import {
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  Typography,
} from '@mui/material';
import type { Brief } from '../../../../../domain/concept/brief';
import {
  inSlot,
  slotFormats,
  withSlot,
  type BriefFormat,
  type ChannelSlot,
  type ValueRange,
} from '../../../../../domain/concept/format-catalogue';
import { chosenFormats, chosenSlots, formatValue } from '../../../../../domain/concept/format-rules';
import { formatsShown, WIZARD_TEXTS } from '../../../../../domain/concept/wizard';
import { slotLabel, titleCase } from '../labels';
import { WhyDisabled } from '../../../common/WhyDisabled';
import type { BriefWizardState } from '../useBriefWizard';

const CHOOSE_FORMAT_FIRST = 'Choose the format first';

const rangeValues = ({ min, max }: ValueRange) => Array.from({ length: max - min + 1 }, (_, i) => min + i);

function toggleFormat(brief: Brief, slot: ChannelSlot, id: string, on: boolean): Brief {
  const ids = new Set(chosenFormats(brief, slot));
  if (on) ids.add(id);
  else ids.delete(id);
  return {
    ...brief,
    formats: withSlot(
      brief.formats,
      slot,
      slotFormats(slot).flatMap((f) => (ids.has(f.id) ? [f.id] : [])),
    ),
  };
}

function setValue(brief: Brief, slot: ChannelSlot, id: string, value: number): Brief {
  const values = { ...inSlot(brief.meta.formatValues, slot), [id]: value };
  return { ...brief, meta: { ...brief.meta, formatValues: withSlot(brief.meta.formatValues, slot, values) } };
}

const FormatRow = ({ wizard, slot, format }: { wizard: BriefWizardState; slot: ChannelSlot; format: BriefFormat }) => {
  const { brief, edit, readOnly } = wizard;
  const checked = chosenFormats(brief, slot).includes(format.id);
  const range = format.value;
  const label = `${format.label}${format.size && format.size !== format.label ? ` (${format.size})` : ''}`;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minHeight: 48 }} role="group" aria-label={label}>
      <FormControlLabel
        label={label}
        sx={{ flex: 1 }}
        control={
          <Checkbox
            checked={checked}
            disabled={readOnly}
            onChange={(e) => edit((b) => toggleFormat(b, slot, format.id, e.target.checked))}
          />
        }
      />
      <WhyDisabled reason={!readOnly && !checked && CHOOSE_FORMAT_FIRST}>
        <FormControl size="small" sx={{ minWidth: 120 }}>
          <InputLabel id={`${slotLabel(slot)}-${format.id}`}>{titleCase(range.unit)}</InputLabel>
          <Select
            labelId={`${slotLabel(slot)}-${format.id}`}
            label={titleCase(range.unit)}
            disabled={readOnly || !checked}
            value={formatValue(brief, slot, format)}
            onChange={(e) => edit((b) => setValue(b, slot, format.id, Number(e.target.value)))}
          >
            {rangeValues(range).map((value) => (
              <MenuItem key={value} value={value}>
                {value}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </WhyDisabled>
    </Stack>
  );
};

const SlotFormats = ({ wizard, slot }: { wizard: BriefWizardState; slot: ChannelSlot }) => {
  const [showAll, setShowAll] = useState(false);
  const all = slotFormats(slot);
  const shown = showAll ? all : all.slice(0, formatsShown(slot.platform));
  const error =
    wizard.shownError(`formats.${slot.platform}.${slot.channel}`) ??
    wizard.shownError(`meta.formatValues.${slot.platform}.${slot.channel}`);
  return (
    <Box role="group" aria-label={slotLabel(slot)}>
      <Typography variant="subtitle2">{slotLabel(slot)}</Typography>
      {shown.map((format) => (
        <FormatRow key={format.id} wizard={wizard} slot={slot} format={format} />
      ))}
      {all.length > shown.length && (
        <Button size="small" onClick={() => setShowAll(true)}>
          {WIZARD_TEXTS.showAll}
        </Button>
      )}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
};

export const FormatsStep = ({ wizard }: { wizard: BriefWizardState }) => (
  <Stack spacing={3}>
    {chosenSlots(wizard.brief).map((slot) => (
      <SlotFormats key={slotLabel(slot)} wizard={wizard} slot={slot} />
    ))}
  </Stack>
);

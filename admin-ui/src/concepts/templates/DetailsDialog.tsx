// A template version's 'Details' (PATCH /assets/concepts/{id}/templates/{templateId}): its name (the upload's
// name rules and messages), the channels it suits and its formats per channel, changed in place without a new
// version. Only what changed is sent.
import { useState } from 'react';
import { Autocomplete, Box, Checkbox, Chip, FormControlLabel, TextField, Typography } from '@mui/material';
import { FORMAT_CATALOGUE, type BriefFormat } from '../../../../domain/concept/format-catalogue';
import { sameList } from '../../../../domain/shared/validation';
import type { TemplateChannel } from '../../../../domain/template/events';
import { parseTemplateName } from '../../../../domain/template/name';
import { NOTHING_CHANGED, WORKING } from '../../common/WhyDisabled';
import type { Template, TemplateDetails, TemplateFormats } from '../../providers/adapters/templates';
import { useTemplateSave } from './useTemplateSave';
import { SaveDialog } from '../../common/SaveDialog';

const CHANNEL_TITLES: Record<TemplateChannel, string> = { display: 'Display', social: 'Social', video: 'Video' };
const TEMPLATE_CHANNELS = Object.keys(CHANNEL_TITLES) as TemplateChannel[];

/** The brief's formats of each channel, across platforms, by id. */
const FORMAT_OPTIONS: Record<TemplateChannel, readonly BriefFormat[]> = {
  display: FORMAT_CATALOGUE.google.display,
  social: FORMAT_CATALOGUE.facebook.social,
  video: [...FORMAT_CATALOGUE.google.video, ...FORMAT_CATALOGUE.youtube.video],
};
const formatLabel = (channel: TemplateChannel, id: string) =>
  FORMAT_OPTIONS[channel].find((format) => format.id === id)?.label ?? id;

const FormatsField = ({
  channel,
  value,
  onChange,
}: {
  channel: TemplateChannel;
  value: string[];
  onChange: (value: string[]) => void;
}) => (
  <Autocomplete
    multiple
    size="small"
    options={[...new Set([...FORMAT_OPTIONS[channel].map((format) => format.id), ...value])]}
    getOptionLabel={(id) => formatLabel(channel, id)}
    value={value}
    onChange={(_e, next) => onChange(next)}
    renderValue={(ids, getItemProps) =>
      ids.map((id, index) => (
        <Chip size="small" label={formatLabel(channel, id)} {...getItemProps({ index })} key={id} />
      ))
    }
    renderInput={(params) => <TextField {...params} margin="dense" label={`${CHANNEL_TITLES[channel]} formats`} />}
  />
);

/** The details that differ from the template's; null when none does. */
function changedDetails(
  template: Template,
  name: string,
  channels: TemplateChannel[],
  formats: TemplateFormats,
): TemplateDetails | null {
  const details: TemplateDetails = {};
  if (name !== template.name) details.name = name;
  if (!sameList([...channels].sort(), [...template.suitableChannels].sort())) details.suitableChannels = channels;
  if (TEMPLATE_CHANNELS.some((channel) => !sameList(formats[channel], template.formats[channel])))
    details.formats = formats;
  return Object.keys(details).length ? details : null;
}

export const DetailsDialog = ({ template, onClose }: { template: Template; onClose: () => void }) => {
  const [name, setName] = useState(template.name);
  const [channels, setChannels] = useState<TemplateChannel[]>(template.suitableChannels);
  const [formats, setFormats] = useState<TemplateFormats>(template.formats);
  const { save: run, isPending } = useTemplateSave('changeTemplateDetails', onClose);
  const parsed = parseTemplateName(name);
  const nameError = parsed.ok ? null : parsed.error;
  const details = changedDetails(template, name, channels, formats);
  const whyNotSave = isPending ? WORKING : (nameError ?? (details ? null : NOTHING_CHANGED));
  const toggle = (channel: TemplateChannel) =>
    setChannels((prev) => (prev.includes(channel) ? prev.filter((c) => c !== channel) : [...prev, channel]));
  const save = () => run({ conceptId: template.conceptId, templateId: template.id, ...details });
  return (
    <SaveDialog
      title={`Details of ${template.name} · v${template.version}`}
      saveLabel="Save"
      whyNotSave={whyNotSave}
      onSave={save}
      onClose={onClose}
    >
      <TextField
        autoFocus
        fullWidth
        margin="dense"
        label="Name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={!!nameError}
        helperText={nameError ?? 'size-name, such as 300x250-Summer sale'}
      />
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        Suitable channels
      </Typography>
      <Box role="group" aria-label="Suitable channels">
        {TEMPLATE_CHANNELS.map((channel) => (
          <FormControlLabel
            key={channel}
            control={<Checkbox checked={channels.includes(channel)} onChange={() => toggle(channel)} />}
            label={CHANNEL_TITLES[channel]}
          />
        ))}
      </Box>
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        Formats
      </Typography>
      {TEMPLATE_CHANNELS.map((channel) => (
        <FormatsField
          key={channel}
          channel={channel}
          value={formats[channel]}
          onChange={(value) => setFormats((prev) => ({ ...prev, [channel]: value }))}
        />
      ))}
    </SaveDialog>
  );
};

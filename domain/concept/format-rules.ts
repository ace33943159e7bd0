// The Channels and Formats steps (spec 1 §2.5, §5): at least one channel; every chosen channel needs a format
// of its catalogue; a format's dropdown value stays within that format's range.
import type { Brief } from './brief';
import {
  CHANNEL_SLOTS,
  inSlot,
  slotFormats,
  type BriefFormat,
  type ChannelSlot,
  type ValueRange,
} from './format-catalogue';

export const CHANNEL_REQUIRED = 'Please select at least one channel';
export const FORMAT_REQUIRED = 'Please select at least one format';
export const UNKNOWN_FORMAT = 'This format is not offered for this channel';
export const valueOutOfRange = ({ min, max }: ValueRange) => `Please choose a value between ${min} and ${max}`;

export interface FieldError {
  field: string;
  message: string;
}

/** The platform and channel pairs switched on, in the catalogue's order. */
export function chosenSlots(brief: Brief): ChannelSlot[] {
  return CHANNEL_SLOTS.filter((slot) => inSlot(brief.channels, slot) === true);
}

export function chosenFormats(brief: Brief, slot: ChannelSlot): readonly string[] {
  return inSlot(brief.formats, slot) ?? [];
}

/** The format's value: the one chosen, else its default. */
export function formatValue(brief: Brief, slot: ChannelSlot, format: BriefFormat): number {
  return inSlot(brief.meta.formatValues, slot)?.[format.id] ?? format.value.default;
}

export function channelErrors(brief: Brief): FieldError[] {
  return chosenSlots(brief).length > 0 ? [] : [{ field: 'channels', message: CHANNEL_REQUIRED }];
}

function slotErrors(brief: Brief, slot: ChannelSlot): FieldError[] {
  const path = `${slot.platform}.${slot.channel}`;
  const chosen = chosenFormats(brief, slot);
  if (chosen.length === 0) return [{ field: `formats.${path}`, message: FORMAT_REQUIRED }];
  const catalogue = slotFormats(slot);
  return chosen.flatMap((id): FieldError[] => {
    const format = catalogue.find((f) => f.id === id);
    if (format === undefined) return [{ field: `formats.${path}`, message: UNKNOWN_FORMAT }];
    const range = format.value;
    const value = inSlot(brief.meta.formatValues, slot)?.[id];
    if (value === undefined) return [];
    const fits = Number.isInteger(value) && value >= range.min && value <= range.max;
    return fits ? [] : [{ field: `meta.formatValues.${path}.${id}`, message: valueOutOfRange(range) }];
  });
}

/** Channels left off need no formats: what the user picked for them stays in the draft, unjudged. */
export function formatErrors(brief: Brief): FieldError[] {
  return chosenSlots(brief).flatMap((slot) => slotErrors(brief, slot));
}

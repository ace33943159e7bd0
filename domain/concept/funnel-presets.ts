// Funnel presets (spec 2 §9): the channels and formats the Objectives step recommends. Awareness: the first 6
// Google display sizes and video 15s and 30s, Meta square and vertical; consideration: 6 sizes and video 15s,
// Meta adds carousel; action: 7 sizes and no video, Meta square, vertical and horizontal. Custom recommends nothing.
import type { Objective } from './brief';
import { CHANNEL_SLOTS, FORMAT_CATALOGUE, inSlot, slotFormats, withSlot, type PerChannel } from './format-catalogue';

const displaySizes = (count: number) => FORMAT_CATALOGUE.google.display.slice(0, count).map((format) => format.id);

export const FUNNEL_PRESETS: Record<Exclude<Objective, 'custom'>, PerChannel<string[]>> = {
  awareness: {
    google: { display: displaySizes(6), video: ['15s', '30s'] },
    facebook: { social: ['square', 'vertical'] },
  },
  consideration: {
    google: { display: displaySizes(6), video: ['15s'] },
    facebook: { social: ['square', 'vertical', 'carousel'] },
  },
  action: {
    google: { display: displaySizes(7) },
    facebook: { social: ['square', 'vertical', 'horizontal'] },
  },
};

export interface Recommendation {
  channels: PerChannel<boolean>;
  formats: PerChannel<string[]>;
}

/** Every format any chosen objective's preset names, in the catalogue's order, and the channels they need. */
export function recommendFromObjectives(objectives: readonly Objective[]): Recommendation {
  const presets = objectives.flatMap((objective) => (objective === 'custom' ? [] : [FUNNEL_PRESETS[objective]]));
  return CHANNEL_SLOTS.reduce<Recommendation>(
    (recommendation, slot) => {
      const named = new Set(presets.flatMap((preset) => inSlot(preset, slot) ?? []));
      if (named.size === 0) return recommendation;
      const formats = slotFormats(slot).flatMap((format) => (named.has(format.id) ? [format.id] : []));
      return {
        channels: withSlot(recommendation.channels, slot, true),
        formats: withSlot(recommendation.formats, slot, formats),
      };
    },
    { channels: {}, formats: {} },
  );
}

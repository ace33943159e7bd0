// What a brief can ask for (spec 1 §2.5; spec 2 §3, §9): platforms, the channels each gives (facebook gives
// social, google display and video, youtube video) and the formats of each channel.
export const BRIEF_PLATFORMS = ['google', 'facebook', 'youtube'] as const;
export type BriefPlatform = (typeof BRIEF_PLATFORMS)[number];

export const CHANNELS = ['social', 'video', 'display'] as const;
type Channel = (typeof CHANNELS)[number];

export const PLATFORM_CHANNELS = {
  google: ['display', 'video'],
  facebook: ['social'],
  youtube: ['video'],
} as const satisfies Record<BriefPlatform, readonly Channel[]>;
export type PlatformChannel<P extends BriefPlatform> = (typeof PLATFORM_CHANNELS)[P][number];

/** Something per platform and channel, as the brief holds its channels, formats and format values. */
export type PerChannel<T> = { [P in BriefPlatform]?: { [C in PlatformChannel<P>]?: T } };

/** The range of a format's value dropdown (spec 1 §2.5); the wizard preselects the default. */
export interface ValueRange {
  min: number;
  max: number;
  default: number;
  unit: 'frames' | 'seconds' | 'versions';
}

export interface BriefFormat {
  id: string;
  label: string;
  size?: string;
  /** Every format has its dropdown (spec 1 §2.5): frames, seconds, or how many versions of it to design. */
  value: ValueRange;
}

// The spec names the first seven of "about 42" Google display sizes, in this order (the funnel presets take
// the first 6 or 7); the others are Google's supported display sizes and common IAB units.
const GOOGLE_DISPLAY_SIZES = [
  '300x250',
  '120x600',
  '160x600',
  '728x90',
  '300x600',
  '970x250',
  '320x50',
  '336x280',
  '468x60',
  '970x90',
  '250x250',
  '200x200',
  '320x100',
  '300x50',
  '300x1050',
  '320x480',
  '480x320',
  '768x1024',
  '1024x768',
  '240x400',
  '250x360',
  '580x400',
  '930x180',
  '980x120',
  '750x100',
  '750x200',
  '750x300',
  '970x66',
  '120x240',
  '125x125',
  '180x150',
  '234x60',
  '300x100',
  '88x31',
  '120x60',
  '120x90',
];

// Carousel frames 2 to 10, default 3 (spec 2 §9); YouTube bumper 6 s and Trueview 15 s by default (spec 3 §9,
// spec 2 §9). The bumper's 6 s ceiling and Trueview's 12 s to 3 min are the platform's own limits.
const CAROUSEL_FRAMES: ValueRange = { min: 2, max: 10, default: 3, unit: 'frames' };
const BUMPER_SECONDS: ValueRange = { min: 1, max: 6, default: 6, unit: 'seconds' };
const TRUEVIEW_SECONDS: ValueRange = { min: 12, max: 180, default: 15, unit: 'seconds' };
// The other formats ask how many versions the design team makes (the spec names no range): a static size takes up to
// 10, a video, costlier to make, up to 5; one by default.
const STATIC_VERSIONS: ValueRange = { min: 1, max: 10, default: 1, unit: 'versions' };
const VIDEO_VERSIONS: ValueRange = { min: 1, max: 5, default: 1, unit: 'versions' };

export const FORMAT_CATALOGUE: { [P in BriefPlatform]: { [C in PlatformChannel<P>]: readonly BriefFormat[] } } = {
  google: {
    display: GOOGLE_DISPLAY_SIZES.map((size) => ({ id: size, label: size, size, value: STATIC_VERSIONS })),
    video: ['15s', '20s', '30s'].map((length) => ({ id: length, label: `16:9 ${length}`, value: VIDEO_VERSIONS })),
  },
  facebook: {
    social: [
      { id: 'square', label: 'Square', size: '1080x1080', value: STATIC_VERSIONS },
      { id: 'vertical', label: 'Vertical', size: '1080x1920', value: STATIC_VERSIONS },
      { id: 'horizontal', label: 'Horizontal', size: '1200x628', value: STATIC_VERSIONS },
      { id: 'carousel', label: 'Carousel', size: '1080x1080', value: CAROUSEL_FRAMES },
      { id: 'squareVideo', label: 'Square video', size: '1080x1080', value: VIDEO_VERSIONS },
      { id: 'verticalVideo', label: 'Vertical video', size: '1080x1920', value: VIDEO_VERSIONS },
      { id: 'horizontalVideo', label: 'Horizontal video', size: '1200x628', value: VIDEO_VERSIONS },
    ],
  },
  youtube: {
    video: [
      { id: 'bumper16x9', label: 'Bumper 16:9', value: BUMPER_SECONDS },
      { id: 'bumper9x16', label: 'Bumper 9:16', value: BUMPER_SECONDS },
      { id: 'trueview16x9', label: 'Trueview 16:9', value: TRUEVIEW_SECONDS },
      { id: 'trueview9x16', label: 'Trueview 9:16', value: TRUEVIEW_SECONDS },
    ],
  },
};

export interface ChannelSlot {
  platform: BriefPlatform;
  channel: Channel;
}

/** Every platform and channel pair, in the catalogue's order. */
export const CHANNEL_SLOTS: readonly ChannelSlot[] = BRIEF_PLATFORMS.flatMap((platform) =>
  PLATFORM_CHANNELS[platform].map((channel) => ({ platform, channel })),
);

type Loose<T> = Partial<Record<BriefPlatform, Partial<Record<Channel, T>>>>;

/** The value a per-channel map holds for one slot. */
export function inSlot<T>(map: PerChannel<T>, { platform, channel }: ChannelSlot): T | undefined {
  return (map as Loose<T>)[platform]?.[channel];
}

/** A copy of the map with one slot set. */
export function withSlot<T>(map: PerChannel<T>, { platform, channel }: ChannelSlot, value: T): PerChannel<T> {
  const loose = map as Loose<T>;
  return { ...loose, [platform]: { ...loose[platform], [channel]: value } } as PerChannel<T>;
}

export function slotFormats(slot: ChannelSlot): readonly BriefFormat[] {
  return inSlot(FORMAT_CATALOGUE as PerChannel<readonly BriefFormat[]>, slot) ?? [];
}

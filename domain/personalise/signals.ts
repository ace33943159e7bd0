// Signals (spec 2 §3, §5): user segments of the spec's types, schedules and locations, per tree. A format
// carries the signals assigned to it; a variant's signals are those of its formats.
import type { Platform } from '../campaign/platforms';

export const SIGNAL_TYPES = ['userSegment', 'schedule', 'location'] as const;
export type SignalType = (typeof SIGNAL_TYPES)[number];

export const USER_SEGMENT_TYPES = [
  'CM Ad',
  'CM Dynamic Targeting Key',
  'CM Placement',
  'CM Site',
  'Custom',
  'CM360 1st party audience',
  'DV360 IO',
  'DV360 Line Item',
  'Meta Ad Set',
  'FB Ad Set (old)',
  'TTD Adgroup',
] as const;
export type UserSegmentType = (typeof USER_SEGMENT_TYPES)[number];
const META_TYPES: readonly UserSegmentType[] = ['Meta Ad Set', 'FB Ad Set (old)'];

/** Google supports all but the Meta types; Facebook only Meta Ad Set (spec 2 §3). Other platforms follow Google. */
export function segmentTypesFor(platform: Platform): readonly UserSegmentType[] {
  if (platform === 'facebook') return ['Meta Ad Set'];
  return USER_SEGMENT_TYPES.filter((t) => !META_TYPES.includes(t));
}

/** Segment types whose import needs the Campaign Ids column (spec 2 §5). */
export const NEEDS_CAMPAIGN_IDS: readonly UserSegmentType[] = ['DV360 Line Item', 'Meta Ad Set'];

export interface Schedule {
  /** ISO instants; either may be open. */
  startsAt: string | null;
  endsAt: string | null;
  /** 0 (Sunday) to 6; empty means every day. */
  weekdays: number[];
  /** 'HH:mm' within each day, both or neither. */
  dailyFrom: string | null;
  dailyTo: string | null;
}

export interface Signal {
  signalId: string;
  name: string;
  type: SignalType;
  /** For a user segment: its type and the platform's ids it stands for (ad set ids, line item ids, keys...). */
  segmentType: UserSegmentType | null;
  values: string[];
  /** The platform campaign ids a DV360 line item or Meta ad set segment belongs to. */
  campaignIds: string[];
  schedule: Schedule | null;
  /** ISO 3166 country codes for a location. */
  countries: string[];
}

/** A schedule's state at an instant (spec 2 §4 Schedule states): before its start or after its end it is not live. */
export function scheduleState(schedule: Schedule, at: Date): 'scheduled' | 'live' | 'ended' {
  if (schedule.startsAt && at < new Date(schedule.startsAt)) return 'scheduled';
  if (schedule.endsAt && at > new Date(schedule.endsAt)) return 'ended';
  return 'live';
}

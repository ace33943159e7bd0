// The lift of personalisation split by audience segment and by schedule (issue 21 §4): within each segment the
// platform reported, or on the days of each of the tree's schedules, each variant against the fallback on the same
// days and placements (lift.ts), so a variant that wins overall but loses in one audience, or off its campaign week,
// shows it.
import { liftOfVariants, type LiftCell, type VariantLift } from './lift';

export interface SegmentedLiftCell extends LiftCell {
  /** The audience segment the platform reported the delivery under ('' when it reports none). */
  segment: string;
}

export interface SegmentLift {
  segment: string;
  variants: VariantLift[];
}

/** Per segment (in order of name) each variant's lift; a segment where only one side delivered has no variants. */
export function liftBySegment(cells: readonly SegmentedLiftCell[], fallbackVariantId: string): SegmentLift[] {
  const bySegment = new Map<string, SegmentedLiftCell[]>();
  for (const cell of cells) {
    const list = bySegment.get(cell.segment);
    if (list) list.push(cell);
    else bySegment.set(cell.segment, [cell]);
  }
  return [...bySegment.keys()].sort().map((segment) => ({
    segment,
    variants: liftOfVariants(bySegment.get(segment)!, fallbackVariantId).filter((v) => v.sharedCells > 0),
  }));
}

/** A schedule signal's days: between its dates (either may be open) and on its weekdays (none: every day). */
export interface ScheduleDays {
  name: string;
  /** ISO instants. */
  startsAt: string | null;
  endsAt: string | null;
  /** 0 (Sunday) to 6. */
  weekdays: number[];
}

export interface ScheduleLift {
  schedule: string;
  variants: VariantLift[];
}

/**
 * Whether a delivery day (YYYY-MM-DD, as the platform reports it) is one of the schedule's: a day its dates touch, on
 * one of its weekdays. Its hours within a day are not told apart: delivery comes by day.
 */
export function onSchedule(day: string, schedule: ScheduleDays): boolean {
  if (schedule.startsAt && day < schedule.startsAt.slice(0, 10)) return false;
  if (schedule.endsAt && day > schedule.endsAt.slice(0, 10)) return false;
  return schedule.weekdays.length === 0 || schedule.weekdays.includes(new Date(`${day}T00:00:00Z`).getUTCDay());
}

/** Per schedule (in the order given) each variant's lift on the schedule's days only. */
export function liftBySchedule(
  cells: readonly LiftCell[],
  schedules: readonly ScheduleDays[],
  fallbackVariantId: string,
): ScheduleLift[] {
  return schedules.map((schedule) => ({
    schedule: schedule.name,
    variants: liftOfVariants(
      cells.filter((cell) => onSchedule(cell.day, schedule)),
      fallbackVariantId,
    ).filter((v) => v.sharedCells > 0),
  }));
}

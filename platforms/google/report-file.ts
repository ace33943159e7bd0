// What CM360's and DV360's reports share (issue 21 §1): both are made, run, and polled until their file is ready
// (seconds to minutes on Google's side), then read as CSV by column position, since a report's columns come in the
// order its dimensions and metrics were asked for while their headers are display names in the user's language.
import { parse } from 'csv-parse/sync';
import { PlatformError } from '../ad-platform';

/** How a report's run stands on a poll. */
export type ReportRun = 'running' | 'ready' | 'failed';

/** The first wait, doubled after each poll up to the longest; given up after the whole. */
const FIRST_WAIT_MS = 250;
const LONGEST_WAIT_MS = 30_000;
const GIVE_UP_MS = 15 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls a report's run until its file is ready; a failed or endless run fails as unavailable (the import retries). */
export async function awaitReport<T>(
  platform: string,
  first: T,
  poll: () => Promise<T>,
  stateOf: (run: T) => ReportRun,
): Promise<T> {
  let run = first;
  let waited = 0;
  for (let wait = FIRST_WAIT_MS; stateOf(run) === 'running'; wait = Math.min(wait * 2, LONGEST_WAIT_MS)) {
    if (waited >= GIVE_UP_MS)
      throw new PlatformError('unavailable', `${platform} did not finish the delivery report in time`, 'reportTimeout');
    await sleep(wait);
    waited += wait;
    run = await poll();
  }
  if (stateOf(run) === 'failed')
    throw new PlatformError('unavailable', `${platform} could not make the delivery report`, 'reportFailed');
  return run;
}

/** The CSV's records, every cell a string. */
export const csvRecords = (text: string): string[][] =>
  parse(text, { relax_column_count: true, skip_empty_lines: false }) as string[][];

/** A report cell as a count: Google writes counts plainly, sometimes with a thousands comma. */
export const countOf = (cell: string | undefined) => Math.round(Number((cell ?? '').replaceAll(',', ''))) || 0;

/** A report cell as money, in the account's currency. */
export const moneyOf = (cell: string | undefined) => Number((cell ?? '').replaceAll(',', '')) || 0;

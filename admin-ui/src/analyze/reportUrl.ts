// The builder's unsaved choices in the URL's query (issue 21 §2), so a reload or a shared link shows the same report:
// each part of the settings that differs from the report opened (the default 'New report', or the saved report's
// definition) is one parameter, and a parameter present overrides that part. Filters keep their ids as names, each
// value repeated (a platform campaign's name may hold a comma) but the campaigns, one comma list as a concept's
// results link writes them (reportPaths.ts); a filter present with no value is one cleared. A value the settings
// cannot hold (a link typed by hand, an old metric) is ignored: that part stays as the report opened has it.
import type { AnalyzeViewSettings } from '../../../domain/analyze-view/answers';
import {
  GRANULARITIES,
  MAX_FILTER_VALUES,
  MAX_FILTER_VALUE_LENGTH,
  MAX_REPORT_METRICS,
  REPORT_FILTER_IDS,
  REPORT_METRICS,
  SORT_DIRECTIONS,
  SORT_FIELDS,
  SPLIT_FIELDS,
  type ReportFilterId,
} from '../../../domain/analyze-view/fields';
import { CUSTOM_METRIC_PATTERN } from '../../../domain/custom-conversion/metrics';
import { REPORT_DATE_RANGES } from '../../../domain/report/date-range';
import { NAME_MAX_LENGTH } from '../../../domain/shared/validation';
import { CAMPAIGNS_PARAM } from './reportPaths';
import { filterOf, ordered, withFilter } from './reportSettings';

type Settings = AnalyzeViewSettings;

/** One part of the settings as one query parameter (a list as a comma list). */
interface Part<V> {
  param: string;
  get: (settings: Settings) => V;
  set: (settings: Settings, value: V) => Settings;
  write: (value: V) => string;
  /** The value a parameter names, or undefined when the settings cannot hold it. */
  read: (text: string) => V | undefined;
}

const CUSTOM_METRIC = new RegExp(CUSTOM_METRIC_PATTERN);
const isMetric = (m: string) => (REPORT_METRICS as readonly string[]).includes(m) || CUSTOM_METRIC.test(m);
const oneOf =
  <T extends string>(values: readonly T[]) =>
  (text: string) =>
    (values as readonly string[]).includes(text) ? (text as T) : undefined;
/** A comma list of distinct values, each allowed, from `min` to `max` of them. */
const listOf =
  <T extends string>(allowed: (value: string) => boolean, min: number, max: number) =>
  (text: string) => {
    const values = text === '' ? [] : text.split(',');
    const fine = values.length >= min && values.length <= max && new Set(values).size === values.length;
    return fine && values.every(allowed) ? (values as T[]) : undefined;
  };

const part = <V>(p: Part<V>) => p as Part<unknown>;
const PARTS: Part<unknown>[] = [
  part({
    param: 'name',
    get: (s) => s.name,
    set: (s, name) => ({ ...s, name }),
    write: (name) => name,
    read: (text) => (text.length <= NAME_MAX_LENGTH ? text : undefined),
  }),
  part({
    param: 'days',
    get: (s) => s.dateRange,
    set: (s, dateRange) => ({ ...s, dateRange }),
    write: String,
    read: (text) => REPORT_DATE_RANGES.find((days) => String(days) === text),
  }),
  part({
    param: 'splits',
    get: (s) => s.splits.map((split) => split.field),
    set: (s, fields) => ({ ...s, splits: ordered(fields) }),
    write: (fields) => fields.join(','),
    read: listOf<(typeof SPLIT_FIELDS)[number]>((v) => oneOf(SPLIT_FIELDS)(v) !== undefined, 0, SPLIT_FIELDS.length),
  }),
  part({
    param: 'metrics',
    get: (s) => s.metrics.map((m) => m.field),
    set: (s, fields) => ({ ...s, metrics: ordered(fields) }),
    write: (fields) => fields.join(','),
    read: listOf<Settings['metrics'][number]['field']>(isMetric, 1, MAX_REPORT_METRICS),
  }),
  part({
    param: 'granularity',
    get: (s) => s.granularity.value,
    set: (s, value) => ({ ...s, granularity: { ...s.granularity, value } }),
    write: String,
    read: oneOf(GRANULARITIES),
  }),
  part({
    param: 'sort',
    get: (s) => s.sort.field,
    set: (s, field) => ({ ...s, sort: { ...s.sort, field } }),
    write: String,
    read: (text) =>
      (SORT_FIELDS as readonly string[]).includes(text) || CUSTOM_METRIC.test(text)
        ? (text as Settings['sort']['field'])
        : undefined,
  }),
  part({
    param: 'order',
    get: (s) => s.sort.direction,
    set: (s, direction) => ({ ...s, sort: { ...s.sort, direction } }),
    write: String,
    read: oneOf(SORT_DIRECTIONS),
  }),
  part({
    param: 'benchmarks',
    get: (s) => s.areBenchmarksShown,
    set: (s, areBenchmarksShown) => ({ ...s, areBenchmarksShown }),
    write: (shown) => (shown ? '1' : '0'),
    read: (text) => (text === '1' ? true : text === '0' ? false : undefined),
  }),
];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const fineValues = (values: string[]) =>
  values.length <= MAX_FILTER_VALUES &&
  values.every((v) => v.length <= MAX_FILTER_VALUE_LENGTH && !v.includes('\u0000'));

/** A filter's values as the URL names them; undefined when it names none of them. */
function readFilter(search: URLSearchParams, id: ReportFilterId): string[] | undefined {
  if (!search.has(id)) return undefined;
  const values = search.getAll(id).flatMap((v) => (id === CAMPAIGNS_PARAM ? v.split(',') : [v]));
  return values.filter(Boolean);
}

/** The report the builder shows: `opened` with every part the URL overrides. */
export function settingsFromUrl(opened: Settings, search: URLSearchParams): Settings {
  const withParts = PARTS.reduce((settings, p) => {
    const text = search.get(p.param);
    const value = text === null ? undefined : p.read(text);
    return value === undefined ? settings : p.set(settings, value);
  }, opened);
  return REPORT_FILTER_IDS.reduce((settings, id) => {
    const values = readFilter(search, id);
    return values && fineValues(values) ? withFilter(settings, id, values) : settings;
  }, withParts);
}

/** The query that holds `settings` over `opened`: `search`'s other parameters (the chosen client), and the parts that
 * differ from the report opened. */
export function urlOfSettings(opened: Settings, settings: Settings, search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const p of PARTS) {
    next.delete(p.param);
    const value = p.get(settings);
    if (!same(value, p.get(opened))) next.set(p.param, p.write(value));
  }
  for (const id of REPORT_FILTER_IDS) {
    next.delete(id);
    const values = filterOf(settings, id);
    if (same(values, filterOf(opened, id))) continue;
    if (values.length === 0) next.set(id, '');
    else if (id === CAMPAIGNS_PARAM) next.set(id, values.join(','));
    else for (const value of values) next.append(id, value);
  }
  return next;
}
